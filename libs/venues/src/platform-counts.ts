import { CACHE_TTL_MS, EXPIRED_MARKER, PLATFORM_CATEGORIES, platformCountSchema } from '@site/api-contract';
import type { PlatformCategory, PlatformCount } from '@site/api-contract';
import { globalClock, readItem, readJson, writeJson } from '@site/ports';
import type { ClockPort, IntervalHandle, StoragePort, TimerHandle, Unsubscribe } from '@site/ports';
import {
  COUNT_CACHE_KEY_PREFIX,
  PLATFORM_COUNT_REFRESH_MS,
  PLATFORM_COUNT_RETRY_DELAY_MS,
  PLATFORM_COUNT_RETRY_LIMIT,
  VENUE_STORAGE_KEYS,
} from './constants.ts';
import { browserStorage } from './defaults.ts';
import type { VenueLauncher } from './launcher.ts';
import type { CachePort, FetchCountsPort, TokenPort } from './ports.ts';

export interface PlatformCountPollerPorts {
  fetchCounts: FetchCountsPort;
  /** Launches OBTY when there is no requestId yet or the venue says it expired. */
  launcher: VenueLauncher;
  getToken: TokenPort;
  cache: CachePort;
  storage?: StoragePort;
  clock?: ClockPort;
}

export type CountListener = (counts: PlatformCount | null) => void;

export interface PlatformCountPoller {
  /** Fetches a category's counts now (SPEC §4 platform counts); concurrent calls share one run. */
  refresh(category: PlatformCategory): Promise<PlatformCount | null>;
  /** The latest counts of a category this poller knows, or null. */
  get(category: PlatformCategory): PlatformCount | null;
  /** Listens to a category: the first listener starts a refresh now and every 60000 ms; the last one leaving stops it. */
  subscribe(category: PlatformCategory, listener: CountListener): Unsubscribe;
  /** Stops every timer and forgets every listener. */
  dispose(): void;
}

export function countCacheKey(category: PlatformCategory): string {
  return COUNT_CACHE_KEY_PREFIX + category;
}

export function isPlatformCategory(value: unknown): value is PlatformCategory {
  return typeof value === 'string' && (PLATFORM_CATEGORIES as readonly string[]).includes(value);
}

function readCounts(value: unknown): PlatformCount | null {
  const parsed = platformCountSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

interface Channel {
  listeners: Set<CountListener>;
  interval: IntervalHandle | null;
  inFlight: Promise<PlatformCount | null> | null;
  /** "Expired" replies since the last success or cache fallback (SPEC-NOTES 6). */
  retries: number;
  latest: PlatformCount | null;
}

export function createPlatformCountPoller(ports: PlatformCountPollerPorts): PlatformCountPoller {
  const storage = ports.storage ?? browserStorage();
  const clock = ports.clock ?? globalClock;
  const channels = new Map<PlatformCategory, Channel>();
  /** Pending retry waits; dispose ends them early so no run hangs. */
  const sleeps = new Map<TimerHandle, () => void>();
  let disposed = false;

  function channel(category: PlatformCategory): Channel {
    let found = channels.get(category);
    if (!found) {
      found = { listeners: new Set(), interval: null, inFlight: null, retries: 0, latest: null };
      channels.set(category, found);
    }
    return found;
  }

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const handle = clock.setTimeout(() => {
        sleeps.delete(handle);
        resolve();
      }, ms);
      sleeps.set(handle, resolve);
    });
  }

  function token(): string {
    try {
      const value = ports.getToken();
      return typeof value === 'string' ? value : '';
    } catch {
      return '';
    }
  }

  function keep(category: PlatformCategory, counts: PlatformCount): PlatformCount {
    channel(category).latest = counts;
    writeJson(storage, VENUE_STORAGE_KEYS.countPrefix + category, counts);
    return counts;
  }

  async function fromCache(category: PlatformCategory): Promise<PlatformCount | null> {
    let cached: PlatformCount | null = null;
    try {
      cached = readCounts(await ports.cache.get(countCacheKey(category)));
    } catch {
      // The cache being down leaves the local copy.
    }
    cached ??= readCounts(readJson(storage, VENUE_STORAGE_KEYS.countPrefix + category));
    if (cached !== null) return keep(category, cached);
    return channel(category).latest;
  }

  async function obtyRequestId(): Promise<string> {
    const stored = readItem(storage, VENUE_STORAGE_KEYS.obtyRequestId);
    if (stored) return stored;
    const outcome = await ports.launcher.launch('OBTY');
    if (!outcome.ok) return '';
    return readItem(storage, VENUE_STORAGE_KEYS.obtyRequestId) ?? outcome.result.requestId;
  }

  async function load(category: PlatformCategory): Promise<PlatformCount | null> {
    if (token() === '') return fromCache(category);
    const requestId = await obtyRequestId();
    if (requestId === '' || disposed) return fromCache(category);
    let reply: Awaited<ReturnType<FetchCountsPort>>;
    try {
      reply = await ports.fetchCounts(category, requestId);
    } catch {
      return fromCache(category);
    }
    const state = channel(category);
    const counts = readCounts(reply?.data);
    if (counts !== null) {
      state.retries = 0;
      keep(category, counts);
      try {
        await ports.cache.set(countCacheKey(category), counts, CACHE_TTL_MS);
      } catch {
        // The counts are shown anyway; only guests lose the shared copy.
      }
      return counts;
    }
    const message = typeof reply?.message === 'string' ? reply.message : '';
    if (!message.includes(EXPIRED_MARKER)) return fromCache(category);
    state.retries += 1;
    if (state.retries > PLATFORM_COUNT_RETRY_LIMIT) {
      state.retries = 0;
      return fromCache(category);
    }
    await ports.launcher.launch('OBTY');
    await sleep(PLATFORM_COUNT_RETRY_DELAY_MS);
    if (disposed) return channel(category).latest;
    return load(category);
  }

  function refresh(category: PlatformCategory): Promise<PlatformCount | null> {
    if (!isPlatformCategory(category) || disposed) return Promise.resolve(null);
    const state = channel(category);
    if (state.inFlight) return state.inFlight;
    const run = load(category)
      .catch(() => state.latest)
      .then((counts) => {
        state.inFlight = null;
        for (const listener of [...state.listeners]) {
          try {
            listener(counts);
          } catch {
            // A broken listener must not stop the poller or the other listeners.
          }
        }
        return counts;
      });
    state.inFlight = run;
    return run;
  }

  function subscribe(category: PlatformCategory, listener: CountListener): Unsubscribe {
    if (!isPlatformCategory(category) || disposed) return () => undefined;
    const state = channel(category);
    state.listeners.add(listener);
    if (state.interval === null) {
      state.interval = clock.setInterval(() => void refresh(category), PLATFORM_COUNT_REFRESH_MS);
      void refresh(category);
    } else if (state.latest !== null) {
      listener(state.latest);
    }
    return () => {
      state.listeners.delete(listener);
      if (state.listeners.size === 0 && state.interval !== null) {
        clock.clearInterval(state.interval);
        state.interval = null;
      }
    };
  }

  return {
    refresh,
    get: (category) => (isPlatformCategory(category) ? (channels.get(category)?.latest ?? null) : null),
    subscribe,
    dispose() {
      disposed = true;
      for (const state of channels.values()) {
        if (state.interval !== null) clock.clearInterval(state.interval);
        state.interval = null;
        state.listeners.clear();
      }
      for (const [handle, wake] of sleeps) {
        clock.clearTimeout(handle);
        wake();
      }
      sleeps.clear();
    },
  };
}
