import type { CookiesPort, StoragePort } from './ports';

/*
 * Storage and cookies can throw (disabled storage, quota, privacy modes) and a foreign storage
 * can hand back a non-string. The libraries must keep working without them, so every access goes
 * through these wrappers: a failed read is "nothing stored", a failed write only loses the copy.
 */

export function readItem(storage: Pick<StoragePort, 'getItem'>, key: string): string | null {
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
    // A full or disabled storage only loses the stored copy; memory still holds the value.
  }
}

export function removeItem(storage: StoragePort, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing stored that could be removed.
  }
}

/** The parsed value under `key`, or null when there is none or it is not JSON. */
export function readJson(storage: Pick<StoragePort, 'getItem'>, key: string): unknown {
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

/** A storage in memory, for places without localStorage (Node, private modes) and for tests. */
export function memoryStorage(initial: Record<string, string> = {}): StoragePort {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

export function readCookie(cookies: CookiesPort, name: string): string | undefined {
  try {
    return cookies.get(name);
  } catch {
    return undefined;
  }
}

/** `expires` in days; without it a session cookie. */
export function writeCookie(cookies: CookiesPort, name: string, value: string, expires?: number): void {
  try {
    cookies.set(name, value, expires === undefined ? {} : { expires });
  } catch {
    // Cookies disabled: the app shows its cookie notice page; nothing to do here.
  }
}

export function removeCookie(cookies: CookiesPort, name: string): void {
  try {
    cookies.remove(name);
  } catch {
    // Cookies disabled.
  }
}
