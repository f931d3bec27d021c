import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earliestDay, presetDays, rangeTimes, resolveDays, searchForDays, shanghaiDate, shanghaiDayStart } from './record-range';

// 2026-03-16 00:30 in Shanghai is still 15 March in UTC and in New York: the lists must count
// Shanghai's days whatever the machine's timezone is.
const SHANGHAI_JUST_AFTER_MIDNIGHT = Date.UTC(2026, 2, 15, 16, 30);

const zones = ['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Kiritimati'];
const savedTz = process.env['TZ'];

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(SHANGHAI_JUST_AFTER_MIDNIGHT);
});
afterEach(() => {
  vi.useRealTimers();
  process.env['TZ'] = savedTz;
});

describe('record ranges in Shanghai days', () => {
  it.each(zones)('counts today, yesterday, 7 and 30 days back from the Shanghai date (machine in %s)', (zone) => {
    process.env['TZ'] = zone;
    const today = shanghaiDate(Date.now());
    expect(today).toBe('2026-03-16');
    expect(presetDays('today', today)).toEqual({ start: '2026-03-16', end: '2026-03-16' });
    expect(presetDays('yesterday', today)).toEqual({ start: '2026-03-15', end: '2026-03-15' });
    expect(presetDays('7d', today)).toEqual({ start: '2026-03-10', end: '2026-03-16' });
    expect(presetDays('30d', today)).toEqual({ start: '2026-02-15', end: '2026-03-16' });
  });

  it.each(zones)('asks for 00:00:00.000 of the first day to 23:59:59.999 of the last, Shanghai time (machine in %s)', (zone) => {
    process.env['TZ'] = zone;
    const { startTime, endTime } = rangeTimes(presetDays('today', shanghaiDate(Date.now())));
    expect(new Date(startTime).toISOString()).toBe('2026-03-15T16:00:00.000Z');
    expect(new Date(endTime).toISOString()).toBe('2026-03-16T15:59:59.999Z');
    expect(startTime).toBeLessThanOrEqual(Date.now());
    expect(shanghaiDayStart('2026-03-01')).toBe(Date.UTC(2026, 1, 28, 16));
  });

  it('shows the default range, a quick range or a custom one clamped to the six months kept', () => {
    const today = '2026-03-16';
    expect(resolveDays({}, today, '7d')).toEqual({ start: '2026-03-10', end: today });
    expect(resolveDays({ range: 'yesterday' }, today, '7d')).toEqual({ start: '2026-03-15', end: '2026-03-15' });
    expect(resolveDays({ from: '2026-03-01', to: '2026-03-05' }, today, '7d')).toEqual({ start: '2026-03-01', end: '2026-03-05' });
    expect(earliestDay(today)).toBe('2025-09-18');
    expect(resolveDays({ from: '2024-01-01', to: '2027-01-01' }, today, '7d')).toEqual({ start: '2025-09-18', end: today });
  });

  it('writes a picked range to the URL by name when it is a quick range, else by its dates', () => {
    const today = '2026-03-16';
    expect(searchForDays({ start: '2026-02-15', end: today }, today)).toEqual({ range: '30d', from: undefined, to: undefined });
    expect(searchForDays({ start: '2026-03-02', end: '2026-03-04' }, today)).toEqual({ range: undefined, from: '2026-03-02', to: '2026-03-04' });
  });
});
