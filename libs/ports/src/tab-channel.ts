import type { Unsubscribe } from './ports';

/**
 * The site's other open tabs (issue #38): what one tab posts, every other tab of the same origin
 * hears, in the order it was posted; the tab that posted does not hear its own message. Messages
 * are plain JSON and say that something happened ("the member left", "balances changed"), never a
 * token, an amount or anything typed: each tab reads what it shows from the platform itself.
 */
export interface TabChannelPort {
  post(message: TabMessage): void;
  /** Hears the other tabs' messages. Returns stop. */
  subscribe(listener: (message: TabMessage) => void): Unsubscribe;
}

/** One message between tabs: its kind and a few plain fields. */
export interface TabMessage {
  type: string;
  [field: string]: string | number | boolean | null | undefined;
}

export function isTabMessage(value: unknown): value is TabMessage {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** A channel that reaches no tab: each tab alone (tests, the build's prerender, Node). */
export const NO_OTHER_TABS: TabChannelPort = { post: () => undefined, subscribe: () => () => undefined };

/** The parts of `window` the channel uses, so that tests can hand in their own. */
export interface TabChannelGlobals {
  BroadcastChannel?: new (name: string) => {
    postMessage(message: unknown): void;
    addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
    removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  };
  localStorage?: { setItem(key: string, value: string): void; removeItem(key: string): void };
  addEventListener?(type: 'storage', listener: (event: { key: string | null; newValue: string | null }) => void): void;
  removeEventListener?(type: 'storage', listener: (event: { key: string | null; newValue: string | null }) => void): void;
}

/** The storage key the fallback writes through (removed again at once). */
export const TAB_CHANNEL_STORAGE_PREFIX = 'site-tab-channel:';

/**
 * BroadcastChannel where the browser has it; otherwise the `storage` event, which every other tab
 * of the origin hears when one writes local storage (each message is written with a counter, so
 * two equal messages are two events, then removed). Without either, a channel that reaches no one:
 * each tab then lives alone, as before, and SPEC §4's reload on focus still catches a changed token.
 */
export function browserTabChannel(name: string, globals: TabChannelGlobals = globalThis as TabChannelGlobals): TabChannelPort {
  const Channel = globals.BroadcastChannel;
  if (typeof Channel === 'function') {
    let channel: InstanceType<typeof Channel> | null = null;
    const open = () => (channel ??= new Channel(name));
    return {
      post: (message) => {
        try {
          open().postMessage(message);
        } catch {
          // A closed or failing channel loses a message to other tabs, never this tab's work.
        }
      },
      subscribe(listener) {
        const onMessage = (event: { data: unknown }) => {
          if (isTabMessage(event.data)) listener(event.data);
        };
        open().addEventListener('message', onMessage);
        return () => open().removeEventListener('message', onMessage);
      },
    };
  }
  const storage = globals.localStorage;
  const add = globals.addEventListener?.bind(globals);
  const remove = globals.removeEventListener?.bind(globals);
  if (!storage || !add || !remove) return NO_OTHER_TABS;
  const key = `${TAB_CHANNEL_STORAGE_PREFIX}${name}`;
  let sent = 0;
  return {
    post(message) {
      try {
        storage.setItem(key, JSON.stringify({ n: (sent += 1), at: Date.now(), message }));
        storage.removeItem(key);
      } catch {
        // Storage full or refused: the other tabs miss this message.
      }
    },
    subscribe(listener) {
      const onStorage = (event: { key: string | null; newValue: string | null }) => {
        if (event.key !== key || event.newValue === null) return;
        let parsed: unknown;
        try {
          parsed = JSON.parse(event.newValue);
        } catch {
          return;
        }
        const message = (parsed as { message?: unknown } | null)?.message;
        if (isTabMessage(message)) listener(message);
      };
      add('storage', onStorage);
      return () => remove('storage', onStorage);
    },
  };
}
