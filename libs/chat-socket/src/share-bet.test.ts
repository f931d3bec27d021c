import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_MSG_ID } from '@site/api-contract';
import type { ChatShareBet } from '@site/api-contract';
import { MESSAGES } from './messages';
import { SHARE_BET_TIMEOUT_MS, shareBetToRoom } from './share-bet';
import { FakeWebSocket, joinReply, loginReply, message, reply, room, settle } from './test-fakes';
import { setup } from './test-setup';

const bet: ChatShareBet = {
  orderNo: 'OB20260101001', venueCode: 'OBTY', venueName: 'OB体育', gameName: '英超 曼城 vs 利物浦', betContent: '主胜 @1.85',
  betAmount: 100, winLoss: 85,
};

/** The platform's echo of the member's (userId 7, loginData's) share. */
const echo = (patch: Partial<ChatShareBet> = {}) =>
  reply(CHAT_MSG_ID.ShareBetRecord, message(30, { userId: 7, kind: 'bet', content: '分享注单', bet: { ...bet, ...patch } }));

async function connected() {
  const { chat } = setup();
  chat.connect();
  const ws = FakeWebSocket.latest();
  ws.serverOpen();
  await settle();
  return { chat, ws };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});

describe('shareBetToRoom', () => {
  it('waits for the login, enters the chosen room, sends one 10010 and resolves on the echo', async () => {
    const { chat, ws } = await connected();
    const result = shareBetToRoom(chat, 1, bet);
    expect(ws.framesWith(CHAT_MSG_ID.JoinRoom)).toEqual([]);
    ws.serverSend(loginReply());
    expect(ws.framesWith(CHAT_MSG_ID.JoinRoom)).toEqual([{ roomId: 1 }]);
    expect(ws.framesWith(CHAT_MSG_ID.ShareBetRecord)).toEqual([]);
    ws.serverSend(joinReply());
    expect(ws.framesWith(CHAT_MSG_ID.ShareBetRecord)).toEqual([{ roomId: 1, bet }]);
    // Another member's share of the same order number, or another order of ours, is not the echo.
    ws.serverSend(reply(CHAT_MSG_ID.ShareBetRecord, message(29, { kind: 'bet', bet })));
    ws.serverSend(echo({ orderNo: 'OTHER' }));
    let settled = false;
    void result.then(() => (settled = true));
    await settle();
    expect(settled).toBe(false);
    ws.serverSend(echo());
    await expect(result).resolves.toEqual({ ok: true });
    expect(ws.framesWith(CHAT_MSG_ID.ShareBetRecord)).toHaveLength(1);
  });

  it('in the room already: no second join', async () => {
    const { chat, ws } = await connected();
    ws.serverSend(loginReply());
    chat.joinRoom(1);
    ws.serverSend(joinReply());
    const result = shareBetToRoom(chat, 1, bet);
    expect(ws.framesWith(CHAT_MSG_ID.JoinRoom)).toHaveLength(1);
    ws.serverSend(echo());
    await expect(result).resolves.toEqual({ ok: true });
  });

  it('says why in Chinese: the platform refused, a VIP room, maintenance, no such room, a bad card, no answer', async () => {
    const { chat, ws } = await connected();
    ws.serverSend(loginReply({ grade: 3, rooms: [room(), room({ roomId: 2, vipMin: 5, vipMax: 9 }), room({ roomId: 3, status: 0 })] }));

    const refused = shareBetToRoom(chat, 1, bet);
    ws.serverSend(joinReply());
    ws.serverSend(reply(CHAT_MSG_ID.ShareBetRecord, null, 10003, '注单不存在'));
    await expect(refused).resolves.toEqual({ ok: false, reason: '注单不存在' });

    await expect(shareBetToRoom(chat, 2, bet)).resolves.toEqual({ ok: false, reason: '该聊天室仅限VIP5–VIP9会员进入' });
    await expect(shareBetToRoom(chat, 3, bet)).resolves.toEqual({ ok: false, reason: MESSAGES.roomMaintenance });
    await expect(shareBetToRoom(chat, 99, bet)).resolves.toEqual({ ok: false, reason: MESSAGES.unknownRoom });
    await expect(shareBetToRoom(chat, 1, { ...bet, orderNo: '' })).resolves.toEqual({ ok: false, reason: MESSAGES.invalidBet });

    const silent = shareBetToRoom(chat, 1, bet);
    vi.advanceTimersByTime(SHARE_BET_TIMEOUT_MS);
    await expect(silent).resolves.toEqual({ ok: false, reason: MESSAGES.shareTimeout });
    expect(ws.framesWith(CHAT_MSG_ID.ShareBetRecord)).toHaveLength(2);
  });

  it('all rooms under maintenance: the platform’s notice is the reason', async () => {
    const { chat, ws } = await connected();
    ws.serverSend(loginReply());
    ws.serverSend(reply(CHAT_MSG_ID.AllRoomMaintain, { status: 1, message: '聊天室系统升级中' }));
    await expect(shareBetToRoom(chat, 1, bet)).resolves.toEqual({ ok: false, reason: '聊天室系统升级中' });
    expect(ws.framesWith(CHAT_MSG_ID.ShareBetRecord)).toEqual([]);
  });
});
