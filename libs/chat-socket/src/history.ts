import type { ChatSocketState } from './chat-state';
import type { ChatStore } from './chat-store';
import { CHAT_HISTORY_PAGE_SIZE } from './constants';
import type { ChatCheck } from './gating';
import { messageItems } from './list-items';
import { decodeHistoryPage } from './message-list';
import { MESSAGES } from './messages';
import type { FetchHistory } from './ports';

export interface HistoryContext {
  getState(): ChatSocketState;
  set(next: ChatSocketState): void;
  store: ChatStore;
  fetchHistory?: FetchHistory;
}

/**
 * One page of /stream/api/v1/history older than the oldest message held, put on top of the
 * list. One load at a time; a page that returns after the room changed is discarded.
 */
export async function loadHistoryPage(ctx: HistoryContext): Promise<ChatCheck> {
  const { getState, set, store, fetchHistory } = ctx;
  const room = getState().room;
  if (room === null) return { ok: false, reason: MESSAGES.noRoom };
  const { history } = getState();
  if (history.loading || !history.hasMore) return { ok: true };
  if (!fetchHistory) return { ok: false, reason: MESSAGES.historyFailed };
  const beforeId = store.oldestMessageId();
  set({ ...getState(), history: { ...history, loading: true, error: null } });
  let reply: unknown;
  try {
    reply = await fetchHistory({
      roomId: room.roomId,
      ...(beforeId === undefined ? {} : { beforeId }),
      pageSize: CHAT_HISTORY_PAGE_SIZE,
    });
  } catch {
    reply = undefined;
  }
  const now = getState();
  if (now.room?.roomId !== room.roomId) return { ok: false, reason: MESSAGES.noRoom };
  const page = decodeHistoryPage(reply);
  if (page === null || page.data.roomId !== room.roomId) {
    set({ ...now, history: { ...now.history, loading: false, error: MESSAGES.historyFailed } });
    return { ok: false, reason: MESSAGES.historyFailed };
  }
  store.merge(messageItems(page.data.list, new Set(now.shielded)));
  set({
    ...now,
    history: { loading: false, hasMore: page.data.hasMore, error: null },
    dropped: now.dropped + page.dropped,
  });
  return { ok: true };
}
