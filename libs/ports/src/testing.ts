import type { CookiesPort, StoragePort } from './ports';
import type { ConnectivityPort } from './connectivity';
import type { TabChannelPort, TabMessage } from './tab-channel-shape';

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

/**
 * Tabs of one browser for tests: `tab()` makes one more tab's channel; a message posted by one is
 * heard, asynchronously and in order, by every other open tab, as BroadcastChannel delivers it.
 * `close(tab)` stops a tab from hearing (a tab closed mid-message hears nothing after).
 */
export class FakeTabs {
  private readonly open = new Set<Set<(message: TabMessage) => void>>();
  /** Messages posted so far, in order. */
  readonly posted: TabMessage[] = [];

  tab(): TabChannelPort & { close(): void } {
    const listeners = new Set<(message: TabMessage) => void>();
    this.open.add(listeners);
    return {
      post: (message) => {
        this.posted.push(message);
        const copy = JSON.parse(JSON.stringify(message)) as TabMessage;
        for (const other of this.open) {
          if (other === listeners) continue;
          queueMicrotask(() => {
            if (!this.open.has(other)) return;
            for (const listener of [...other]) listener(copy);
          });
        }
      },
      subscribe: (listener) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      close: () => void this.open.delete(listeners),
    };
  }
}

/** A browser network a test switches: `go(false)` is the `offline` event, `go(true)` the `online` one. */
export class FakeConnectivity implements ConnectivityPort {
  private readonly listeners = new Set<(online: boolean) => void>();
  constructor(public online = true) {}
  isOnline(): boolean {
    return this.online;
  }
  subscribe(listener: (online: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
  go(online: boolean): void {
    this.online = online;
    for (const listener of [...this.listeners]) listener(online);
  }
  get listening(): number {
    return this.listeners.size;
  }
}
