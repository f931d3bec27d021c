import type { RecordRange, RecordSearch } from '../../app/search';

/*
 * Record ranges are days in Asia/Shanghai, whatever the device's timezone: the platform books a
 * member's day in China time, and "今天" on a phone set to London must be the same day. China has
 * no daylight saving time, so a day is always 00:00–24:00 at UTC+8.
 */

const DAY_MS = 86_400_000;
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
/** How far back a member may look: the platform keeps six months of records. */
export const RECORD_HISTORY_DAYS = 180;

export interface DayRange {
  /** YYYY-MM-DD, Shanghai. */
  start: string;
  end: string;
}

/** The Shanghai calendar date of an instant. */
export function shanghaiDate(ms: number): string {
  return new Date(ms + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** 00:00 of a Shanghai date, as epoch milliseconds. */
export function shanghaiDayStart(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) - SHANGHAI_OFFSET_MS;
}

/** A date `days` later (earlier when negative); calendar arithmetic, no timezone involved. */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The days a quick range stands for, counted back from `today` (both ends included). */
export function presetDays(range: RecordRange, today: string): DayRange {
  switch (range) {
    case 'today':
      return { start: today, end: today };
    case 'yesterday': {
      const yesterday = shiftDate(today, -1);
      return { start: yesterday, end: yesterday };
    }
    case '7d':
      return { start: shiftDate(today, -6), end: today };
    case '30d':
      return { start: shiftDate(today, -29), end: today };
  }
}

/** The first day a record list offers. */
export function earliestDay(today: string): string {
  return shiftDate(today, -(RECORD_HISTORY_DAYS - 1));
}

/**
 * The days a list shows for its URL filter: the custom range when there is one (kept inside the
 * six months the platform keeps, and not past today), else the quick range, else the list's own
 * default.
 */
export function resolveDays(search: RecordSearch, today: string, fallback: RecordRange): DayRange {
  if (search.from && search.to) {
    const first = earliestDay(today);
    const clamp = (d: string) => (d < first ? first : d > today ? today : d);
    return { start: clamp(search.from), end: clamp(search.to) };
  }
  return presetDays(search.range ?? fallback, today);
}

/** The instants a request covers: the first millisecond of the first day to the last of the last. */
export function rangeTimes(days: DayRange): { startTime: number; endTime: number } {
  return { startTime: shanghaiDayStart(days.start), endTime: shanghaiDayStart(days.end) + DAY_MS - 1 };
}

/** The URL filter for a range picked on the page: a quick range by name, anything else by dates. */
export function searchForDays(days: DayRange, today: string): Pick<RecordSearch, 'range' | 'from' | 'to'> {
  const named = (['today', 'yesterday', '7d', '30d'] as const).find((r) => {
    const p = presetDays(r, today);
    return p.start === days.start && p.end === days.end;
  });
  return named ? { range: named, from: undefined, to: undefined } : { range: undefined, from: days.start, to: days.end };
}

/** An instant as a Shanghai wall-clock time: "2026-03-15 14:32:08". */
export function shanghaiTime(ms: number): string {
  return new Date(ms + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
