import { describe, expect, it } from 'vitest';
import { CHAT_MSG_ID } from '@site/api-contract';
import { createChatStore, messageKey } from './chat-store';
import type { ChatListItem } from './chat-store';
import { CHAT_KEPT_ROWS, CHAT_TRIM_ROWS } from './constants';
import { joinReply, message, reply } from './test-fakes';
import { openLoggedIn, setup } from './test-setup';

// Issue #36 item 6: a room at 50 messages a second must not grow the list (and the heap) without end.

const item = (id: number): ChatListItem => {
  const m = message(id);
  return { key: messageKey(m), kind: m.kind, message: m };
};
const ids = (list: readonly ChatListItem[]) => list.map((row) => ('message' in row ? row.message.id : 0));

describe('a bounded chat list', () => {
  it('keepNewest drops the oldest rows beyond the limit, and a dropped message may come back (from history)', () => {
    const store = createChatStore((flush) => {
      flush();
      return () => undefined;
    });
    store.append(Array.from({ length: 1500 }, (_, i) => item(i + 1)));
    expect(store.keepNewest(1000)).toBe(500);
    expect(ids(store.getSnapshot().list)).toEqual(Array.from({ length: 1000 }, (_, i) => i + 501));
    expect(store.oldestMessageId()).toBe(501);
    expect(store.keepNewest(1000)).toBe(0);
    store.merge([item(500)]);
    expect(ids(store.getSnapshot().list).slice(0, 2)).toEqual([500, 501]);
  });

  it(`the socket trims past ${String(CHAT_KEPT_ROWS)} + ${String(CHAT_TRIM_ROWS)} rows to ${String(CHAT_KEPT_ROWS)}, and history has more again`, async () => {
    const { chat } = setup();
    const ws = await openLoggedIn(chat);
    chat.joinRoom(1);
    ws.serverSend(joinReply([]));
    expect(chat.getState().history.hasMore).toBe(false);
    const live = (from: number, count: number) => {
      for (let id = from; id < from + count; id++) ws.serverSend(reply(CHAT_MSG_ID.BroadcastRoom, message(id)));
    };
    live(1, CHAT_KEPT_ROWS + CHAT_TRIM_ROWS);
    chat.keepNewest();
    expect(chat.store.getSnapshot().list).toHaveLength(CHAT_KEPT_ROWS + CHAT_TRIM_ROWS);
    live(CHAT_KEPT_ROWS + CHAT_TRIM_ROWS + 1, 1);
    chat.keepNewest();
    const list = chat.store.getSnapshot().list;
    expect(list).toHaveLength(CHAT_KEPT_ROWS);
    expect(ids(list).at(-1)).toBe(CHAT_KEPT_ROWS + CHAT_TRIM_ROWS + 1);
    expect(chat.getState().history.hasMore).toBe(true);
  });
});
