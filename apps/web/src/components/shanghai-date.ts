/**
 * Dates and times in China time (activity, member and sports pages) (UTC+8 all year: China has no daylight saving), so a
 * member abroad or a device set to another zone sees the same days as the platform. Plain
 * arithmetic rather than Intl: the same answer in every browser and in tests on any machine.
 */
const OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall clock in China at `ms`, read from a UTC Date moved by eight hours. */
function shanghai(ms: number): Date {
  return new Date(ms + OFFSET_MS);
}

/** `YYYY-MM-DD` of the China day `ms` falls on. */
export function shanghaiDateKey(ms: number): string {
  const d = shanghai(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** `YYYY-MM-DD HH:mm` in China time. */
export function shanghaiDateTime(ms: number): string {
  const d = shanghai(ms);
  return `${shanghaiDateKey(ms)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** The China calendar day `ms` falls on, counted in days since 1970-01-01. */
function dayNumber(ms: number): number {
  return Math.floor((ms + OFFSET_MS) / DAY_MS);
}

/**
 * A list's short time: `09:05` today, `昨天 09:05`, `11-03` earlier this year, `2025-12-31`
 * before that (all China time; the mail list).
 */
export function shortTime(ms: number, now: number): string {
  const d = shanghai(ms);
  const days = dayNumber(now) - dayNumber(ms);
  const hm = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  if (days <= 0) return hm;
  if (days === 1) return `昨天 ${hm}`;
  if (d.getUTCFullYear() === shanghai(now).getUTCFullYear()) return `${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return shanghaiDateKey(ms);
}

/** `M月D日 HH:mm` in China time, for short periods (a week's board). */
export function shanghaiShortDateTime(ms: number): string {
  const d = shanghai(ms);
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日 ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

function keyParts(key: string): [number, number, number] {
  const [y = 1970, m = 1, d = 1] = key.split('-').map(Number);
  return [y, m, d];
}

/** The date `days` after (or before) a `YYYY-MM-DD` date. */
export function addDays(key: string, days: number): string {
  const [y, m, d] = keyParts(key);
  const t = Date.UTC(y, m - 1, d) + days * DAY_MS;
  const moved = new Date(t);
  return `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

/** `YYYY-MM` moved by `months`. */
export function shiftMonth(month: string, months: number): string {
  const [y, m] = keyParts(`${month}-01`);
  const total = y * 12 + (m - 1) + months;
  return `${Math.floor(total / 12)}-${pad((total % 12) + 1)}`;
}

/** `YYYY年M月`. */
export function monthTitle(month: string): string {
  const [y, m] = keyParts(`${month}-01`);
  return `${y}年${m}月`;
}

/**
 * The weeks of a month for a calendar that starts on Monday (as Chinese calendars do): each week
 * has seven cells, a date or null before the 1st and after the last day.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const [y, m] = keyParts(`${month}-01`);
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...Array.from({ length: days }, (_, i) => `${month}-${pad(i + 1)}`)];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** A valid `YYYY-MM` (months 01–12), else null: for the month in the address. */
export function parseMonth(value: unknown): string | null {
  return typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : null;
}
