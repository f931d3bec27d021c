import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSINESS_CODES, CHAT_MSG_ID } from '@site/api-contract';
import { MESSAGES } from './messages';
import { FakeWebSocket, joinReply, loginReply, message, reply, room, settle } from './test-fakes';
import { reconnected, setup } from './test-setup';

/*
 * What the simulator does (apps/platform-sim chat hub): a room going into maintenance is announced
 * to everyone with RoomStatus and its members are dropped from it without a LeaveRoom; reopening
 * is another RoomStatus and nobody is put back. All-room maintenance keeps members in their rooms
 * but refuses joins and speech, and is announced right after a login while it lasts.
 */

const MAINTENANCE = BUSINESS_CODES.SYSTEM_MAINTENANCE.code;

async function connected(options: { rooms?: ReturnType<typeof room>[] } = {}) {
  const { chat } = setup();
  chat.connect();
  const ws = FakeWebSocket.latest();
  ws.serverOpen();
  await settle();
  ws.serverSend(loginReply(options.rooms ? { rooms: options.rooms } : {}));
  return { chat, ws };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});

describe('room maintenance', () => {
  it('the room stays shown under maintenance and is joined again, once, when it reopens', async () => {
    const { chat, ws } = await connected();
    chat.joinRoom(1);
    ws.serverSend(joinReply([message(1), message(2)]));
    expect(ws.framesWith(CHAT_MSG_ID.JoinRoom)).toHaveLength(1);

    ws.serverSend(reply(CHAT_MSG_ID.RoomStatus, { roomId: 1, status: 0 }));
    expect(chat.getState()).toMatchObject({ room: { roomId: 1, status: 0 }, wantedRoomId: 1 });
    expect(chat.checkSpeak('你好')).toEqual({ ok: false, reason: MESSAGES.roomMaintenance });
    vi.advanceTimersByTime(60_000);
    expect(ws.framesWith(CHAT_MSG_ID.JoinRoom)).toHaveLength(1);

    ws.serverSend(reply(CHAT_MSG_ID.RoomStatus, { roomId: 1, status: 1 }));
    expect(ws.framesWith(CHAT_MSG_ID.JoinRoom)).toEqual([{ roomId: 1 }, { roomId: 1 }]);
    ws.serverSend(joinReply([message(1), message(2), message(3)]));
    expect(chat.getState().room).toMatchObject({ roomId: 1, status: 1 });
    expect(chat.store.getSnapshot().list.map((item) => item.key)).toEqual(['m:1', 'm:2', 'm:3']);
    expect(chat.sendText('回来了')).toEqual({ ok: true });
  });

  it('another room’s maintenance changes nothing for the member', async () => {
    const { chat, ws } = await connected();
    chat.joinRoom(1);
    ws.serverSend(joinReply());
    ws.serverSend(reply(CHAT_MSG_ID.RoomStatus, { roomId: 2, status: 0 }));
    ws.serverSend(reply(CHAT_MSG_ID.RoomStatus, { roomId: 2, status: 1 }));
    expect(ws.framesWith(CHAT_MSG_ID.JoinRoom)).toEqual([{ roomId: 1 }]);
    expect(chat.sendText('你好')).toEqual({ ok: true });
  });

  it('a room chosen while under maintenance is refused now, waited for, and joined when it opens', async () => {
    const { chat, ws } = await connected({ rooms: [room({ status: 0 })] });
    expect(chat.joinRoom(1)).toEqual({ ok: false, reason: MESSAGES.roomMaintenance });
    expect(chat.getState().wantedRoomId).toBe(1);
    expect(ws.framesWith(CHAT_MSG_ID.JoinRoom)).toEqual([]);

    ws.serverSend(reply(CHAT_MSG_ID.RoomStatus, { roomId: 1, status: 1 }));
    expect(ws.framesWith(CHAT_MSG_ID.JoinRoom)).toEqual([{ roomId: 1 }]);
  });

  it('after a reconnect the login does not try a room the room list shows under maintenance', async () => {
    const { chat, ws } = await connected();
    chat.joinRoom(1);
    ws.serverSend(joinReply());
    const next = await reconnected(ws);
    next.serverSend(loginReply({ rooms: [room({ status: 0 })] }));
    expect(next.framesWith(CHAT_MSG_ID.JoinRoom)).toEqual([]);
    next.serverSend(reply(CHAT_MSG_ID.RoomStatus, { roomId: 1, status: 1 }));
    expect(next.framesWith(CHAT_MSG_ID.JoinRoom)).toEqual([{ roomId: 1 }]);
  });

  it('leaving while waiting forgets the room: its reopening joins nothing', async () => {
    const { chat, ws } = await connected({ rooms: [room({ status: 0 })] });
    chat.joinRoom(1);
    chat.leaveRoom();
    expect(chat.getState().wantedRoomId).toBeNull();
    ws.serverSend(reply(CHAT_MSG_ID.RoomStatus, { roomId: 1, status: 1 }));
    expect(ws.framesWith(CHAT_MSG_ID.JoinRoom)).toEqual([]);
  });
});

describe('all-room maintenance', () => {
  it('members stay in their room; no join is sent while it lasts', async () => {
    const { chat, ws } = await connected();
    chat.joinRoom(1);
    ws.serverSend(joinReply());
    ws.serverSend(reply(CHAT_MSG_ID.AllRoomMaintain, { status: 1, message: '聊天室维护中' }));
    expect(chat.getState().room?.roomId).toBe(1);
    ws.serverSend(reply(CHAT_MSG_ID.AllRoomMaintain, { status: 0, message: '' }));
    expect(ws.framesWith(CHAT_MSG_ID.JoinRoom)).toEqual([{ roomId: 1 }]);
    expect(chat.sendText('你好')).toEqual({ ok: true });
  });

  it('a join refused during it (after a reconnect) is sent again when it ends', async () => {
    const { chat, ws } = await connected();
    chat.joinRoom(1);
    ws.serverSend(joinReply());
    const next = await reconnected(ws);
    next.serverSend(loginReply());
    expect(next.framesWith(CHAT_MSG_ID.JoinRoom)).toEqual([{ roomId: 1 }]);
    next.serverSend(reply(CHAT_MSG_ID.JoinRoom, null, MAINTENANCE, '聊天室维护中'));
    next.serverSend(reply(CHAT_MSG_ID.AllRoomMaintain, { status: 1, message: '聊天室维护中' }));
    expect(chat.getState()).toMatchObject({ room: null, wantedRoomId: 1, allRoomsMaintenance: { active: true } });

    next.serverSend(reply(CHAT_MSG_ID.AllRoomMaintain, { status: 0, message: '' }));
    expect(next.framesWith(CHAT_MSG_ID.JoinRoom)).toEqual([{ roomId: 1 }, { roomId: 1 }]);
    next.serverSend(joinReply([message(5)]));
    expect(chat.getState().room?.roomId).toBe(1);
  });

  it('a new login forgets an all-room maintenance the server no longer announces', async () => {
    const { chat, ws } = await connected();
    ws.serverSend(reply(CHAT_MSG_ID.AllRoomMaintain, { status: 1, message: '聊天室维护中' }));
    const next = await reconnected(ws);
    next.serverSend(loginReply());
    expect(chat.getState().allRoomsMaintenance.active).toBe(false);
  });
});
