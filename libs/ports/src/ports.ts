/*
 * The outside world as the domain libraries see it. A library takes these as arguments (the app
 * passes browser objects, tests pass fakes), so one shape serves every library that needs it.
 */

/** localStorage / sessionStorage shape. */
export interface StoragePort {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Whose a stored value (a storage key or a cookie) is, as each library lists its own (issue #35
 * item 6). `member`: it belongs to the member logged in now and goes when they leave (logout, a
 * session code that ends the session, another member logging in), so the next person on a shared
 * phone finds nothing of theirs. `device`: it belongs to the browser and stays across logins.
 */
export type StoredValueOwner = 'member' | 'device';

/** js-cookie shape. `expires` is in days; without it the cookie lives for the browser session. */
export interface CookiesPort {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: { expires?: number }): void;
  remove(name: string): void;
}

/** `fetch` shape: what the libraries call the network through. */
export type FetchPort = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export type Unsubscribe = () => void;

export type TimerHandle = ReturnType<typeof setTimeout>;
export type IntervalHandle = ReturnType<typeof setInterval>;

/** The time and the one-shot timers: enough for debounces, timeouts and delays. */
export interface TimerClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/** A clock that also repeats, for heartbeats and pollers; it serves wherever a TimerClock is asked. */
export interface ClockPort extends TimerClock {
  setInterval(callback: () => void, ms: number): IntervalHandle;
  clearInterval(handle: IntervalHandle): void;
}
