import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_MSG_ID } from '@site/api-contract';
import { CHAT_RECONNECT_DELAY_MS } from './constants';
import type { ChatJwt } from './ports';
import { FakeWebSocket, reply, settle } from './test-fakes';
import { JWT, openLoggedIn, setup } from './test-setup';

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('explicit close', () => {
  it('resets socket, room, message listeners, logged-in flag and URL, and leaves no timer', async () => {
    const { chat } = setup();
    const ws = await openLoggedIn(chat, { join: true });
    const seen: string[] = [];
    chat.on((event) => seen.push(event.type));
    chat.close();

    expect(ws.closedByClient).toBe(true);
    expect(chat.getState()).toMatchObject({ status: 0, phase: 'idle', attempt: 0, url: null, loggedIn: false, room: null });
    expect(chat.store.getSnapshot().list).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);

    // The closed socket can no longer reach the client.
    ws.serverSend(reply(CHAT_MSG_ID.Score, { score: 5 }));
    ws.serverClose();
    expect(chat.getState().phase).toBe('idle');

    chat.connect();
    FakeWebSocket.latest().serverOpen();
    FakeWebSocket.latest().serverSend(reply(CHAT_MSG_ID.Score, { score: 5 }));
    expect(seen).toEqual([]);
  });

  it('cancels a pending reconnect wait', async () => {
    const { chat } = setup();
    const ws = await openLoggedIn(chat);
    ws.serverClose();
    expect(vi.getTimerCount()).toBe(1);
    chat.close();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(CHAT_RECONNECT_DELAY_MS * 2);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('a JWT arriving after close logs nothing in', async () => {
    let resolveJwt: (jwt: ChatJwt) => void = () => undefined;
    const { chat } = setup({ getJwt: () => new Promise<ChatJwt>((resolve) => (resolveJwt = resolve)) });
    chat.connect();
    const ws = FakeWebSocket.latest();
    ws.serverOpen();
    chat.close();
    resolveJwt(JWT);
    await settle();
    expect(ws.sent).toEqual([]);
  });
});

describe('malformed frames', () => {
  it('are dropped and counted, never thrown, and reach no listener', async () => {
    const { chat } = setup();
    const ws = await openLoggedIn(chat);
    const seen: unknown[] = [];
    chat.on((event) => seen.push(event));
    expect(() => {
      ws.serverSendRaw('{not json');
      ws.serverSendRaw(new ArrayBuffer(4));
      ws.serverSend({ msgId: 99999, msgData: {} });
      ws.serverSend({ msgId: CHAT_MSG_ID.BroadcastRoom, msgData: { code: 6000, message: '', data: { id: 'x' } } });
      ws.serverSend({ msgData: {} });
      ws.serverSend('null');
    }).not.toThrow();
    expect(chat.getState().dropped).toBe(6);
    expect(seen).toEqual([]);
    expect(chat.getState().status).toBe(1);
  });

  it('a listener that throws does not stop the others or the socket', async () => {
    const reportError = vi.fn();
    const { chat } = setup({ reportError });
    const ws = await openLoggedIn(chat);
    const seen: string[] = [];
    chat.on(() => {
      throw new Error('boom');
    });
    chat.on((event) => seen.push(event.type));
    ws.serverSend(reply(CHAT_MSG_ID.Score, { score: 9 }));
    expect(seen).toEqual(['Score']);
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(chat.getState().score).toBe(9);
  });
});
