import type { CookiesPort, StoragePort } from './ports.ts';

/*
 * Storage and cookies can throw (disabled storage, quota, privacy modes). The session must keep
 * working without them, so every access goes through these wrappers.
 */

export function readItem(storage: StoragePort, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(storage: StoragePort, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // A full or disabled storage only loses the cache; the in-memory value still works.
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

export function readCookie(cookies: CookiesPort, name: string): string | undefined {
  try {
    return cookies.get(name);
  } catch {
    return undefined;
  }
}

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

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A query parameter's non-empty value, or null; malformed search strings give null. */
export function queryParam(search: string, name: string): string | null {
  try {
    const value = new URLSearchParams(search).get(name);
    return value === null || value === '' ? null : value;
  } catch {
    return null;
  }
}
