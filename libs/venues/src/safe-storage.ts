import type { StoragePort } from './ports.ts';

/*
 * Storage can throw (disabled storage, quota, privacy modes). Venues must keep working without
 * it, so every access goes through these wrappers.
 */

export function readItem(storage: StoragePort, key: string): string | null {
  try {
    const value = storage.getItem(key);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function writeItem(storage: StoragePort, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // A full or disabled storage only loses the local copy; memory still holds the value.
  }
}

export function removeItem(storage: StoragePort, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing stored that could be removed.
  }
}

export function readJson(storage: StoragePort, key: string): unknown {
  const raw = readItem(storage, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(storage: StoragePort, key: string, value: unknown): void {
  writeItem(storage, key, JSON.stringify(value));
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An in-memory storage for environments without localStorage (Node, private modes). */
export function memoryStorage(): StoragePort {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}
