/**
 * Times on the member pages are Beijing time (Asia/Shanghai), whatever the device's zone: a mail
 * "sent at 10:00" reads the same to a member abroad as to customer service. China has kept UTC+8
 * without daylight saving since 1991, so a fixed offset is exact and needs no time-zone data.
 */
import { shanghaiDateKey, shanghaiDateTime } from '../../components/shanghai-date';

const OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');

function parts(ms: number) {
  const d = new Date(ms + OFFSET_MS);
  return { y: d.getUTCFullYear(), mo: d.getUTCMonth() + 1, d: d.getUTCDate(), h: d.getUTCHours(), mi: d.getUTCMinutes() };
}

/** `2026-11-22` and `2026-11-22 09:05`: the shared China-time helpers (components/shanghai-date). */
export { shanghaiDateKey as shanghaiDate, shanghaiDateTime };

/** The Beijing calendar day `ms` falls on, counted in days since 1970-01-01. */
function dayNumber(ms: number): number {
  return Math.floor((ms + OFFSET_MS) / DAY_MS);
}

/**
 * A list's short time: `09:05` today, `昨天 09:05`, `11-03` earlier this year, `2025-12-31`
 * before that (all Beijing time).
 */
export function shortTime(ms: number, now: number): string {
  const p = parts(ms);
  const days = dayNumber(now) - dayNumber(ms);
  const hm = `${pad(p.h)}:${pad(p.mi)}`;
  if (days <= 0) return hm;
  if (days === 1) return `昨天 ${hm}`;
  if (p.y === parts(now).y) return `${pad(p.mo)}-${pad(p.d)}`;
  return shanghaiDateKey(ms);
}
