export interface DateRange {
  /** YYYY-MM-DD, local date. */
  start: string;
  end: string;
}

export type DateRangePreset = 'today' | 'yesterday' | 'last7Days' | 'last30Days';

export function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

function shift(isoDate: string, days: number): string {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  return toIsoDate(new Date(year, month - 1, day + days));
}

/** The range a quick pick stands for, counted back from `today` (both ends inclusive). */
export function presetRange(preset: DateRangePreset, today: string): DateRange {
  switch (preset) {
    case 'today':
      return { start: today, end: today };
    case 'yesterday': {
      const yesterday = shift(today, -1);
      return { start: yesterday, end: yesterday };
    }
    case 'last7Days':
      return { start: shift(today, -6), end: today };
    case 'last30Days':
      return { start: shift(today, -29), end: today };
  }
}

/** Keeps start ≤ end: moving one end past the other drags the other along. */
export function orderRange(range: DateRange, changed: 'start' | 'end'): DateRange {
  if (!range.start || !range.end || range.start <= range.end) return range;
  return changed === 'start' ? { start: range.start, end: range.start } : { start: range.end, end: range.end };
}
