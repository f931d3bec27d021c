import type { CookiesPort, StoragePort } from './ports';

/* Storage and cookie doubles for the libraries' unit tests; the public fields let a test look inside. */

export class FakeStorage implements StoragePort {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/** A storage that refuses everything, like a disabled one. */
export class BrokenStorage implements StoragePort {
  getItem(): string | null {
    throw new Error('SecurityError');
  }
  setItem(): void {
    throw new Error('QuotaExceededError');
  }
  removeItem(): void {
    throw new Error('SecurityError');
  }
}

export interface FakeCookie {
  value: string;
  expires: number | undefined;
}

export class FakeCookies implements CookiesPort {
  readonly jar = new Map<string, FakeCookie>();
  get(name: string): string | undefined {
    return this.jar.get(name)?.value;
  }
  set(name: string, value: string, options?: { expires?: number }): void {
    this.jar.set(name, { value, expires: options?.expires });
  }
  remove(name: string): void {
    this.jar.delete(name);
  }
}

/** Cookies that are disabled: every call throws. */
export class BrokenCookies implements CookiesPort {
  get(): string | undefined {
    throw new Error('SecurityError');
  }
  set(): void {
    throw new Error('SecurityError');
  }
  remove(): void {
    throw new Error('SecurityError');
  }
}
