import { afterEach, describe, expect, it, vi } from 'vitest';
import { globalClock } from './clock';

afterEach(() => {
  vi.useRealTimers();
});

describe('globalClock', () => {
  it('follows fake timers installed after it was made', () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    const fired: string[] = [];
    globalClock.setTimeout(() => fired.push('timeout'), 350);
    const interval = globalClock.setInterval(() => fired.push('tick'), 5000);
    const cancelled = globalClock.setTimeout(() => fired.push('cancelled'), 100);
    globalClock.clearTimeout(cancelled);

    vi.advanceTimersByTime(10_000);
    globalClock.clearInterval(interval);
    vi.advanceTimersByTime(10_000);

    expect(fired).toEqual(['timeout', 'tick', 'tick']);
    expect(globalClock.now()).toBe(1_700_000_020_000);
  });
});
