import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  API_PATHS,
  CHAT_MSG_ID,
  CHAT_SERVER_DATA_SCHEMAS,
  CHAT_WS_PATH,
  chatFrameSchema,
  chatReplySchema,
  envelopeSchema,
  API_SCHEMAS,
} from '@site/api-contract';
import type { ChatMsgId } from '@site/api-contract';
import type { z } from 'zod';
import type { RunningSim } from '../index';
import { startSim } from '../index';
import { clientHeaders } from '../testing';

let sim: RunningSim;
const base = () => `http://127.0.0.1:${sim.port}`;

beforeEach(async () => {
  sim = await startSim({ dbFile: ':memory:', control: true });
});
afterEach(async () => {
  expect(sim.ctx.violations).toEqual([]);
  await sim.close();
});

async function post(path: string, body: unknown, token?: string) {
  const res = await fetch(base() + path, { method: 'POST', headers: clientHeaders(path, token ? { token } : {}), body: JSON.stringify(body) });
  return (await res.json()) as { status_code: number; message: string; data: unknown };
}

async function loginAs(username: string, password: string, device: string): Promise<{ token: string; jwt: { token: string; body: string } }> {
  const cap = await fetch(base() + API_PATHS.captcha, { method: 'POST', headers: clientHeaders(API_PATHS.captcha, { uuid: device }), body: '{}' });
  const captchaId = ((await cap.json()) as { data: { captchaId: string } }).data.captchaId;
  const ans = ((await (await fetch(`${base()}/__sim/captcha/${captchaId}`)).json()) as { data: { answer: string } }).data.answer;
  const res = await fetch(base() + API_PATHS.login, {
    method: 'POST',
    headers: clientHeaders(API_PATHS.login, { uuid: device }),
    body: JSON.stringify({ username, password, captchaId, captchaCode: ans }),
  });
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  const jwt = envelopeSchema(API_SCHEMAS.memberJwt.reply).parse(await post(API_PATHS.memberJwt, {}, token)).data;
  return { token, jwt };
}

interface Frame {
  msgId: number;
  msgData: { code: number; message: string; data: unknown };
}

