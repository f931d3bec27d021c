import type { DialogClock, ScrollLockPort } from './types';

// Timers are looked up on each call so fake timers installed after creation still apply.
export const browserClock: DialogClock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as Parameters<typeof clearTimeout>[0]),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as Parameters<typeof clearInterval>[0]),
};

/**
 * Hides body overflow and gives the previous value back on unlock. Touches the document only
 * when called, and does nothing where there is no document (server rendering, Node tests).
 */
export function createBodyScrollLock(): ScrollLockPort {
  let previous: string | undefined;
  return {
    lock() {
      if (typeof document === 'undefined' || previous !== undefined) return;
      previous = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    },
    unlock() {
      if (typeof document === 'undefined' || previous === undefined) return;
      document.body.style.overflow = previous;
      previous = undefined;
    },
  };
}

export function browserViewportHeight(): number {
  return typeof window === 'undefined' ? Number.POSITIVE_INFINITY : window.innerHeight;
}
