import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_LIMIT_WINDOW_MS,
  LIMIT_RAISE_DELAY_MS,
  addShanghaiMonths,
  depositRoomFreesAt,
  depositRoomLeft,
  depositedInWindow,
  effectiveLimit,
  exclusionEndsAt,
  laterEnd,
  nextRealityCheckAt,
  requestLimitChange,
  sessionDurationText,
  shanghaiDateTime,
  timeOutEndsAt,
} from './responsible-play';
import { isAdultById, validateAdultIdNumber } from './responsible-age';
import { residentIdCheckCharacter } from './resident-id';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const T0 = Date.UTC(2026, 10, 23, 2, 0, 0); // 2026-11-23 10:00 Beijing
const DAY_MS = DEPOSIT_LIMIT_WINDOW_MS.day;

describe('rolling deposit windows (RTS 12)', () => {
  it('are 24 hours, 7 days and 30 days', () => {
    expect(DEPOSIT_LIMIT_WINDOW_MS).toEqual({ day: DAY, week: 7 * DAY, month: 30 * DAY });
  });

  it('count a deposit until exactly one window after it, not at that instant', () => {
    const deposits = [{ at: T0, cents: 8000 }];
    expect(depositedInWindow(deposits, DAY_MS, T0)).toBe(8000);
    expect(depositedInWindow(deposits, DAY_MS, T0 + DAY - 1)).toBe(8000);
    expect(depositedInWindow(deposits, DAY_MS, T0 + DAY)).toBe(0);
    // A deposit in the future of `now` (a clock moved back) does not count.
    expect(depositedInWindow(deposits, DAY_MS, T0 - 1)).toBe(0);
  });

  it('sum only what lies inside each window', () => {
    const deposits = [
      { at: T0 - 8 * DAY, cents: 50_000 },
      { at: T0 - 3 * DAY, cents: 20_000 },
      { at: T0 - HOUR, cents: 8_000 },
    ];
    expect(depositedInWindow(deposits, DEPOSIT_LIMIT_WINDOW_MS.day, T0)).toBe(8_000);
    expect(depositedInWindow(deposits, DEPOSIT_LIMIT_WINDOW_MS.week, T0)).toBe(28_000);
    expect(depositedInWindow(deposits, DEPOSIT_LIMIT_WINDOW_MS.month, T0)).toBe(78_000);
  });

  it('leave 100 − 80 = 20 yuan of room and never less than 0', () => {
    const deposits = [{ at: T0, cents: 8000 }];
    expect(depositRoomLeft(10_000, deposits, DAY_MS, T0 + MIN)).toBe(2000);
    expect(depositRoomLeft(5_000, deposits, DAY_MS, T0 + MIN)).toBe(0);
    expect(depositRoomLeft(10_000, deposits, DAY_MS, T0 + DAY)).toBe(10_000);
  });

  it('free room for 30 yuan when the 80 leaves the window, exactly 24 h after it', () => {
    const deposits = [{ at: T0, cents: 8000 }];
    expect(depositRoomFreesAt(10_000, deposits, DAY_MS, T0 + HOUR, 3000)).toBe(T0 + DAY);
    expect(depositRoomFreesAt(10_000, deposits, DAY_MS, T0 + HOUR, 2000)).toBe(T0 + HOUR);
    // More than the whole limit never fits.
    expect(depositRoomFreesAt(10_000, deposits, DAY_MS, T0 + HOUR, 10_001)).toBeNull();
  });

  it('free room at the first deposit whose leaving is enough, oldest first', () => {
    const deposits = [
      { at: T0 + 2 * HOUR, cents: 3000 },
      { at: T0, cents: 4000 },
      { at: T0 + 5 * HOUR, cents: 3000 },
    ];
    // used 100, need 50: the 40 leaving is not enough, the 30 after it is.
    expect(depositRoomFreesAt(10_000, deposits, DAY_MS, T0 + 6 * HOUR, 5000)).toBe(T0 + 2 * HOUR + DAY);
    expect(depositRoomFreesAt(10_000, deposits, DAY_MS, T0 + 6 * HOUR, 4000)).toBe(T0 + DAY);
  });
});

describe('limit changes (RTS 12: lower at once, raise after 24 hours)', () => {
  const limit100 = { cents: 10_000, pending: null };

  it('sets a first limit at once', () => {
    expect(requestLimitChange({ cents: null, pending: null }, 10_000, T0)).toEqual(limit100);
  });

  it('lowers at once', () => {
    expect(requestLimitChange(limit100, 5000, T0)).toEqual({ cents: 5000, pending: null });
  });

  it('keeps the old limit for a raise until exactly 24 hours later', () => {
    const state = requestLimitChange(limit100, 20_000, T0);
    expect(state).toEqual({ cents: 10_000, pending: { cents: 20_000, effectiveAt: T0 + LIMIT_RAISE_DELAY_MS } });
    expect(LIMIT_RAISE_DELAY_MS).toBe(DAY);
    expect(effectiveLimit(state, T0 + DAY - 1).cents).toBe(10_000);
    expect(effectiveLimit(state, T0 + DAY)).toEqual({ cents: 20_000, pending: null });
  });

  it('treats removing a limit as a raise', () => {
    const state = requestLimitChange(limit100, null, T0);
    expect(state.pending).toEqual({ cents: null, effectiveAt: T0 + DAY });
    expect(effectiveLimit(state, T0 + DAY - 1).cents).toBe(10_000);
    expect(effectiveLimit(state, T0 + DAY).cents).toBeNull();
  });

  it('drops a pending raise when the member lowers or keeps the limit', () => {
    const raised = requestLimitChange(limit100, 20_000, T0);
    expect(requestLimitChange(raised, 8000, T0 + HOUR)).toEqual({ cents: 8000, pending: null });
    expect(requestLimitChange(raised, 10_000, T0 + HOUR)).toEqual(limit100);
  });

  it('restarts the 24 hours when a pending raise is raised again, from the limit in force', () => {
    const raised = requestLimitChange(limit100, 20_000, T0);
    expect(requestLimitChange(raised, 30_000, T0 + HOUR)).toEqual({ cents: 10_000, pending: { cents: 30_000, effectiveAt: T0 + HOUR + DAY } });
    // Once the first raise has applied, a lower value than it is a lowering.
    expect(requestLimitChange(raised, 15_000, T0 + DAY)).toEqual({ cents: 15_000, pending: null });
  });
});

