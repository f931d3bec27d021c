import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { CHAT_MSG_ID, CHAT_WS_PATH } from '@site/api-contract';
import { createChatSocket } from './chat-socket';
import type { ChatSocket } from './chat-socket';
import { CHAT_MAX_RECONNECT_ATTEMPTS } from './constants';
import type { ClockPort } from '@site/ports';
import { startTestChatServer } from './test-chat-server';
import type { TestChatServer } from './test-chat-server';

/*
 * Integration against a real `ws` server on a real TCP port. Time is real here, except in the
 * give-up test, whose clock runs 20× fast so five 3 s waits take 0.75 s.
 */

const SPEEDUP = 20;
const fastClock: ClockPort = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms / SPEEDUP),
  clearTimeout: (handle) => clearTimeout(handle),
  setInterval: (callback, ms) => setInterval(callback, ms / SPEEDUP),
  clearInterval: (handle) => clearInterval(handle),
};

let server: TestChatServer;
const sockets: ChatSocket[] = [];

function member(token: string, clock?: ClockPort): ChatSocket {
  const chat = createChatSocket({
    WebSocket,
    ...(clock ? { clock } : {}),
    getJwt: () => Promise.resolve({ token, body: `body-${token}` }),
    getSessionToken: () => 'session-token',
    host: server.host,
    secure: false,
    scheduleFrame: (flush) => {
      const id = setTimeout(flush, 16);
      return () => clearTimeout(id);
    },
  });
  sockets.push(chat);
  return chat;
}

async function enterRoom(chat: ChatSocket): Promise<void> {
  chat.joinRoom(1);
  chat.connect();
  await vi.waitFor(() => expect(chat.getState().room?.roomId).toBe(1), { timeout: 2000, interval: 10 });
}

beforeEach(async () => {
  server = await startTestChatServer();
});
afterEach(async () => {
  for (const chat of sockets.splice(0)) chat.close();
  await server.stop();
});

describe('chat socket against a real ws server', () => {
  it('two members log in, join, and see each other’s text verbatim', async () => {
    const a = member('jwt-a');
    const b = member('jwt-b');
    await enterRoom(a);
    await enterRoom(b);
    expect(server.handshakes).toEqual([CHAT_WS_PATH, CHAT_WS_PATH]);
    expect(a.getState()).toMatchObject({ status: 1, loggedIn: true, member: { nickName: '会员甲' } });

    const text = '<script>alert(1)</script> 你好 😀';
    expect(a.sendText(text)).toEqual({ ok: true });
    await vi.waitFor(() => expect(b.store.getSnapshot().list).toHaveLength(1), { timeout: 2000, interval: 10 });
    expect(b.store.getSnapshot().list[0]).toMatchObject({ kind: 'text', message: { content: text, nickName: '会员甲' } });
    await vi.waitFor(() => expect(a.store.getSnapshot().list).toHaveLength(1), { timeout: 2000, interval: 10 });
    expect(server.received.filter((f) => f.msgId === CHAT_MSG_ID.Login).map((f) => f.msgData)).toEqual([
      { token: 'jwt-a', body: 'body-jwt-a' },
      { token: 'jwt-b', body: 'body-jwt-b' },
    ]);
  });

  it('after the server drops every socket, members are back in the room within 3–4 s', async () => {
    const a = member('jwt-a');
    const b = member('jwt-b');
    await enterRoom(a);
    await enterRoom(b);
    const dropped = Date.now();
    server.dropAll();
    await vi.waitFor(() => expect(a.getState().phase).toBe('reconnecting'), { timeout: 1000, interval: 5 });
    expect(a.getState()).toMatchObject({ status: 0, attempt: 1, room: null });

    await vi.waitFor(
      () => {
        expect(a.getState().room?.roomId).toBe(1);
        expect(b.getState().room?.roomId).toBe(1);
      },
      { timeout: 4500, interval: 10 },
    );
    const elapsed = Date.now() - dropped;
    expect(elapsed).toBeGreaterThanOrEqual(3000);
    expect(elapsed).toBeLessThan(4000);
    expect(a.getState()).toMatchObject({ status: 1, phase: 'open', attempt: 0, loggedIn: true });
    expect(server.connectedCount()).toBe(2);
    expect(server.received.filter((f) => f.msgId === CHAT_MSG_ID.Login)).toHaveLength(4);
  }, 10_000);

  it('sends heartbeats, gives up after five refused attempts, and retry() reconnects', async () => {
    const a = member('jwt-a', fastClock);
    await enterRoom(a);
    await vi.waitFor(
      () => expect(server.received.filter((f) => f.msgId === CHAT_MSG_ID.Heartbeat).length).toBeGreaterThanOrEqual(2),
      { timeout: 2000, interval: 10 },
    );
    expect(server.received.find((f) => f.msgId === CHAT_MSG_ID.Heartbeat)?.msgData).toEqual({});

    server.refuse(true);
    server.dropAll();
    await vi.waitFor(() => expect(a.getState().phase).toBe('offline'), { timeout: 3000, interval: 10 });
    expect(a.getState()).toMatchObject({ status: 0, attempt: CHAT_MAX_RECONNECT_ATTEMPTS });
    expect(server.connectedCount()).toBe(0);

    server.refuse(false);
    a.retry();
    await vi.waitFor(() => expect(a.getState().room?.roomId).toBe(1), { timeout: 2000, interval: 10 });
    expect(server.connectedCount()).toBe(1);
  });

  it('close() ends the connection and nothing reconnects', async () => {
    const a = member('jwt-a', fastClock);
    await enterRoom(a);
    a.close();
    await vi.waitFor(() => expect(server.connectedCount()).toBe(0), { timeout: 2000, interval: 10 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.connectedCount()).toBe(0);
    expect(server.handshakes).toHaveLength(1);
  });
});
