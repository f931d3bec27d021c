import { globalClock, type TimerClock, type TimerHandle, type Unsubscribe } from '@site/ports';
import type { SportsFeed } from './feed';
import type { SportsSnapshot } from './types';

/** Odds are asked for again this long after the previous round ended, while the page is visible. */
export const SPORTS_POLL_MS = 10_000;

/** Whether the page is visible, and when that changes (the browser's visibilityState). */
export interface VisibilityPort {
  isVisible(): boolean;
  onChange(listener: (visible: boolean) => void): Unsubscribe;
}

export interface SportsPollerPorts {
  feed: SportsFeed;
  visibility: VisibilityPort;
  clock?: TimerClock;
  intervalMs?: number;
}

export interface SportsPoller {
  /** Rounds run while someone listens and the page is visible; the latest snapshot comes at once. */
  subscribe(listener: (snapshot: SportsSnapshot) => void): Unsubscribe;
  latest(): SportsSnapshot | null;
  dispose(): void;
}

/**
 * Polls the sports feed: one round at a time, the next SPORTS_POLL_MS after the last ended; nothing
 * while the page is hidden, a round at once when it is shown again. Listeners hear every snapshot
 * of a round as it fills, not only its end.
 */
export function createSportsPoller(ports: SportsPollerPorts): SportsPoller {
  const clock = ports.clock ?? globalClock;
  const intervalMs = ports.intervalMs ?? SPORTS_POLL_MS;
  const listeners = new Set<(snapshot: SportsSnapshot) => void>();
  let latest: SportsSnapshot | null = null;
  let timer: TimerHandle | null = null;
  let running = false;
  let stopVisibility: Unsubscribe | null = null;

  const active = () => listeners.size > 0 && ports.visibility.isVisible();

  function stopTimer(): void {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  }

  function schedule(): void {
    stopTimer();
    if (active() && !running) timer = clock.setTimeout(round, intervalMs);
  }

  function publish(snapshot: SportsSnapshot): void {
    latest = snapshot;
    for (const listener of [...listeners]) listener(snapshot);
  }

  function round(): void {
    timer = null;
    if (!active() || running) return;
    running = true;
    // Each venue's list as it comes (one slow venue must not hold the others': issue #41 item 4).
    void ports.feed.load(publish).then((snapshot) => {
      running = false;
      publish(snapshot);
      schedule();
    });
  }

  function onVisibility(visible: boolean): void {
    if (!visible) stopTimer();
    else if (timer === null && !running) round();
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (latest) listener(latest);
      if (listeners.size === 1) {
        stopVisibility = ports.visibility.onChange(onVisibility);
        if (timer === null && !running) round();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopTimer();
          stopVisibility?.();
          stopVisibility = null;
        }
      };
    },
    latest: () => latest,
    dispose() {
      listeners.clear();
      stopTimer();
      stopVisibility?.();
      stopVisibility = null;
    },
  };
}
