import { describe, expect, it } from 'vitest';
import { shanghaiDateKey, shanghaiDateTime, shortTime } from './shanghai-date';

// 2026-11-22 01:30 in Beijing is still 2026-11-21 in UTC: the day must follow Beijing.
const NOW = Date.UTC(2026, 10, 21, 17, 30);

describe('Beijing time whatever the device zone', () => {
  it('writes dates and times at UTC+8', () => {
    expect(shanghaiDateKey(NOW)).toBe('2026-11-22');
    expect(shanghaiDateTime(NOW)).toBe('2026-11-22 01:30');
    expect(shanghaiDateTime(Date.UTC(2026, 0, 1, 0, 5))).toBe('2026-01-01 08:05');
  });

  it('shortens list times: today, yesterday, this year, earlier', () => {
    expect(shortTime(Date.UTC(2026, 10, 21, 16, 0), NOW)).toBe('00:00');
    expect(shortTime(Date.UTC(2026, 10, 21, 15, 59), NOW)).toBe('昨天 23:59');
    expect(shortTime(Date.UTC(2026, 10, 20, 15, 59), NOW)).toBe('11-20');
    expect(shortTime(Date.UTC(2025, 11, 31, 12, 0), NOW)).toBe('2025-12-31');
  });
});
