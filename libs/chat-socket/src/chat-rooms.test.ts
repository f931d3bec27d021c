import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_MSG_ID } from '@site/api-contract';
import type { ChatHistoryRequest } from '@site/api-contract';
import type { ChatSocketOptions } from './chat-socket';
import { CHAT_HISTORY_PAGE_SIZE, CHAT_SCROLL_TYPE } from './constants';
import { MESSAGES } from './messages';
import { FakeWebSocket, joinReply, loginData, loginReply, message, reply, room, settle } from './test-fakes';
import { setup } from './test-setup';

async function inRoom(overrides: Partial<ChatSocketOptions> = {}, login = loginData()) {
  const { chat } = setup(overrides);
  chat.joinRoom(1);
  chat.connect();
  const ws = FakeWebSocket.latest();
  ws.serverOpen();
  await settle();
  ws.serverSend(reply(CHAT_MSG_ID.Login, login));
  ws.serverSend(joinReply([message(12), message(10), message(11)]));
  return { chat, ws, keys: () => chat.store.getSnapshot().list.map((item) => item.key) };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});

describe('rooms', () => {
  it('a room chosen before login is joined right after the login reply, history oldest first', async () => {
    const { chat, ws, keys } = await inRoom();
    expect(ws.framesWith(CHAT_MSG_ID.JoinRoom)).toEqual([{ roomId: 1 }]);
    expect(chat.getState().room).toMatchObject({ roomId: 1, roomName: '大厅' });
    expect(keys()).toEqual(['m:10', 'm:11', 'm:12']);
    expect(chat.store.getSnapshot().scrollType).toBe(CHAT_SCROLL_TYPE.FollowBottom);
  });

  it('switching rooms leaves the old one first and empties the list', async () => {
    const { chat, ws, keys } = await inRoom({}, loginData({ grade: 6 }));
    expect(chat.joinRoom(2)).toEqual({ ok: true });
    expect(ws.frames().slice(-2)).toEqual([
      { msgId: CHAT_MSG_ID.LeaveRoom, msgData: { roomId: 1 } },
      { msgId: CHAT_MSG_ID.JoinRoom, msgData: { roomId: 2 } },
    ]);
    expect(keys()).toEqual([]);
    expect(chat.getState().room).toBeNull();
  });

  it('VIP range of a room comes from the room list; outside it the join is refused in Chinese', async () => {
    const { chat, ws } = await inRoom();
    const result = chat.joinRoom(2);
    expect(result).toEqual({ ok: false, reason: '该聊天室仅限VIP5–VIP9会员进入' });
    expect(ws.framesWith(CHAT_MSG_ID.JoinRoom)).toHaveLength(1);

    ws.serverSend(reply(CHAT_MSG_ID.ChatVIPLevel, { roomId: 2, vipMin: 0, vipMax: 3 }));
    expect(chat.joinRoom(2)).toEqual({ ok: true });
  });

  it('room maintenance and all-room maintenance refuse joins and speech', async () => {
    const { chat, ws } = await inRoom();
    ws.serverSend(reply(CHAT_MSG_ID.RoomStatus, { roomId: 1, status: 0 }));
    expect(chat.getState().room?.status).toBe(0);
    expect(chat.sendText('你好')).toEqual({ ok: false, reason: MESSAGES.roomMaintenance });

    ws.serverSend(reply(CHAT_MSG_ID.RoomStatus, { roomId: 1, status: 1 }));
    ws.serverSend(reply(CHAT_MSG_ID.AllRoomMaintain, { status: 1, message: '全站聊天维护至 18:00' }));
    expect(chat.getState().allRoomsMaintenance).toEqual({ active: true, message: '全站聊天维护至 18:00' });
    expect(chat.sendText('你好')).toEqual({ ok: false, reason: '全站聊天维护至 18:00' });
    expect(chat.joinRoom(2)).toEqual({ ok: false, reason: '全站聊天维护至 18:00' });

    ws.serverSend(reply(CHAT_MSG_ID.AllRoomMaintain, { status: 0, message: '' }));
    expect(chat.sendText('你好')).toEqual({ ok: true });
  });

  it('a server-side LeaveRoom empties the room and forgets it', async () => {
    const { chat, ws, keys } = await inRoom();
    ws.serverSend(reply(CHAT_MSG_ID.LeaveRoom, { roomId: 1 }));
    expect(chat.getState().room).toBeNull();
    expect(keys()).toEqual([]);
  });

  it('leaveRoom sends LeaveRoom and the next connection does not re-join', async () => {
    const { chat, ws } = await inRoom();
    expect(chat.leaveRoom()).toEqual({ ok: true });
    expect(ws.framesWith(CHAT_MSG_ID.LeaveRoom)).toEqual([{ roomId: 1 }]);
    ws.serverClose();
    vi.advanceTimersByTime(3000);
    const next = FakeWebSocket.latest();
    next.serverOpen();
    await settle();
    next.serverSend(loginReply());
    expect(next.framesWith(CHAT_MSG_ID.JoinRoom)).toEqual([]);
  });
});

