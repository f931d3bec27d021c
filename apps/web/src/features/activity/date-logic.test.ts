import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkInView } from './check-in';
import { countdown, countdownText, serverClock } from './server-clock';
import { addDays, monthWeeks, shanghaiDateKey, shanghaiDateTime, shiftMonth } from '../../components/shanghai-date';

// Fake time throughout: the device clock is vitest's, set to instants around China midnight
// (16:00 UTC). The machine's own timezone plays no part: these run the same under any TZ.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const MILESTONES = [
  { days: 3, reward: 5 },
  { days: 7, reward: 58 },
  { days: 15, reward: 88 },
  { days: 30, reward: 288 },
];
const list = (today: string, checkedToday: boolean, streak: number) => ({ today, checkedToday, streak, dailyReward: 2, milestones: MILESTONES });

describe('China days', () => {
  it('turns the day at 16:00 UTC, whatever zone the device is in', () => {
    vi.setSystemTime(new Date('2026-03-01T15:59:59.999Z'));
    expect(shanghaiDateKey(Date.now())).toBe('2026-03-01');
    expect(shanghaiDateTime(Date.now())).toBe('2026-03-01 23:59');
    vi.advanceTimersByTime(1);
    expect(shanghaiDateKey(Date.now())).toBe('2026-03-02');
    expect(shanghaiDateTime(Date.now())).toBe('2026-03-02 00:00');
    // New Year's Eve in China while it is still the 31st in London.
    expect(shanghaiDateKey(Date.parse('2026-12-31T16:30:00Z'))).toBe('2027-01-01');
  });

  it('walks dates and months across month and year ends, leap day included', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it('lays a month out in Monday-first weeks', () => {
    // March 2026 starts on a Sunday: six blanks, then the 1st in the last column.
    const weeks = monthWeeks('2026-03');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(weeks).toHaveLength(6);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });
});

describe('check-in streak on a page left open across China midnight', () => {
  it('keeps the streak and opens today again after midnight when the member checked in the day before', () => {
    vi.setSystemTime(new Date('2026-03-01T15:58:00Z')); // 23:58 in Shanghai
    const reply = list('2026-03-01', true, 4);
    expect(checkInView(reply, shanghaiDateKey(Date.now()))).toMatchObject({ today: '2026-03-01', checkedToday: true, streak: 4 });
    vi.advanceTimersByTime(3 * 60_000); // 00:01
    expect(checkInView(reply, shanghaiDateKey(Date.now()))).toMatchObject({ today: '2026-03-02', checkedToday: false, streak: 4, next: { days: 7, left: 3 } });
  });

  it('ends a streak whose day passed without a check-in', () => {
    vi.setSystemTime(new Date('2026-03-01T15:58:00Z'));
    const reply = list('2026-03-01', false, 4); // streak up to 28 Feb, 1 March still open
    expect(checkInView(reply, shanghaiDateKey(Date.now())).streak).toBe(4);
    vi.advanceTimersByTime(3 * 60_000);
    expect(checkInView(reply, shanghaiDateKey(Date.now()))).toMatchObject({ checkedToday: false, streak: 0, todayReward: 2, next: { days: 3, left: 3 } });
  });

  it('ends any streak two days on', () => {
    vi.setSystemTime(new Date('2026-03-02T16:00:00Z')); // 3 March 00:00
    expect(checkInView(list('2026-03-01', true, 9), shanghaiDateKey(Date.now())).streak).toBe(0);
  });

  it('adds the milestone reward to the check-in that reaches it', () => {
    expect(checkInView(list('2026-03-01', false, 6), '2026-03-01')).toMatchObject({ todayReward: 60, next: { days: 7, reward: 58, left: 1 } });
    expect(checkInView(list('2026-03-01', true, 7), '2026-03-01')).toMatchObject({ todayReward: 2, next: { days: 15, left: 8 } });
    expect(checkInView(list('2026-03-01', true, 30), '2026-03-01').next).toBeNull();
  });
});

describe('period countdown on the platform clock', () => {
  it('counts down to the end of the period from the platform time, even when the device clock is off', () => {
    // The device is 3 minutes fast; the platform said 12:00:00 (Shanghai) when the device read 12:03:00.
    vi.setSystemTime(new Date('2026-03-11T04:03:00Z'));
    const platform = serverClock(Date.parse('2026-03-11T04:00:00Z'), Date.now());
    const end = Date.parse('2026-03-15T16:00:00Z'); // Monday 16 March 00:00 in Shanghai
    expect(countdownText(countdown(end, platform.now()))).toBe('4 天 12:00:00');
    vi.advanceTimersByTime(1000);
    expect(countdownText(countdown(end, platform.now()))).toBe('4 天 11:59:59');
  });

  it('shows hours only on the last day and stops at zero at the period end', () => {
    vi.setSystemTime(new Date('2026-03-15T15:59:58Z'));
    const platform = serverClock(Date.now(), Date.now());
    const end = Date.parse('2026-03-15T16:00:00Z');
    expect(countdownText(countdown(end, platform.now()))).toBe('00:00:02');
    vi.advanceTimersByTime(1500);
    expect(countdown(end, platform.now())).toMatchObject({ over: false, seconds: 1 });
    vi.advanceTimersByTime(500);
    expect(countdown(end, platform.now())).toMatchObject({ over: true, seconds: 0 });
    vi.advanceTimersByTime(60_000);
    expect(countdownText(countdown(end, platform.now()))).toBe('00:00:00');
  });
});
