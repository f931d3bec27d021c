import type { ScrollLockPort } from './types';

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