describe('messages in the list', () => {
  it('appends texts, shared bets, gifts, joins and scores as their own kinds; other rooms ignored', async () => {
    const { chat, ws } = await inRoom();
    ws.serverSend(reply(CHAT_MSG_ID.BroadcastRoom, message(20)));
    ws.serverSend(reply(CHAT_MSG_ID.BroadcastRoom, message(21, { roomId: 2 })));
    const bet = { orderNo: 'B1', venueCode: 'OBTY', gameName: '足球', betContent: '主胜', betAmount: 10, odds: 1.9 };
    ws.serverSend(reply(CHAT_MSG_ID.ShareBetRecord, message(22, { kind: 'bet', bet })));
    ws.serverSend(reply(CHAT_MSG_ID.Gift, message(23, { kind: 'gift', gift: { giftId: 1, giftName: '鲜花', count: 3 } })));
    ws.serverSend(reply(CHAT_MSG_ID.BroadcastJoin, { roomId: 1, userId: 300, nickName: '新人', grade: 0 }));
    ws.serverSend(reply(CHAT_MSG_ID.BroadcastJoin, { roomId: 2, userId: 301, nickName: '别处', grade: 0 }));
    ws.serverSend(reply(CHAT_MSG_ID.Score, { score: 250 }));

    const tail = chat.store.getSnapshot().list.slice(3);
    expect(tail.map((item) => item.kind)).toEqual(['text', 'bet', 'gift', 'join', 'score']);
    expect(tail[3]).toMatchObject({ kind: 'join', join: { nickName: '新人' } });
    expect(tail[4]).toMatchObject({ kind: 'score', score: 250 });
    expect(chat.getState().score).toBe(250);
  });

  it('the same message arriving twice is listed once', async () => {
    const { ws, keys } = await inRoom();
    ws.serverSend(reply(CHAT_MSG_ID.BroadcastRoom, message(11)));
    expect(keys()).toEqual(['m:10', 'm:11', 'm:12']);
  });

  it('shielded members are hidden: existing messages removed, new ones not added', async () => {
    const { chat, ws, keys } = await inRoom({}, loginData({ shielded: [112] }));
    // message(12) is by user 112: hidden from the joined history already.
    expect(keys()).toEqual(['m:10', 'm:11']);
    ws.serverSend(reply(CHAT_MSG_ID.MsgShield, { shielded: [112, 110] }));
    expect(keys()).toEqual(['m:11']);
    expect(chat.getState().shielded).toEqual([112, 110]);
    ws.serverSend(reply(CHAT_MSG_ID.BroadcastRoom, message(10, { id: 30 })));
    expect(keys()).toEqual(['m:11']);
  });

  it('member and platform text arrives without bidi controls or zero-width characters (issue #27)', async () => {
    const { chat, ws } = await inRoom();
    ws.serverSend(reply(CHAT_MSG_ID.BroadcastRoom, message(41, { nickName: '官方客服\u202Egnp.exe', content: '卡号 6222\u202E0202\u200B 👨‍👩‍👧' })));
    expect(chat.store.getSnapshot().list.at(-1)).toMatchObject({ message: { nickName: '官方客服gnp.exe', content: '卡号 62220202 👨‍👩‍👧' } });
    ws.serverSend(reply(CHAT_MSG_ID.BroadcastRoom, null, 10001, '发言\u202E过于频繁'));
    expect(JSON.stringify(chat.getState())).not.toMatch(/\u202E|\u200B/);
  });

  it('member text is kept verbatim, markup included (escaping is the renderer’s job)', async () => {
    const { chat, ws } = await inRoom();
    const xss = '<img src=x onerror=alert(1)> 😀 https://evil.example';
    ws.serverSend(reply(CHAT_MSG_ID.BroadcastRoom, message(40, { content: xss })));
    expect(chat.store.getSnapshot().list.at(-1)).toMatchObject({ message: { content: xss } });
  });
});

