import { vi } from 'vitest';
import { createChatSocket } from './chat-socket';
import { CHAT_RECONNECT_DELAY_MS } from './constants';
import type { ChatSocket, ChatSocketOptions } from './chat-socket';
import type { ChatJwt } from './ports';
import { FakeWebSocket, joinReply, loginReply, message, settle } from './test-fakes';

/* A chat socket on fake ports, for the transition tests. */

export const HOST = 'chat.example.com:9501';
export const JWT: ChatJwt = { token: 'jwt-token', body: 'jwt-body' };

export function setup(overrides: Partial<ChatSocketOptions> = {}) {
  const session = { token: 'session-token' as string | undefined };
  const getJwt = vi.fn(() => Promise.resolve(JWT));
  const chat = createChatSocket({
    WebSocket: FakeWebSocket,
    getJwt,
    getSessionToken: () => session.token,
    host: HOST,
    secure: false,
    scheduleFrame: (flush) => {
      flush();
      return () => undefined;
    },
    ...overrides,
  });
  return { chat, session, getJwt };
}

/** Connect, open, log in and (optionally) enter room 1 with some history. */
export async function openLoggedIn(
  chat: ChatSocket, options: { join?: boolean } = {}) {
  chat.connect();
  const ws = FakeWebSocket.latest();
  ws.serverOpen();
  await settle();
  ws.serverSend(loginReply());
  if (options.join) {
    chat.joinRoom(1);
    ws.serverSend(joinReply([message(1), message(2)]));
  }
  return ws;
}

/** The server drops `ws`; after the reconnect delay (fake timers) the next socket opens, not yet logged in. */
export async function reconnected(ws: FakeWebSocket): Promise<FakeWebSocket> {
  ws.serverClose();
  vi.advanceTimersByTime(CHAT_RECONNECT_DELAY_MS);
  const next = FakeWebSocket.latest();
  next.serverOpen();
  await settle();
  return next;
}
