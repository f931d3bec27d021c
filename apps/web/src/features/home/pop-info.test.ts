import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POP_SEEN_KEY, platformWantsPop, shanghaiDay, takePopTurn } from './pop-info';

function memory() {
  const data = new Map<string, string>();
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

const HOUR = 3_600_000;

beforeEach(() => {
  vi.useFakeTimers();
  // 2026-11-23 09:00 in Beijing.
  vi.setSystemTime(Date.UTC(2026, 10, 23, 1, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the activity pop-up turn (issue #25 item 13)', () => {
  it('at most once per day per member, remembered', () => {
    const storage = memory();
    expect(takePopTurn(storage, 'demo888', Date.now())).toBe(true);
    expect(takePopTurn(storage, 'demo888', Date.now())).toBe(false);
    // Another member on the same device has a turn of their own.
    expect(takePopTurn(storage, 'vip666', Date.now())).toBe(true);
    vi.advanceTimersByTime(14 * HOUR); // 23:00 in Beijing: still the same day
    expect(takePopTurn(storage, 'demo888', Date.now())).toBe(false);
    vi.advanceTimersByTime(1 * HOUR); // midnight in Beijing: a new day
    expect(takePopTurn(storage, 'demo888', Date.now())).toBe(true);
    // Yesterday's entries are dropped.
    expect(JSON.parse(storage.data.get(POP_SEEN_KEY) ?? '{}')).toEqual({ demo888: '2026-11-24' });
  });

  it('the day is Beijing\'s, whatever the device\'s zone', () => {
    expect(shanghaiDay(Date.UTC(2026, 10, 23, 15, 59))).toBe('2026-11-23');
    expect(shanghaiDay(Date.UTC(2026, 10, 23, 16, 0))).toBe('2026-11-24');
  });

  it('no turn without storage, without a member, or when storage throws', () => {
    expect(takePopTurn(null, 'demo888', Date.now())).toBe(false);
    expect(takePopTurn(memory(), '', Date.now())).toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(takePopTurn(throwing, 'demo888', Date.now())).toBe(false);
    // An unreadable record (the older per-session format, say) is replaced, not obeyed forever.
    const garbage = memory();
    garbage.setItem(POP_SEEN_KEY, '1,2');
    expect(takePopTurn(garbage, 'demo888', Date.now())).toBe(true);
    expect(takePopTurn(garbage, 'demo888', Date.now())).toBe(false);
  });

  it('only when the platform says show in so many words', () => {
    expect(platformWantsPop({ show: true, id: 1 })).toBe(true);
    expect(platformWantsPop({ show: false, id: 1 })).toBe(false);
    expect(platformWantsPop({ show: 'false', id: 1 })).toBe(false);
    expect(platformWantsPop({ show: 1, id: 1 })).toBe(false);
    expect(platformWantsPop({ show: true, id: 0 })).toBe(false);
    expect(platformWantsPop(null)).toBe(false);
  });
});