describe('speaking', () => {
  it('sends text to the current room', async () => {
    const { chat, ws } = await inRoom();
    expect(chat.sendText('大家好 😀')).toEqual({ ok: true });
    expect(ws.framesWith(CHAT_MSG_ID.BroadcastRoom)).toEqual([{ roomId: 1, content: '大家好 😀' }]);
  });

  it('sends pasted text without its hidden controls (an emoji family stays whole)', async () => {
    const { chat, ws } = await inRoom();
    expect(chat.sendText('官方\u200B客服\u202Egnp.exe 👨‍👩‍👧')).toEqual({ ok: true });
    expect(ws.framesWith(CHAT_MSG_ID.BroadcastRoom)).toEqual([{ roomId: 1, content: '官方客服gnp.exe 👨‍👩‍👧' }]);
    expect(chat.sendText('\u200B\u202E')).toEqual({ ok: false, reason: '请输入聊天内容' });
  });

  it('a muted member cannot send, with a Chinese reason, and nothing goes out', async () => {
    const { chat, ws } = await inRoom();
    ws.serverSend(reply(CHAT_MSG_ID.SpeechStatus, { speechStatus: 1 }));
    expect(chat.checkSpeak()).toEqual({ ok: false, reason: '您已被禁言，暂时无法发言' });
    expect(chat.sendText('你好')).toEqual({ ok: false, reason: '您已被禁言，暂时无法发言' });
    expect(chat.sendGift(1, 1).ok).toBe(false);
    expect(ws.framesWith(CHAT_MSG_ID.BroadcastRoom)).toEqual([]);
    expect(ws.framesWith(CHAT_MSG_ID.Gift)).toEqual([]);
  });

  it('the login VIP range gates speech', async () => {
    const { chat } = await inRoom({}, loginData({ grade: 3, vipMin: 5, vipMax: 0 }));
    expect(chat.sendText('你好')).toEqual({ ok: false, reason: '仅VIP5及以上会员可以发言' });
  });

  it('empty and over-long texts are refused', async () => {
    const { chat } = await inRoom();
    expect(chat.sendText('   ')).toEqual({ ok: false, reason: '请输入聊天内容' });
    expect(chat.sendText('字'.repeat(501))).toEqual({ ok: false, reason: '聊天内容不能超过500个字' });
    expect(chat.sendText('字'.repeat(500))).toEqual({ ok: true });
  });

  it('offline or outside a room it says why', () => {
    const { chat } = setup();
    expect(chat.sendText('你好')).toEqual({ ok: false, reason: MESSAGES.notConnected });
  });

  it('shares a bet record and shields a member', async () => {
    const { chat, ws } = await inRoom();
    const bet = { orderNo: 'B2', venueCode: 'IMTY', venueName: 'IM体育', gameName: '篮球', betContent: '大', betAmount: 50, odds: 1.85, winLoss: null };
    expect(chat.shareBet(bet)).toEqual({ ok: true });
    expect(chat.setShield(200, true)).toEqual({ ok: true });
    expect(ws.framesWith(CHAT_MSG_ID.ShareBetRecord)).toEqual([{ roomId: 1, bet }]);
    expect(ws.framesWith(CHAT_MSG_ID.MsgShield)).toEqual([{ userId: 200, shield: true }]);
  });
});

