import type { StoragePort } from './ports';
import { memoryStorage } from './safe-storage';

export type StorageKind = 'localStorage' | 'sessionStorage';

/**
 * The browser's `localStorage` or `sessionStorage`, looked up on each call rather than when made,
 * so it can be made where there is none (Node, the build's prerender). Reaching it can throw
 * (storage disabled, no storage at all): read and write it through `readItem`, `writeItem`….
 */
export function browserStorage(kind: StorageKind = 'localStorage'): StoragePort {
  const storage = () => globalThis[kind];
  return {
    getItem: (key) => storage().getItem(key),
    setItem: (key, value) => storage().setItem(key, value),
    removeItem: (key) => storage().removeItem(key),
  };
}

/**
 * The browser's storage where this page may use it, else a new one in memory: for a library whose
 * stored values must still be there later in the page when storage is disabled or missing. Which
 * one is decided once, when this is called.
 */
export function browserStorageOrMemory(kind: StorageKind = 'localStorage'): StoragePort {
  try {
    if (typeof globalThis[kind] !== 'undefined') return browserStorage(kind);
  } catch {
    // Reaching the storage throws when it is disabled: memory stands in.
  }
  return memoryStorage();
}
