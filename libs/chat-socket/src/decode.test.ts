import { describe, expect, it } from 'vitest';
import { CHAT_MSG_ID, CHAT_MSG_IDS } from '@site/api-contract';
import { decodeChatFrame, encodeChatFrame } from './decode';
import type { ChatEventType } from './decode';
import { loginData, message, reply, room } from './test-fakes';

/** A valid server data sample for every message id of SPEC §7. */
const SAMPLES: Record<ChatEventType, unknown> = {
  Heartbeat: {},
  Login: loginData(),
  JoinRoom: { room: room(), history: [message(1)] },
  BroadcastRoom: message(2),
  SpeechStatus: { speechStatus: 1 },
  MsgShield: { shielded: [3] },
  RoomStatus: { roomId: 1, status: 0 },
  ChatVIPLevel: { roomId: 1, vipMin: 2, vipMax: 8 },
  BroadcastJoin: { roomId: 1, userId: 4, nickName: '新人', grade: 0 },
  AllRoomMaintain: { status: 1, message: '维护中' },
  ShareBetRecord: message(5, { kind: 'bet' }),
  ChatHistory: { roomId: 1, list: [message(6)], hasMore: false },
  LeaveRoom: { roomId: 1 },
  Score: { score: 12 },
  Gift: message(7, { kind: 'gift', gift: { giftId: 1, giftName: '鲜花', count: 1 } }),
};

describe('decodeChatFrame', () => {
  it('has a sample for every message id of the contract', () => {
    expect(Object.keys(SAMPLES).map((type) => CHAT_MSG_ID[type as ChatEventType]).sort()).toEqual(
      [...CHAT_MSG_IDS].sort(),
    );
  });

  it.each(Object.entries(SAMPLES))('decodes %s into its typed event', (type, data) => {
    const msgId = CHAT_MSG_ID[type as ChatEventType];
    const event = decodeChatFrame(JSON.stringify(reply(msgId, data)));
    expect(event).toEqual({ type, msgId, data });
  });

  it('fills the login data defaults (speechStatus, vipMin, vipMax = 0)', () => {
    const { speechStatus: _s, vipMin: _min, vipMax: _max, ...rest } = loginData();
    const event = decodeChatFrame(JSON.stringify(reply(CHAT_MSG_ID.Login, rest)));
    expect(event).toMatchObject({ type: 'Login', data: { speechStatus: 0, vipMin: 0, vipMax: 0 } });
  });

  it('accepts success code 0 as well as 6000', () => {
    expect(decodeChatFrame(JSON.stringify(reply(CHAT_MSG_ID.Score, { score: 1 }, 0)))).toMatchObject({ type: 'Score' });
  });

  it('a non-success code becomes a Rejected event with the server message', () => {
    expect(decodeChatFrame(JSON.stringify(reply(CHAT_MSG_ID.BroadcastRoom, null, 10001, '发言过于频繁')))).toEqual({
      type: 'Rejected',
      msgId: 10003,
      code: 10001,
      message: '发言过于频繁',
    });
  });

  it('a bare heartbeat echo is a heartbeat, not a malformed frame', () => {
    expect(decodeChatFrame('{"msgId":0,"msgData":{}}')).toEqual({ type: 'Heartbeat', msgId: 0, data: {} });
  });

  it.each([
    ['binary', new Uint8Array([1, 2])],
    ['not JSON', '{"msgId":'],
    ['no msgId', '{"msgData":{}}'],
    ['unknown id', JSON.stringify(reply(10013 as never, {}))],
    ['no reply wrapper', JSON.stringify({ msgId: CHAT_MSG_ID.Score, msgData: { score: 1 } })],
    ['wrong data', JSON.stringify(reply(CHAT_MSG_ID.Score, { score: '1' }))],
    ['null', 'null'],
    ['number', 42],
  ])('returns null for %s', (_name, raw) => {
    expect(decodeChatFrame(raw)).toBeNull();
  });
});

describe('encodeChatFrame', () => {
  it('writes { msgId, msgData }', () => {
    expect(JSON.parse(encodeChatFrame(CHAT_MSG_ID.Heartbeat, {}))).toEqual({ msgId: 0, msgData: {} });
  });
});