describe('history', () => {
  it('loads the page before the oldest message and keeps the scroll place', async () => {
    const requests: ChatHistoryRequest[] = [];
    const fetchHistory = (request: ChatHistoryRequest) => {
      requests.push(request);
      return Promise.resolve({ roomId: 1, list: [message(8), message(9)], hasMore: false });
    };
    const { chat, keys } = await inRoom({ fetchHistory });
    expect(await chat.loadHistory()).toEqual({ ok: true });
    expect(requests).toEqual([{ roomId: 1, beforeId: 10, pageSize: CHAT_HISTORY_PAGE_SIZE }]);
    expect(keys()).toEqual(['m:8', 'm:9', 'm:10', 'm:11', 'm:12']);
    expect(chat.store.getSnapshot()).toMatchObject({ scrollType: CHAT_SCROLL_TYPE.KeepPosition, prepended: 2 });
    expect(chat.getState().history).toEqual({ loading: false, hasMore: false, error: null });

    // Nothing older: no further request.
    await chat.loadHistory();
    expect(requests).toHaveLength(1);
  });

  it('one load at a time', async () => {
    const fetchHistory = vi.fn(() => Promise.resolve({ roomId: 1, list: [message(5)], hasMore: true }));
    const { chat } = await inRoom({ fetchHistory });
    const first = chat.loadHistory();
    expect(chat.getState().history.loading).toBe(true);
    await chat.loadHistory();
    await first;
    expect(fetchHistory).toHaveBeenCalledTimes(1);
  });

  it('a failed or malformed reply sets a Chinese error and throws nothing', async () => {
    const { chat, keys } = await inRoom({ fetchHistory: () => Promise.reject(new Error('timeout')) });
    expect(await chat.loadHistory()).toEqual({ ok: false, reason: MESSAGES.historyFailed });
    expect(chat.getState().history.error).toBe('历史消息加载失败，请稍后重试');
    expect(keys()).toEqual(['m:10', 'm:11', 'm:12']);

    const bad = await inRoom({ fetchHistory: () => Promise.resolve({ nope: true }) });
    expect((await bad.chat.loadHistory()).ok).toBe(false);
  });

  it('a page that comes back after the room changed is discarded', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    const { chat, ws, keys } = await inRoom({ fetchHistory: () => new Promise((r) => (resolve = r)) });
    const pending = chat.loadHistory();
    ws.serverSend(reply(CHAT_MSG_ID.LeaveRoom, { roomId: 1 }));
    ws.serverSend(joinReply([message(50, { roomId: 3 })], room({ roomId: 3 })));
    resolve({ roomId: 1, list: [message(1)], hasMore: true });
    expect((await pending).ok).toBe(false);
    expect(keys()).toEqual(['m:50']);
  });

  describe('history the platform pushes unasked (msgId 10011, issue #25 item 9)', () => {
    it('is merged into the room in id order, without duplicates, around what is shown', async () => {
      const { chat, ws, keys } = await inRoom();
      ws.serverSend(reply(CHAT_MSG_ID.BroadcastRoom, message(15)));
      // Older, already shown, in between and newer, out of order: each lands where its id says.
      ws.serverSend(reply(CHAT_MSG_ID.ChatHistory, { roomId: 1, list: [message(16), message(11), message(9), message(13), message(15), message(14)], hasMore: false }));
      expect(keys()).toEqual(['m:9', 'm:10', 'm:11', 'm:12', 'm:13', 'm:14', 'm:15', 'm:16']);
      // The one row above the reader's place keeps it; the rest are part of the conversation.
      expect(chat.store.getSnapshot()).toMatchObject({ prepended: 1, scrollType: CHAT_SCROLL_TYPE.KeepPosition });
      // The same page again changes nothing.
      const version = chat.store.getSnapshot().version;
      ws.serverSend(reply(CHAT_MSG_ID.ChatHistory, { roomId: 1, list: [message(13), message(16)], hasMore: false }));
      expect(chat.store.getSnapshot().version).toBe(version);
    });

    it('an older page goes above everything shown, a member\'s join row included, keeping the reader\'s place', async () => {
      const { chat, ws, keys } = await inRoom();
      ws.serverSend(reply(CHAT_MSG_ID.LeaveRoom, { roomId: 1 }));
      ws.serverSend(joinReply([]));
      ws.serverSend(reply(CHAT_MSG_ID.BroadcastJoin, { roomId: 1, userId: 300, nickName: '新会员', grade: 1 }));
      ws.serverSend(reply(CHAT_MSG_ID.BroadcastRoom, message(12)));
      ws.serverSend(reply(CHAT_MSG_ID.ChatHistory, { roomId: 1, list: [message(10), message(11)], hasMore: true }));
      expect(keys()).toEqual(['m:10', 'm:11', expect.stringMatching(/^j:/), 'm:12']);
      expect(chat.store.getSnapshot()).toMatchObject({ prepended: 2, scrollType: CHAT_SCROLL_TYPE.KeepPosition });
    });

    it('a page newer than everything shown is appended and does not end paging of older history', async () => {
      const { chat, ws, keys } = await inRoom();
      expect(chat.getState().history.hasMore).toBe(true);
      ws.serverSend(reply(CHAT_MSG_ID.ChatHistory, { roomId: 1, list: [message(21), message(20)], hasMore: false }));
      expect(keys()).toEqual(['m:10', 'm:11', 'm:12', 'm:20', 'm:21']);
      expect(chat.store.getSnapshot().scrollType).toBe(CHAT_SCROLL_TYPE.FollowBottom);
      expect(chat.getState().history.hasMore).toBe(true);
    });

    it('pushed before the join reply, it is merged with the room\'s opening history; other rooms\' pages are ignored', async () => {
      const { chat } = setup();
      chat.joinRoom(1);
      chat.connect();
      const ws = FakeWebSocket.latest();
      ws.serverOpen();
      await settle();
      ws.serverSend(reply(CHAT_MSG_ID.Login, loginData()));
      ws.serverSend(reply(CHAT_MSG_ID.ChatHistory, { roomId: 1, list: [message(13), message(9), message(11)], hasMore: true }));
      ws.serverSend(reply(CHAT_MSG_ID.ChatHistory, { roomId: 2, list: [message(99, { roomId: 2 })], hasMore: true }));
      ws.serverSend(joinReply([message(12), message(10), message(11)]));
      expect(chat.store.getSnapshot().list.map((item) => item.key)).toEqual(['m:9', 'm:10', 'm:11', 'm:12', 'm:13']);
    });
  });

  it('a ChatHistory frame on the socket is prepended too', async () => {
    const { chat, ws, keys } = await inRoom();
    ws.serverSend(reply(CHAT_MSG_ID.ChatHistory, { roomId: 1, list: [message(7)], hasMore: true }));
    expect(keys()[0]).toBe('m:7');
    expect(chat.getState().history.hasMore).toBe(true);
  });
});
