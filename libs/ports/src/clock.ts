import type { ClockPort } from './ports';

/**
 * The global timers and `Date.now`, looked up at each call rather than at import, so the module
 * loads where there are none yet and `vi.useFakeTimers()` installed later still drives it.
 */
export const globalClock: ClockPort = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle),
};
