import type { ClockPort, HttpPort, StoragePort } from './ports.ts';
import { memoryStorage } from './safe-storage.ts';

/* Browser defaults, looked up when a factory runs (never at import time). */

export function browserClock(): ClockPort {
  return {
    now: () => Date.now(),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle),
    setInterval: (callback, ms) => setInterval(callback, ms),
    clearInterval: (handle) => clearInterval(handle),
  };
}

export function browserStorage(): StoragePort {
  try {
    if (typeof globalThis.localStorage !== 'undefined') return globalThis.localStorage;
  } catch {
    // Reading localStorage throws when storage is disabled; fall through to memory.
  }
  return memoryStorage();
}

export function browserHttp(): HttpPort {
  return (url, init) => globalThis.fetch(url, init);
}
