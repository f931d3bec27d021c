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


/**
 * A channel whose code loads when asked (`load`): until then, what this tab posts waits in order
 * and its listeners are held; then both go to the real channel. For an app whose first paint must
 * not carry the channel's code.
 */
export function lazyTabChannel(load: () => Promise<TabChannelPort>): TabChannelPort {
  let real: TabChannelPort | null = null;
  const waiting: TabMessage[] = [];
  const listeners = new Map<(message: TabMessage) => void, Unsubscribe | null>();
  void load().then(
    (channel) => {
      real = channel;
      for (const message of waiting.splice(0)) channel.post(message);
      for (const listener of listeners.keys()) listeners.set(listener, channel.subscribe(listener));
    },
    // Its code failed to load: this tab lives alone, as without a channel.
    () => undefined,
  );
  return {
    post: (message) => (real ? real.post(message) : void waiting.push(message)),
    subscribe(listener) {
      listeners.set(listener, real ? real.subscribe(listener) : null);
      return () => {
        listeners.get(listener)?.();
        listeners.delete(listener);
      };
    },
  };
}