/** A socket that records frames and lets a test wait for the next one of an id. */
async function open(): Promise<{ ws: WebSocket; next(msgId: number): Promise<Frame>; send(msgId: number, msgData: unknown): void; frames: Frame[] }> {
  const ws = new WebSocket(`ws://127.0.0.1:${sim.port}${CHAT_WS_PATH}`);
  const frames: Frame[] = [];
  const waiters: { msgId: number; resolve: (f: Frame) => void }[] = [];
  ws.on('message', (raw) => {
    const frame = JSON.parse(String(raw)) as Frame;
    chatFrameSchema.parse(frame);
    const w = waiters.findIndex((x) => x.msgId === frame.msgId);
    if (w >= 0) waiters.splice(w, 1)[0]?.resolve(frame);
    else frames.push(frame);
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return {
    ws,
    frames,
    send: (msgId, msgData) => ws.send(JSON.stringify({ msgId, msgData })),
    next: (msgId) =>
      new Promise<Frame>((resolve, reject) => {
        const i = frames.findIndex((f) => f.msgId === msgId);
        if (i >= 0) return resolve(frames.splice(i, 1)[0] as Frame);
        const t = setTimeout(() => reject(new Error(`no frame ${msgId}`)), 3000);
        waiters.push({ msgId, resolve: (f) => (clearTimeout(t), resolve(f)) });
      }),
  };
}

/** Checks a success frame against the contract schema the chat-socket client uses. */
function data<T extends ChatMsgId>(frame: Frame, msgId: T): z.infer<(typeof CHAT_SERVER_DATA_SCHEMAS)[T]> {
  const parsed = chatReplySchema(CHAT_SERVER_DATA_SCHEMAS[msgId] as z.ZodType).parse(frame.msgData);
  expect(parsed.code).toBe(6000);
  return parsed.data as z.infer<(typeof CHAT_SERVER_DATA_SCHEMAS)[T]>;
}

describe('chat socket', () => {
  it('answers heartbeats, and logs in with the member JWT', async () => {
    const { jwt } = await loginAs('demo888', 'Demo@2026', 'dev-chat-0001');
    const c = await open();
    c.send(CHAT_MSG_ID.Heartbeat, {});
    expect((await c.next(CHAT_MSG_ID.Heartbeat)).msgData.code).toBe(6000);
    c.send(CHAT_MSG_ID.JoinRoom, { roomId: 1 });
    expect((await c.next(CHAT_MSG_ID.JoinRoom)).msgData.code).toBe(10004);
    c.send(CHAT_MSG_ID.Login, jwt);
    const login = data(await c.next(CHAT_MSG_ID.Login), CHAT_MSG_ID.Login);
    expect(login.userId).toBe(10001);
    expect(login.speechStatus).toBe(0);
    expect(login.rooms.length).toBeGreaterThanOrEqual(3);
    c.ws.close();
  });

  it('refuses a forged JWT', async () => {
    const c = await open();
    c.send(CHAT_MSG_ID.Login, { token: 'a.b.c', body: '{}' });
    expect((await c.next(CHAT_MSG_ID.Login)).msgData.code).toBe(10004);
    c.ws.close();
  });

  it('joins rooms within the VIP range, broadcasts, shares bets, sends gifts and pages history', async () => {
    const demo = await loginAs('demo888', 'Demo@2026', 'dev-chat-0001');
    const a = await open();
    a.send(CHAT_MSG_ID.Login, demo.jwt);
    await a.next(CHAT_MSG_ID.Login);
    // Room 4 is VIP8-10; the demo member is VIP5.
    a.send(CHAT_MSG_ID.JoinRoom, { roomId: 4 });
    const refused = await a.next(CHAT_MSG_ID.JoinRoom);
    expect(refused.msgData.code).toBe(10003);
    expect(refused.msgData.message).toContain('VIP8');
    a.send(CHAT_MSG_ID.JoinRoom, { roomId: 1 });
    const joined = data(await a.next(CHAT_MSG_ID.JoinRoom), CHAT_MSG_ID.JoinRoom);
    expect(joined.history.length).toBe(30);

    await post('/__sim/member', { username: 'player1001', grade: 2 });
    const other = await loginAs('player1001', 'Player@2026', 'dev-chat-0002');
    const b = await open();
    b.send(CHAT_MSG_ID.Login, other.jwt);
    await b.next(CHAT_MSG_ID.Login);
    b.send(CHAT_MSG_ID.JoinRoom, { roomId: 1 });
    await b.next(CHAT_MSG_ID.JoinRoom);
    expect(data(await a.next(CHAT_MSG_ID.BroadcastJoin), CHAT_MSG_ID.BroadcastJoin).userId).toBe(10002);

    b.send(CHAT_MSG_ID.BroadcastRoom, { roomId: 1, content: '大家好' });
    const heard = data(await a.next(CHAT_MSG_ID.BroadcastRoom), CHAT_MSG_ID.BroadcastRoom);
    expect(heard).toMatchObject({ content: '大家好', userId: 10002, kind: 'text' });
    await b.next(CHAT_MSG_ID.BroadcastRoom);

    // Text that lies about itself (a right-to-left override, a zero-width space) is refused, in Chinese.
    for (const content of ['官方客服\u202Egnp.exe', '卡号\u200B6222']) {
      b.send(CHAT_MSG_ID.BroadcastRoom, { roomId: 1, content });
      const refusedText = await b.next(CHAT_MSG_ID.BroadcastRoom);
      expect(refusedText.msgData.code).toBe(10003);
      expect(refusedText.msgData.message).toContain('不可见的控制字符');
    }
    b.send(CHAT_MSG_ID.BroadcastRoom, { roomId: 1, content: '全家福 👨‍👩‍👧' });
    expect(data(await a.next(CHAT_MSG_ID.BroadcastRoom), CHAT_MSG_ID.BroadcastRoom).content).toBe('全家福 👨‍👩‍👧');
    await b.next(CHAT_MSG_ID.BroadcastRoom);

    // Shielded senders are not delivered.
    a.send(CHAT_MSG_ID.MsgShield, { userId: 10002, shield: true });
    expect(data(await a.next(CHAT_MSG_ID.MsgShield), CHAT_MSG_ID.MsgShield).shielded).toEqual([10002]);
    b.send(CHAT_MSG_ID.BroadcastRoom, { roomId: 1, content: '看不到我' });
    await b.next(CHAT_MSG_ID.BroadcastRoom);
    a.send(CHAT_MSG_ID.MsgShield, { userId: 10002, shield: false });
    await a.next(CHAT_MSG_ID.MsgShield);
    expect(a.frames.some((f) => f.msgId === CHAT_MSG_ID.BroadcastRoom)).toBe(false);

    // A share relays the platform's record of the member's own bet (issue #41 item 7).
    const order = sim.ctx.db
      .prepare("SELECT b.order_no, b.game_name, b.bet_content, b.bet_cents, b.winloss_cents FROM bets b JOIN members m ON m.id = b.member_id WHERE m.username = 'demo888' AND b.settled = 1 LIMIT 1")
      .get() as { order_no: string; game_name: string; bet_content: string; bet_cents: number; winloss_cents: number };
    const claimed = { orderNo: order.order_no, venueCode: 'OBTY', venueName: 'OB体育', gameName: '伪造的比赛', betContent: '主胜', betAmount: 99999, winLoss: 88888 };
    a.send(CHAT_MSG_ID.ShareBetRecord, { roomId: 1, bet: claimed });
    const card = data(await b.next(CHAT_MSG_ID.ShareBetRecord), CHAT_MSG_ID.ShareBetRecord);
    expect(card).toMatchObject({ kind: 'bet', userId: 10001 });
    expect(card.bet).toMatchObject({
      orderNo: order.order_no, venueName: 'OB体育', gameName: order.game_name, betContent: order.bet_content,
      betAmount: order.bet_cents / 100, winLoss: order.winloss_cents / 100,
    });
    // The sender gets the same card back: the page knows the share arrived.
    expect(data(await a.next(CHAT_MSG_ID.ShareBetRecord), CHAT_MSG_ID.ShareBetRecord).bet?.orderNo).toBe(order.order_no);
    // Not the member's order, or not a card the contract allows: refused with a reason, nothing relayed.
    a.send(CHAT_MSG_ID.ShareBetRecord, { roomId: 1, bet: { ...claimed, orderNo: 'NOT-MINE' } });
    expect((await a.next(CHAT_MSG_ID.ShareBetRecord)).msgData).toMatchObject({ code: 10003, message: '注单不存在，无法分享' });
    a.send(CHAT_MSG_ID.ShareBetRecord, { roomId: 1, bet: { ...claimed, winLoss: undefined } });
    expect((await a.next(CHAT_MSG_ID.ShareBetRecord)).msgData).toMatchObject({ code: 10003 });
    expect(b.frames.filter((f) => f.msgId === CHAT_MSG_ID.ShareBetRecord)).toHaveLength(0);

    a.send(CHAT_MSG_ID.Gift, { roomId: 1, giftId: 2, count: 1 });
    expect(data(await b.next(CHAT_MSG_ID.Gift), CHAT_MSG_ID.Gift).gift?.giftName).toBe('跑车');
    expect(data(await a.next(CHAT_MSG_ID.Score), CHAT_MSG_ID.Score).score).toBe(1900);

    a.send(CHAT_MSG_ID.ChatHistory, { roomId: 1, pageSize: 5 });
    const page = data(await a.next(CHAT_MSG_ID.ChatHistory), CHAT_MSG_ID.ChatHistory);
    expect(page.list).toHaveLength(5);
    expect(page.hasMore).toBe(true);
    expect(page.list.at(-1)?.kind).toBe('gift');

    const http = await post(API_PATHS.chatHistory, { roomId: 1, pageSize: 5, beforeId: page.list[0]?.id }, demo.token);
    const older = envelopeSchema(API_SCHEMAS.chatHistory.reply).parse(http).data;
    expect(older.list.at(-1)?.id).toBeLessThan(page.list[0]?.id ?? 0);

    a.send(CHAT_MSG_ID.LeaveRoom, { roomId: 1 });
    expect(data(await a.next(CHAT_MSG_ID.LeaveRoom), CHAT_MSG_ID.LeaveRoom).roomId).toBe(1);
    a.ws.close();
    b.ws.close();
  });

  it('pushes speech status, room status, VIP level and all-room maintenance; drops sockets on demand', async () => {
    const demo = await loginAs('demo888', 'Demo@2026', 'dev-chat-0001');
    const a = await open();
    a.send(CHAT_MSG_ID.Login, demo.jwt);
    await a.next(CHAT_MSG_ID.Login);
    a.send(CHAT_MSG_ID.JoinRoom, { roomId: 2 });
    await a.next(CHAT_MSG_ID.JoinRoom);

    await post('/__sim/chat/speech', { userId: 10001, speechStatus: 1 });
    expect(data(await a.next(CHAT_MSG_ID.SpeechStatus), CHAT_MSG_ID.SpeechStatus).speechStatus).toBe(1);
    a.send(CHAT_MSG_ID.BroadcastRoom, { roomId: 2, content: '禁言中' });
    expect((await a.next(CHAT_MSG_ID.BroadcastRoom)).msgData.message).toContain('禁言');

    await post('/__sim/chat/room', { roomId: 2, vipMin: 1, vipMax: 9 });
    expect(data(await a.next(CHAT_MSG_ID.ChatVIPLevel), CHAT_MSG_ID.ChatVIPLevel)).toEqual({ roomId: 2, vipMin: 1, vipMax: 9 });
    await post('/__sim/chat/room', { roomId: 2, status: 0 });
    expect(data(await a.next(CHAT_MSG_ID.RoomStatus), CHAT_MSG_ID.RoomStatus)).toEqual({ roomId: 2, status: 0 });
    await post('/__sim/chat/maintain', { on: true });
    expect(data(await a.next(CHAT_MSG_ID.AllRoomMaintain), CHAT_MSG_ID.AllRoomMaintain).status).toBe(1);

    const closed = new Promise((resolve) => a.ws.once('close', resolve));
    await post('/__sim/chat/drop', {});
    await closed;
    expect(sim.ctx.chat?.connectionCount()).toBe(0);
  });

  it('refuses a socket without clientType=web or on another path', async () => {
    for (const path of ['/stream/ws/v1/handshake?clientType=ios', '/stream/ws/v1/other?clientType=web']) {
      const ws = new WebSocket(`ws://127.0.0.1:${sim.port}${path}`);
      const err = await new Promise<Error>((resolve) => ws.once('error', resolve));
      expect(err.message).toContain('400');
    }
  });

  it('answers a malformed frame without closing the socket', async () => {
    const c = await open();
    c.ws.send('not json');
    expect((await c.next(-1)).msgData.code).toBe(10003);
    c.send(CHAT_MSG_ID.Heartbeat, {});
    expect((await c.next(CHAT_MSG_ID.Heartbeat)).msgData.code).toBe(6000);
    c.ws.close();
  });
});
