import { browserStorage, globalClock, globalFetch, readItem, type FetchPort, type StoragePort, type TimerClock } from '@site/ports';

/**
 * What the client needs from the outside world. The app passes browser values (most have browser
 * defaults); tests pass fakes. Nothing here is read at import time.
 */

/** The client only reads storage: the stored signature table and the stored username. */
export type ReadOnlyStorage = Pick<StoragePort, 'getItem'>;

export interface ApiClientPorts {
  /** Default: globalThis.fetch, looked up per request. */
  fetch?: FetchPort;
  /** Default: globalThis.localStorage, looked up per read; a missing or disabled one reads as empty. */
  storage?: ReadOnlyStorage;
  /** The session's current token; the token header is sent only when this gives a non-empty one. */
  getToken?: () => string | null | undefined;
  /** The session's device id (X-API-UUID). */
  getDeviceId: () => string;
  /** Default: the global timers and Date.now, looked up per call (so fake timers apply). */
  clock?: TimerClock;
  /** Decides the timeouts: 100000 / 20000 ms in a browser, 400 / 600 ms otherwise (SPEC §9). */
  isBrowser?: boolean;
  /** navigator.onLine; default reads it per call, true when there is no navigator. */
  isOnline?: () => boolean;
  /** The production signer; default: the contract's signPath. */
  signer?: (path: string) => string;
  /** A fresh idempotency key (uuid v4) for a money call that was given none. */
  newIdempotencyKey?: () => string;
  /**
   * Lets the browser run other work before a call is sent and before its reply is checked.
   * Default: the browser's `scheduler.yield()` where there is one, so calls started together and
   * replies arriving together are handled in separate short tasks rather than one long one;
   * elsewhere nothing is waited for.
   */
  yieldToMain?: () => Promise<void>;
}

export interface ResolvedPorts {
  fetch: FetchPort;
  storage: ReadOnlyStorage;
  getToken: () => string | null | undefined;
  getDeviceId: () => string;
  clock: TimerClock;
  isBrowser: boolean;
  isOnline: () => boolean;
  yieldToMain: () => Promise<void>;
}

/** localStorage throws when storage is disabled (or is missing, outside a browser); such a storage reads as empty. */
function safeStorage(storage: ReadOnlyStorage): ReadOnlyStorage {
  return { getItem: (key) => readItem(storage, key) };
}

interface TaskScheduler {
  yield?: () => Promise<void>;
}

/** `scheduler.yield()` when the browser has it, else a promise that is already settled. */
export function defaultYieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : Promise.resolve();
}

export function resolvePorts(ports: ApiClientPorts): ResolvedPorts {
  const isBrowser = ports.isBrowser ?? (typeof window !== 'undefined' && typeof document !== 'undefined');
  return {
    fetch: ports.fetch ?? globalFetch,
    storage: safeStorage(ports.storage ?? browserStorage()),
    getToken: ports.getToken ?? (() => undefined),
    getDeviceId: ports.getDeviceId,
    clock: ports.clock ?? globalClock,
    isBrowser,
    isOnline:
      ports.isOnline ??
      (() => {
        const nav = (globalThis as { navigator?: { onLine?: boolean } }).navigator;
        return nav?.onLine ?? true;
      }),
    yieldToMain: ports.yieldToMain ?? defaultYieldToMain,
  };
}
