import { memoryStorage, type StoragePort } from '@site/ports';
import type { HttpPort } from './ports';

/* Browser defaults, looked up when a factory runs (never at import time). */

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
