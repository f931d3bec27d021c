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


