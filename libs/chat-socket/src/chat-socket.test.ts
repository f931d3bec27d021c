import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_MSG_ID } from '@site/api-contract';
import {
  CHAT_HEARTBEAT_MS,
  CHAT_MAX_RECONNECT_ATTEMPTS,
  CHAT_RECONNECT_DELAY_MS,
} from './constants';
import type { ChatJwt } from './ports';
import { FakeWebSocket, joinReply, loginReply, message, reply, settle } from './test-fakes';
import { JWT, openLoggedIn, setup } from './test-setup';

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('connecting', () => {
  it('opens the handshake path on the entry-51 host, ws or wss after the page scheme', () => {
    const { chat } = setup();
    chat.connect();
    expect(FakeWebSocket.latest().url).toBe('ws://chat.example.com:9501/stream/ws/v1/handshake?clientType=web');
    expect(chat.getState()).toMatchObject({ status: 0, phase: 'connecting', url: FakeWebSocket.latest().url });

    const secure = setup({ secure: true }).chat;
    secure.connect();
    expect(FakeWebSocket.latest().url).toBe('wss://chat.example.com:9501/stream/ws/v1/handshake?clientType=web');
  });

  it('never keeps two sockets: a second connect while one is opening or open does nothing', () => {
    const { chat } = setup();
    chat.connect();
    chat.connect();
    expect(FakeWebSocket.instances).toHaveLength(1);
    FakeWebSocket.latest().serverOpen();
    chat.connect();
    chat.retry();
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('on open: status 1, reconnect counter reset, login sent only once the member JWT is fetched', async () => {
    let resolveJwt: (jwt: ChatJwt) => void = () => undefined;
    const { chat } = setup({ getJwt: () => new Promise<ChatJwt>((resolve) => (resolveJwt = resolve)) });
    chat.connect();
    const ws = FakeWebSocket.latest();
    ws.serverOpen();
    expect(chat.getState()).toMatchObject({ status: 1, phase: 'open', attempt: 0 });
    await settle();
    expect(ws.framesWith(CHAT_MSG_ID.Login)).toEqual([]);

    resolveJwt(JWT);
    await settle();
    expect(ws.frames()).toEqual([{ msgId: 10001, msgData: { token: 'jwt-token', body: 'jwt-body' } }]);
  });

  it('reads the login data from msgData.data and logs in only once per connection', async () => {
    const { chat, getJwt } = setup();
    const ws = await openLoggedIn(chat);
    expect(chat.getState().loggedIn).toBe(true);
    expect(chat.getState().loginData).toEqual({ speechStatus: 0, vipMin: 0, vipMax: 0 });

    expect(await chat.login()).toBe(false);
    expect(ws.framesWith(CHAT_MSG_ID.Login)).toHaveLength(1);
    expect(getJwt).toHaveBeenCalledTimes(1);
  });

  it('defaults speechStatus, vipMin and vipMax to 0 when the reply omits them', async () => {
    const { chat } = setup();
    chat.connect();
    const ws = FakeWebSocket.latest();
    ws.serverOpen();
    await settle();
    ws.serverSend(
      reply(CHAT_MSG_ID.Login, { userId: 7, nickName: '测试', grade: 2, score: 0, rooms: [], shielded: [] }),
    );
    expect(chat.getState()).toMatchObject({ loggedIn: true, loginData: { speechStatus: 0, vipMin: 0, vipMax: 0 } });

    ws.serverSend(reply(CHAT_MSG_ID.SpeechStatus, { speechStatus: 1 }));
    expect(chat.getState().loginData.speechStatus).toBe(1);
  });

  it('a refused login leaves the flag clear and lets a later login() try again', async () => {
    const { chat } = setup();
    chat.connect();
    const ws = FakeWebSocket.latest();
    ws.serverOpen();
    await settle();
    const events: unknown[] = [];
    chat.on((event) => events.push(event));
    ws.serverSend(reply(CHAT_MSG_ID.Login, null, 10004, '登录已失效'));
    expect(chat.getState().loggedIn).toBe(false);
    expect(events).toEqual([{ type: 'Rejected', msgId: 10001, code: 10004, message: '登录已失效' }]);
    expect(await chat.login()).toBe(true);
    expect(ws.framesWith(CHAT_MSG_ID.Login)).toHaveLength(2);
  });

  it('does not log in when the JWT fetch fails, and does not throw', async () => {
    const { chat } = setup({ getJwt: () => Promise.reject(new Error('网络异常')) });
    chat.connect();
    const ws = FakeWebSocket.latest();
    ws.serverOpen();
    await settle();
    expect(ws.framesWith(CHAT_MSG_ID.Login)).toEqual([]);
    expect(chat.getState()).toMatchObject({ status: 1, loggedIn: false });
  });
});

describe('heartbeat', () => {
  it('sends msgId 0 with empty msgData every 5000 ms while connected, and stops on close', async () => {
    const { chat } = setup();
    const ws = await openLoggedIn(chat);
    const beats = () => ws.framesWith(CHAT_MSG_ID.Heartbeat);
    vi.advanceTimersByTime(CHAT_HEARTBEAT_MS - 1);
    expect(beats()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(beats()).toEqual([{}]);
    vi.advanceTimersByTime(CHAT_HEARTBEAT_MS * 2);
    expect(beats()).toHaveLength(3);

    ws.serverClose();
    vi.advanceTimersByTime(CHAT_HEARTBEAT_MS * 3);
    expect(beats()).toHaveLength(3);
  });

  it('clears the logged-in flag at the next beat once the session token is gone', async () => {
    const { chat, session } = setup();
    await openLoggedIn(chat);
    session.token = undefined;
    expect(chat.getState().loggedIn).toBe(true);
    vi.advanceTimersByTime(CHAT_HEARTBEAT_MS);
    expect(chat.getState().loggedIn).toBe(false);
  });
});

describe('close, error and reconnect', () => {
  it('on close: status 0, room cleared, attempt 1 after 3000 ms closing the old socket first', async () => {
    const { chat } = setup();
    const ws = await openLoggedIn(chat, { join: true });
    expect(chat.store.getSnapshot().list).toHaveLength(2);

    ws.serverClose();
    expect(chat.getState()).toMatchObject({ status: 0, phase: 'reconnecting', attempt: 1, room: null, loggedIn: false });
    expect(chat.store.getSnapshot().list).toEqual([]);

    vi.advanceTimersByTime(CHAT_RECONNECT_DELAY_MS - 1);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(ws.closedByClient).toBe(true);
    expect(FakeWebSocket.live()).toEqual([FakeWebSocket.latest()]);
  });

  it('error followed by close counts as one loss: one attempt scheduled, not two', async () => {
    const { chat } = setup();
    const ws = await openLoggedIn(chat);
    ws.serverFail();
    expect(chat.getState().attempt).toBe(1);
    vi.advanceTimersByTime(CHAT_RECONNECT_DELAY_MS);
    expect(FakeWebSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(CHAT_RECONNECT_DELAY_MS * 10);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('a successful reconnect resets the counter, logs in again once and re-joins the room', async () => {
    const { chat } = setup();
    const first = await openLoggedIn(chat, { join: true });
    first.serverClose();
    vi.advanceTimersByTime(CHAT_RECONNECT_DELAY_MS);
    const second = FakeWebSocket.latest();
    second.serverOpen();
    expect(chat.getState()).toMatchObject({ status: 1, phase: 'open', attempt: 0 });
    await settle();
    expect(second.framesWith(CHAT_MSG_ID.Login)).toHaveLength(1);
    expect(second.framesWith(CHAT_MSG_ID.JoinRoom)).toEqual([]);
    second.serverSend(loginReply());
    expect(second.framesWith(CHAT_MSG_ID.JoinRoom)).toEqual([{ roomId: 1 }]);
    second.serverSend(joinReply([message(3)]));
    expect(chat.getState().room?.roomId).toBe(1);
    expect(chat.store.getSnapshot().list.map((item) => item.key)).toEqual(['m:3']);
  });

  it('tries 5 times, 3000 ms apart, then gives up offline; retry() starts over', async () => {
    const { chat } = setup();
    const ws = await openLoggedIn(chat);
    ws.serverClose();
    for (let attempt = 1; attempt <= CHAT_MAX_RECONNECT_ATTEMPTS; attempt += 1) {
      expect(chat.getState()).toMatchObject({ phase: 'reconnecting', attempt });
      vi.advanceTimersByTime(CHAT_RECONNECT_DELAY_MS);
      expect(FakeWebSocket.instances).toHaveLength(1 + attempt);
      FakeWebSocket.latest().serverFail();
    }
    expect(chat.getState()).toMatchObject({ status: 0, phase: 'offline', attempt: 5 });
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(6);
    expect(vi.getTimerCount()).toBe(0);

    chat.retry();
    expect(FakeWebSocket.instances).toHaveLength(7);
    expect(chat.getState()).toMatchObject({ phase: 'connecting', attempt: 0 });
    FakeWebSocket.latest().serverOpen();
    expect(chat.getState()).toMatchObject({ status: 1, phase: 'open' });
  });

  it('a failing first connect goes through the same attempts', () => {
    const { chat } = setup();
    chat.connect();
    FakeWebSocket.latest().serverFail();
    expect(chat.getState()).toMatchObject({ phase: 'reconnecting', attempt: 1 });
  });

  it('without a session token: no reconnect, logged-in flag cleared, offline', async () => {
    const { chat, session } = setup();
    const ws = await openLoggedIn(chat);
    session.token = undefined;
    ws.serverClose();
    expect(chat.getState()).toMatchObject({ status: 0, phase: 'offline', loggedIn: false });
    vi.advanceTimersByTime(CHAT_RECONNECT_DELAY_MS * 10);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('the token lost during the wait stops the next attempt', async () => {
    const { chat, session } = setup();
    const ws = await openLoggedIn(chat);
    ws.serverClose();
    vi.advanceTimersByTime(CHAT_RECONNECT_DELAY_MS);
    session.token = undefined;
    FakeWebSocket.latest().serverFail();
    expect(chat.getState().phase).toBe('offline');
    vi.advanceTimersByTime(CHAT_RECONNECT_DELAY_MS * 5);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('a WebSocket constructor that throws or a missing host is a failed attempt, not an exception', () => {
    const Throwing = class {
      constructor() {
        throw new SyntaxError('bad url');
      }
    } as unknown as typeof FakeWebSocket;
    const { chat } = setup({ WebSocket: Throwing });
    expect(() => chat.connect()).not.toThrow();
    expect(chat.getState()).toMatchObject({ status: 0, phase: 'reconnecting', attempt: 1 });

    const noHost = setup({ host: () => undefined }).chat;
    noHost.connect();
    expect(noHost.getState()).toMatchObject({ phase: 'reconnecting', attempt: 1 });
    expect(FakeWebSocket.instances).toHaveLength(0);
  });
});
