import type { ChatMessage } from '@site/api-contract';
import type { Unsubscribe } from '@site/ports';
import { CHAT_SCROLL_TYPE } from './constants';
import type { ChatScrollType } from './constants';
import type { FrameScheduler } from './ports';

/** A member who entered the room (BroadcastJoin). */
export interface ChatMemberJoin {
  roomId: number;
  userId: number;
  nickName: string;
  grade: number;
}

/** One row of the chat list; each kind is rendered as its own message kind. */
export type ChatListItem =
  | { key: string; kind: ChatMessage['kind']; message: ChatMessage }
  | { key: string; kind: 'join'; join: ChatMemberJoin; at: number }
  | { key: string; kind: 'score'; score: number; at: number };

export interface ChatStoreSnapshot {
  /** SPEC §3: default empty. Oldest first. */
  readonly list: readonly ChatListItem[];
  /** SPEC §3: default 1 (see CHAT_SCROLL_TYPE). */
  readonly scrollType: ChatScrollType;
  /** How many items the last publication put on top of the list (to keep the scroll place). */
  readonly prepended: number;
  /** Bumped on every publication. */
  readonly version: number;
}

/** What the UI may use: read and subscribe (fits React's useSyncExternalStore). */
export interface ChatStoreView {
  getSnapshot(): ChatStoreSnapshot;
  /** Listeners run at most once per scheduled frame, however many messages arrived. */
  subscribe(listener: () => void): Unsubscribe;
}

export interface ChatStore extends ChatStoreView {
  append(items: readonly ChatListItem[]): void;
  prepend(items: readonly ChatListItem[]): void;
  /**
   * Put history messages where their ids place them among the messages held (a page pushed by
   * the platform may be older, newer or interleaved with what is shown); duplicates are skipped.
   * Rows put above everything held keep the reader's place, as a prepended page does.
   */
  merge(items: readonly ChatListItem[]): void;
  /** Replace the whole list (a room was joined) and publish at once. */
  reset(items: readonly ChatListItem[]): void;
  /** Empty the list and publish at once; a pending frame is cancelled. */
  clear(): void;
  /** Hide every message written by these members (MsgShield). */
  removeUsers(userIds: ReadonlySet<number>): void;
  /** Drop the oldest rows beyond `max` (the reader follows the newest); returns how many went. */
  keepNewest(max: number): number;
  /** The id of the oldest message held, the `beforeId` of the next history page. */
  oldestMessageId(): number | undefined;
  /** Publish pending changes now. */
  flush(): void;
}

/** The key that deduplicates a message arriving both live and in a history page. */
export function messageKey(message: ChatMessage): string {
  return `m:${message.id}`;
}

/** A history row's message id; rows without one sort last. */
function idOf(item: ChatListItem): number {
  return 'message' in item ? item.message.id : Number.MAX_SAFE_INTEGER;
}

function authorOf(item: ChatListItem): number | undefined {
  if ('message' in item) return item.message.userId;
  if ('join' in item) return item.join.userId;
  return undefined;
}

/**
 * The chat list. Items live in one array that grows in place; subscribers see a fresh
 * snapshot at most once per frame, so a burst of 50 messages a second costs one copy and one
 * render per frame rather than one per message.
 */
export function createChatStore(schedule: FrameScheduler): ChatStore {
  let items: ChatListItem[] = [];
  const keys = new Set<string>();
  const listeners = new Set<() => void>();
  let snapshot: ChatStoreSnapshot = {
    list: [],
    scrollType: CHAT_SCROLL_TYPE.FollowBottom,
    prepended: 0,
    version: 0,
  };
  let pendingPrepended = 0;
  let dirty = false;
  let scheduled = false;
  let cancelFrame: (() => void) | null = null;

  function publish(): void {
    if (cancelFrame) cancelFrame();
    cancelFrame = null;
    scheduled = false;
    if (!dirty) return;
    dirty = false;
    snapshot = {
      list: items.slice(),
      scrollType: pendingPrepended > 0 ? CHAT_SCROLL_TYPE.KeepPosition : CHAT_SCROLL_TYPE.FollowBottom,
      prepended: pendingPrepended,
      version: snapshot.version + 1,
    };
    pendingPrepended = 0;
    for (const listener of [...listeners]) listener();
  }

  function markDirty(): void {
    dirty = true;
    if (scheduled) return;
    scheduled = true;
    const cancel = schedule(() => {
      cancelFrame = null;
      publish();
    });
    // A scheduler may run the flush at once; then there is nothing left to cancel.
    if (scheduled) cancelFrame = cancel;
  }

  function fresh(incoming: readonly ChatListItem[]): ChatListItem[] {
    const out: ChatListItem[] = [];
    for (const item of incoming) {
      if (keys.has(item.key)) continue;
      keys.add(item.key);
      out.push(item);
    }
    return out;
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    append(incoming) {
      const added = fresh(incoming);
      if (added.length === 0) return;
      for (const item of added) items.push(item);
      markDirty();
    },
    prepend(incoming) {
      const added = fresh(incoming);
      if (added.length === 0) return;
      items = added.concat(items);
      pendingPrepended += added.length;
      markDirty();
    },
    merge(incoming) {
      const added = fresh(incoming).sort((a, b) => idOf(a) - idOf(b));
      if (added.length === 0) return;
      // Older than every message held: on top of the whole list (above joins shown first, too),
      // where the reader's place is kept as for a prepended page.
      const oldest = items.find((item) => 'message' in item);
      let next = 0;
      while (next < added.length && (oldest === undefined ? items.length > 0 : idOf(added[next] as ChatListItem) < idOf(oldest))) next += 1;
      const merged: ChatListItem[] = added.slice(0, next);
      const above = next;
      for (const held of items) {
        // Rows without an id (joins, score) stay where they are; messages go before the first
        // held message with a greater id.
        if ('message' in held) {
          while (next < added.length && idOf(added[next] as ChatListItem) < held.message.id) merged.push(added[next++] as ChatListItem);
        }
        merged.push(held);
      }
      while (next < added.length) merged.push(added[next++] as ChatListItem);
      items = merged;
      pendingPrepended += above;
      markDirty();
    },
    reset(incoming) {
      items = [];
      keys.clear();
      items = fresh(incoming);
      pendingPrepended = 0;
      dirty = true;
      publish();
    },
    clear() {
      const hadItems = items.length > 0 || snapshot.list.length > 0;
      items = [];
      keys.clear();
      pendingPrepended = 0;
      dirty = hadItems;
      publish();
    },
    keepNewest(max) {
      const dropped = items.length - Math.max(0, max);
      if (dropped <= 0) return 0;
      for (const item of items.slice(0, dropped)) keys.delete(item.key);
      items = items.slice(dropped);
      markDirty();
      return dropped;
    },
    removeUsers(userIds) {
      if (userIds.size === 0) return;
      const kept: ChatListItem[] = [];
      for (const item of items) {
        const author = authorOf(item);
        if (author !== undefined && userIds.has(author)) keys.delete(item.key);
        else kept.push(item);
      }
      if (kept.length === items.length) return;
      items = kept;
      markDirty();
    },
    oldestMessageId() {
      for (const item of items) if ('message' in item) return item.message.id;
      return undefined;
    },
    flush: publish,
  };
}
