import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_MSG_ID } from '@site/api-contract';
import { decodeChatFrame } from './decode';
import { checkMessages, decodeHistoryPage } from './message-list';
import { FakeWebSocket, joinReply, message, reply, room, settle } from './test-fakes';
import { openLoggedIn, setup } from './test-setup';

/** A history page of 100 whose 43rd message lacks its text. */
function pageWithOneBad() {
  const list: unknown[] = Array.from({ length: 100 }, (_, i) => message(i + 1));
  const { content: _content, ...broken } = message(43);
  list[42] = broken;
  return list;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});

describe('message lists are checked message by message', () => {
  it('one malformed message in a history page of 100 drops only that one and counts it', () => {
    const event = decodeChatFrame(JSON.stringify(reply(CHAT_MSG_ID.ChatHistory, { roomId: 1, list: pageWithOneBad(), hasMore: true })));
    expect(event).toMatchObject({ type: 'ChatHistory', dropped: 1 });
    const ids = event?.type === 'ChatHistory' ? event.data.list.map((m) => m.id) : [];
    expect(ids).toHaveLength(99);
    expect(ids).not.toContain(43);
    expect(ids).toContain(44);
  });

  it('the same holds for the room’s opening history and the HTTP history reply', () => {
    const join = decodeChatFrame(JSON.stringify(reply(CHAT_MSG_ID.JoinRoom, { room: room(), history: pageWithOneBad() })));
    expect(join).toMatchObject({ type: 'JoinRoom', dropped: 1 });
    expect(decodeHistoryPage({ roomId: 1, list: pageWithOneBad(), hasMore: false })?.dropped).toBe(1);
    expect(checkMessages([message(1), null, 'x', { id: 2 }])).toMatchObject({ dropped: 3 });
  });

  it('a page whose frame itself is malformed is still dropped whole', () => {
    expect(decodeHistoryPage({ roomId: '1', list: [message(1)], hasMore: false })).toBeNull();
    expect(decodeHistoryPage({ roomId: 1, list: 'nope', hasMore: false })).toBeNull();
    expect(decodeChatFrame(JSON.stringify(reply(CHAT_MSG_ID.ChatHistory, { roomId: 1, list: [], hasMore: 'yes' })))).toBeNull();
  });

  it('the socket lists the 99 good messages and adds the bad one to state.dropped', async () => {
    const { chat } = setup();
    const ws = await openLoggedIn(chat);
    chat.joinRoom(1);
    ws.serverSend(joinReply([message(200)]));
    ws.serverSend(reply(CHAT_MSG_ID.ChatHistory, { roomId: 1, list: pageWithOneBad(), hasMore: true }));
    expect(chat.store.getSnapshot().list).toHaveLength(100);
    expect(chat.getState().dropped).toBe(1);
  });

  it('the HTTP history page counts its bad message too', async () => {
    const { chat } = setup({ fetchHistory: () => Promise.resolve({ roomId: 1, list: pageWithOneBad(), hasMore: false }) });
    const ws = await openLoggedIn(chat);
    chat.joinRoom(1);
    ws.serverSend(joinReply([message(200)]));
    await settle();
    expect(await chat.loadHistory()).toEqual({ ok: true });
    expect(chat.store.getSnapshot().list).toHaveLength(100);
    expect(chat.getState().dropped).toBe(1);
  });
});
