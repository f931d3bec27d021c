import { errorText } from '@site/api-client';
import { atom } from 'jotai';
import type { Getter, Setter, WritableAtom } from 'jotai';
import type { Services } from '../app/services';
import { servicesAtom } from './services';
import type { AppStore } from '../app/store';

/**
 * What several pages show of one platform read: the data (kept while it refreshes), whether a
 * refresh runs, and the Chinese text of the last failure (shown beside the data, not instead).
 */
export interface SharedState<T> {
  data: T | undefined;
  refreshing: boolean;
  error: string | null;
  /** When the data arrived (ms); 0 before the first answer. */
  loadedAt: number;
}

export interface SharedResource<T> {
  readonly state: WritableAtom<SharedState<T>, [SharedState<T>], void>;
  /**
   * For a route `loader`: with nothing to show yet, the first read (a failure rejects, so the
   * route's error view appears); with data, that data at once, and a refresh in the background
   * when it is older than `staleMs` (stale-while-revalidate: the page opens without waiting, and
   * a failed refresh keeps the data and says why beside it).
   */
  ensure(store: AppStore, staleMs?: number): Promise<T>;
  /**
   * `ensure` for a page that does not wait for it: its part shows a skeleton, or the failure with
   * 重试 (the resource keeps the error), so the rejection is handled there.
   */
  start(store: AppStore, staleMs?: number): void;
  /** Reads again, keeping what is shown; a failure lands in `error`. */
  readonly refresh: WritableAtom<null, [], Promise<void>>;
  /** Replaces the data with a fresher copy (a money reply's balances). */
  readonly set: WritableAtom<null, [T], void>;
}

const EMPTY = { data: undefined, refreshing: false, error: null, loadedAt: 0 };

/**
 * Every resource made, so a logout can empty them all, and a connection that returns can read
 * again what failed, without a list to forget one in.
 */
const everyResource: { state: WritableAtom<SharedState<never>, [SharedState<never>], void>; refresh: WritableAtom<null, [], Promise<void>> }[] = [];

/**
 * State that several pages share (balances, member info, unread mail) as one jotai atom around
 * one platform read, so every page shows the same figure and a mutation on one page updates all.
 * The composition root's logout empties it. Pages read it with `useShared`; route loaders call
 * `ensure` so a page opens with its data.
 */
export function sharedResource<T>(read: (services: Services) => Promise<T>, now: () => number = Date.now): SharedResource<T> {
  const state = atom<SharedState<T>>(EMPTY);
  // Callers at the same moment (a loader and a refresh button) share one request.
  const inFlight = atom<Promise<T> | null>(null);

  function load(get: Getter, set: Setter): Promise<T> {
    const running = get(inFlight);
    if (running) return running;
    set(state, { ...get(state), refreshing: true });
    const request = read(get(servicesAtom)).then(
      (data) => {
        set(state, { data, refreshing: false, error: null, loadedAt: now() });
        return data;
      },
      (failure: unknown) => {
        set(state, { ...get(state), refreshing: false, error: errorText(failure) });
        throw failure;
      },
    );
    set(inFlight, request);
    void request.catch(() => undefined).finally(() => set(inFlight, null));
    return request;
  }

  const refresh = atom(null, async (get, set) => {
    await load(get, set).catch(() => undefined);
  });
  const loadAtom = atom(null, (get, set) => load(get, set));
  everyResource.push({ state: state as unknown as (typeof everyResource)[number]['state'], refresh });

  async function ensure(store: AppStore, staleMs = 0): Promise<T> {
    const current = store.get(state);
    if (current.data === undefined) return store.set(loadAtom);
    if (now() - current.loadedAt >= staleMs) void store.set(refresh);
    return current.data;
  }

  return {
    state,
    ensure,
    start: (store, staleMs) => void ensure(store, staleMs).catch(() => undefined),
    refresh,
    set: atom(null, (_get, set, data: T) => set(state, { data, refreshing: false, error: null, loadedAt: now() })),
  };
}

/** Reads a resource again if a page shows it now; otherwise its page reads it fresh when it opens. */
export function refreshIfShown<T>(store: AppStore, resource: SharedResource<T>): void {
  if (store.get(resource.state).data !== undefined) void store.set(resource.refresh);
}

/** Empties every resource (logout: the next member must not see this one's figures). */
export function clearAllShared(store: AppStore): void {
  for (const { state } of everyResource) store.set(state, EMPTY);
}

/** Reads again every resource whose last read failed (the connection came back, issue #38 item 4). */
export function refreshFailed(store: AppStore): void {
  for (const { state, refresh } of everyResource) if (store.get(state).error !== null) void store.set(refresh);
}