describe('time-out and self-exclusion ends', () => {
  it('time-outs last 24 hours, 7 days, 30 days and 6 weeks', () => {
    expect(timeOutEndsAt('24h', T0) - T0).toBe(DAY);
    expect(timeOutEndsAt('7d', T0) - T0).toBe(7 * DAY);
    expect(timeOutEndsAt('30d', T0) - T0).toBe(30 * DAY);
    expect(timeOutEndsAt('6w', T0) - T0).toBe(42 * DAY);
  });

  it('self-exclusions count calendar months on the Beijing calendar', () => {
    expect(shanghaiDateTime(exclusionEndsAt('6m', T0))).toBe('2027-05-23 10:00');
    expect(shanghaiDateTime(exclusionEndsAt('1y', T0))).toBe('2027-11-23 10:00');
    expect(shanghaiDateTime(exclusionEndsAt('5y', T0))).toBe('2031-11-23 10:00');
    // 31 August + 6 months → the last day of February; Beijing date, not UTC date (01:00 is the day before in UTC).
    expect(shanghaiDateTime(addShanghaiMonths(Date.UTC(2026, 7, 30, 17, 0), 6))).toBe('2027-02-28 01:00');
  });

  it('never lets a new block end before the one in force', () => {
    expect(laterEnd(T0 + 7 * DAY, T0 + DAY)).toBe(T0 + 7 * DAY);
    expect(laterEnd(T0 + DAY, T0 + 7 * DAY)).toBe(T0 + 7 * DAY);
    expect(laterEnd(null, T0 + DAY)).toBe(T0 + DAY);
  });

  it('writes times in Asia/Shanghai', () => {
    expect(shanghaiDateTime(Date.UTC(2026, 10, 23, 16, 5))).toBe('2026-11-24 00:05');
  });
});

describe('18+ by the resident ID birth date', () => {
  // Born 2008-11-24: 18 on 2026-11-24 (Beijing date).
  const id = '110105200811240015';
  it('is a minor the day before the 18th birthday and an adult on it, by the Beijing date', () => {
    expect(isAdultById(id, Date.UTC(2026, 10, 23, 15, 59))).toBe(false); // 23:59 on the 23rd in Beijing
    expect(isAdultById(id, Date.UTC(2026, 10, 23, 16, 0))).toBe(true); // 00:00 on the 24th in Beijing
  });

  it('makes one born on 29 February an adult on 1 March of a common year', () => {
    const leap = '110105200802290015';
    expect(isAdultById(leap, Date.UTC(2026, 1, 28, 4))).toBe(false);
    expect(isAdultById(leap, Date.UTC(2026, 2, 1, 4))).toBe(true);
  });

  it('validates a whole ID: shape and checksum first, then the age', () => {
    const first17 = '11010520081124001';
    const valid = `${first17}${residentIdCheckCharacter(first17)}`;
    expect(validateAdultIdNumber(valid, Date.UTC(2026, 10, 23, 4))).toBe('根据身份证出生日期，您未满18周岁，无法完成实名认证');
    expect(validateAdultIdNumber(valid, Date.UTC(2026, 10, 24, 4))).toBeNull();
    expect(validateAdultIdNumber('123', Date.UTC(2026, 10, 24, 4))).not.toBeNull();
  });

  it('gives false for text without a birth date', () => {
    expect(isAdultById('abc', T0)).toBe(false);
  });
});

describe('reality check schedule', () => {
  it('is due at whole intervals from the session start, also after a reload', () => {
    expect(nextRealityCheckAt(T0, 15, T0)).toBe(T0 + 15 * MIN);
    expect(nextRealityCheckAt(T0, 15, T0 + 15 * MIN - 1)).toBe(T0 + 15 * MIN);
    expect(nextRealityCheckAt(T0, 15, T0 + 15 * MIN)).toBe(T0 + 30 * MIN);
    expect(nextRealityCheckAt(T0, 60, T0 + 61 * MIN)).toBe(T0 + 120 * MIN);
    expect(nextRealityCheckAt(T0, 0, T0)).toBeNull();
  });

  it('writes the session length in Chinese', () => {
    expect(sessionDurationText(15 * MIN)).toBe('15分钟');
    expect(sessionDurationText(65 * MIN + 59_000)).toBe('1小时05分');
  });
});
