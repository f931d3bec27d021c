import { NO_OTHER_TABS, isTabMessage } from './tab-channel-shape';
import type { TabChannelPort } from './tab-channel-shape';

export { NO_OTHER_TABS, isTabMessage };
export type { TabChannelPort, TabMessage } from './tab-channel-shape';

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
