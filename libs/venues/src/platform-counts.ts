import { CACHE_TTL_MS, EXPIRED_MARKER, PLATFORM_CATEGORIES, platformCountSchema } from '@site/api-contract';
import type { PlatformCategory, PlatformCount } from '@site/api-contract';
import { browserStorageOrMemory, globalClock, readItem, readJson, writeJson } from '@site/ports';
import type { ClockPort, IntervalHandle, StoragePort, TimerHandle, Unsubscribe } from '@site/ports';
import {
  COUNT_CACHE_KEY,
  PLATFORM_COUNT_REFRESH_MS,
  PLATFORM_COUNT_RETRY_DELAY_MS,
  PLATFORM_COUNT_RETRY_LIMIT,
  VENUE_STORAGE_KEYS,
} from './constants';
import type { VenueLauncher } from './launcher';
import type { CachePort, FetchCountsPort, TokenPort } from './ports';

export interface PlatformCountPollerPorts {
  fetchCounts: FetchCountsPort;
  /** Launches OBTY when there is no valid requestId or the venue says it expired. */
  launcher: VenueLauncher;
  getToken: TokenPort;
  cache: CachePort;
  storage?: StoragePort;
  clock?: ClockPort;
}

export type CountListener = (counts: PlatformCount | null) => void;

/**
 * SPEC §4 platform counts, fetched as SPEC §7's getCountPB: one reply carries every category, so
 * the poller runs one cycle for the whole app — one request (and one cache write) per 60000 ms,
 * however many categories and pages listen.
 */
export interface PlatformCountPoller {
  /** Fetches the counts now; concurrent calls (any category) share one run. Resolves with every category's counts. */
  refresh(category?: PlatformCategory): Promise<PlatformCount | null>;
  /** The latest counts this poller knows (every category), or null. */
  get(category?: PlatformCategory): PlatformCount | null;
  /**
   * Listens to the counts (the category says what the listener shows; every listener hears the
   * whole reply): the first listener starts a refresh now and every 60000 ms; the last one leaving stops it.
   */
  subscribe(category: PlatformCategory, listener: CountListener): Unsubscribe;
  /** Stops every timer and forgets every listener. */
  dispose(): void;
}

export function isPlatformCategory(value: unknown): value is PlatformCategory {
  return typeof value === 'string' && (PLATFORM_CATEGORIES as readonly string[]).includes(value);
}

function readCounts(value: unknown): PlatformCount | null {
  const parsed = platformCountSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function createPlatformCountPoller(ports: PlatformCountPollerPorts): PlatformCountPoller {
  const storage = ports.storage ?? browserStorageOrMemory();
  const clock = ports.clock ?? globalClock;
  const listeners = new Set<CountListener>();
  let interval: IntervalHandle | null = null;
  let inFlight: Promise<PlatformCount | null> | null = null;
  /** "Expired" replies since the last success or cache fallback (SPEC-NOTES 6). */
  let retries = 0;
  let latest: PlatformCount | null = null;
  /** Pending retry waits; dispose ends them early so no run hangs. */
  const sleeps = new Map<TimerHandle, () => void>();
  let disposed = false;

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

  function keep(counts: PlatformCount): PlatformCount {
    latest = counts;
    writeJson(storage, VENUE_STORAGE_KEYS.counts, counts);
    return counts;
  }

  async function fromCache(): Promise<PlatformCount | null> {
    let cached: PlatformCount | null = null;
    try {
      cached = readCounts(await ports.cache.get(COUNT_CACHE_KEY));
    } catch {
      // The cache being down leaves the local copy.
    }
    cached ??= readCounts(readJson(storage, VENUE_STORAGE_KEYS.counts));
    if (cached !== null) return keep(cached);
    return latest;
  }

  /** The stored requestId while it is valid: an expiry of 0 or none means "until the venue says 已过期". */
  function storedRequestId(): string {
    const stored = readItem(storage, VENUE_STORAGE_KEYS.obtyRequestId);
    if (!stored) return '';
    const expiresAt = Number(readItem(storage, VENUE_STORAGE_KEYS.obtyRequestIdExpiresAt) ?? 0);
    return Number.isFinite(expiresAt) && expiresAt > 0 && expiresAt <= clock.now() ? '' : stored;
  }

  async function obtyRequestId(): Promise<string> {
    const stored = storedRequestId();
    if (stored) return stored;
    const outcome = await ports.launcher.launch('OBTY');
    if (!outcome.ok) return '';
    return readItem(storage, VENUE_STORAGE_KEYS.obtyRequestId) ?? outcome.result.requestId;
  }

  async function load(): Promise<PlatformCount | null> {
    if (token() === '') return fromCache();
    const requestId = await obtyRequestId();
    if (requestId === '' || disposed) return fromCache();
    let reply: Awaited<ReturnType<FetchCountsPort>>;
    try {
      reply = await ports.fetchCounts(requestId);
    } catch {
      return fromCache();
    }
    const counts = readCounts(reply?.data);
    if (counts !== null) {
      retries = 0;
      keep(counts);
      try {
        await ports.cache.set(COUNT_CACHE_KEY, counts, CACHE_TTL_MS);
      } catch {
        // The counts are shown anyway; only guests lose the shared copy.
      }
      return counts;
    }
    const message = typeof reply?.message === 'string' ? reply.message : '';
    if (!message.includes(EXPIRED_MARKER)) return fromCache();
    retries += 1;
    if (retries > PLATFORM_COUNT_RETRY_LIMIT) {
      retries = 0;
      return fromCache();
    }
    await ports.launcher.launch('OBTY');
    await sleep(PLATFORM_COUNT_RETRY_DELAY_MS);
    if (disposed) return latest;
    return load();
  }

  function refresh(category?: PlatformCategory): Promise<PlatformCount | null> {
    if ((category !== undefined && !isPlatformCategory(category)) || disposed) return Promise.resolve(null);
    if (inFlight) return inFlight;
    const run = load()
      .catch(() => latest)
      .then((counts) => {
        inFlight = null;
        for (const listener of [...listeners]) {
          try {
            listener(counts);
          } catch {
            // A broken listener must not stop the poller or the other listeners.
          }
        }
        return counts;
      });
    inFlight = run;
    return run;
  }

  function subscribe(category: PlatformCategory, listener: CountListener): Unsubscribe {
    if (!isPlatformCategory(category) || disposed) return () => undefined;
    // Each subscription is its own entry: one tile leaving never silences another with the same handler.
    const wrapped: CountListener = (counts) => listener(counts);
    listeners.add(wrapped);
    if (interval === null) {
      interval = clock.setInterval(() => void refresh(), PLATFORM_COUNT_REFRESH_MS);
      if (inFlight === null) void refresh();
    } else if (latest !== null) {
      listener(latest);
    }
    return () => {
      listeners.delete(wrapped);
      if (listeners.size === 0 && interval !== null) {
        clock.clearInterval(interval);
        interval = null;
      }
    };
  }

  return {
    refresh,
    get: (category) => (category === undefined || isPlatformCategory(category) ? latest : null),
    subscribe,
    dispose() {
      disposed = true;
      if (interval !== null) clock.clearInterval(interval);
      interval = null;
      listeners.clear();
      for (const [handle, wake] of sleeps) {
        clock.clearTimeout(handle);
        wake();
      }
      sleeps.clear();
    },
  };
}
