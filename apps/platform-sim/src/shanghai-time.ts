/**
 * Calendar arithmetic in China time (UTC+8, no daylight saving): the activity days, weeks and
 * months a member in the target market sees, whatever the machine's own timezone.
 */
const OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 in China time. */
const shanghaiDay = (ms: number) => Math.floor((ms + OFFSET_MS) / DAY_MS);

/** 00:00 China time of the day `ms` falls on. */
export function shanghaiDayStart(ms: number): number {
  return shanghaiDay(ms) * DAY_MS - OFFSET_MS;
}

/** 00:00 China time of the Monday of the week `ms` falls in. */
export function shanghaiWeekStart(ms: number): number {
  const day = shanghaiDay(ms);
  // 1970-01-01 was a Thursday: +3 makes Monday 0.
  return (day - ((day + 3) % 7)) * DAY_MS - OFFSET_MS;
}

/** 00:00 China time of the first day of the month `ms` falls in. */
export function shanghaiMonthStart(ms: number): number {
  const d = new Date(ms + OFFSET_MS);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - OFFSET_MS;
}

/** Day of the week of a `YYYY-MM-DD` date: 0 Sunday … 6 Saturday. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}
