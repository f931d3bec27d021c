import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeClock } from '../test-fakes';
import type { SportsFeed } from './feed';
import { SPORTS_POLL_MS, createSportsPoller } from './poller';
import type { VisibilityPort } from './poller';
import type { SportsSnapshot } from './types';

function fakeVisibility(): VisibilityPort & { set(visible: boolean): void } {
  let visible = true;
  const listeners = new Set<(v: boolean) => void>();
  return {
    isVisible: () => visible,
    onChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(next) {
      visible = next;
      for (const l of listeners) l(next);
    },
  };
}

function setup() {
  let rounds = 0;
  const feed: SportsFeed = {
    load: async (): Promise<SportsSnapshot> => ({ matches: [], answered: ['IMTY'], failures: [], pending: [], at: ++rounds }),
  };
  const visibility = fakeVisibility();
  const poller = createSportsPoller({ feed, visibility, clock: fakeClock() });
  return { poller, visibility, rounds: () => rounds };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createSportsPoller', () => {
  it('asks at once, then every 10 s while the page is visible', async () => {
    const { poller, rounds } = setup();
    const seen: number[] = [];
    poller.subscribe((s) => seen.push(s.at));
    await vi.advanceTimersByTimeAsync(0);
    expect(rounds()).toBe(1);
    await vi.advanceTimersByTimeAsync(SPORTS_POLL_MS - 1);
    expect(rounds()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(rounds()).toBe(2);
    await vi.advanceTimersByTimeAsync(SPORTS_POLL_MS * 3);
    expect(seen).toEqual([1, 2, 3, 4, 5]);
  });

  it('asks nothing while the page is hidden, and at once when it is shown again', async () => {
    const { poller, visibility, rounds } = setup();
    poller.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    visibility.set(false);
    await vi.advanceTimersByTimeAsync(SPORTS_POLL_MS * 10);
    expect(rounds()).toBe(1);
    visibility.set(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(rounds()).toBe(2);
    await vi.advanceTimersByTimeAsync(SPORTS_POLL_MS);
    expect(rounds()).toBe(3);
  });

  it('stops when the last listener leaves; a new listener gets the latest snapshot at once', async () => {
    const { poller, rounds } = setup();
    const stop = poller.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(SPORTS_POLL_MS * 5);
    expect(rounds()).toBe(1);
    const seen: number[] = [];
    poller.subscribe((s) => seen.push(s.at));
    expect(seen).toEqual([1]);
  });
});
