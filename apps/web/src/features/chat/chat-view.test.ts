import { initialChatState } from '@site/chat-socket';
import type { ChatSocketState } from '@site/chat-socket';
import type { ChatRoom } from '@site/api-contract';
import { describe, expect, it } from 'vitest';
import { composerBlock, roomView, vipRangeText } from './chat-view';
import { chatHostFromConfig, toChatJwt } from '../../app/chat-ports';
import { parseRoomId } from './room-id';

const room = (patch: Partial<ChatRoom> = {}): ChatRoom => ({
  roomId: 1, roomName: '综合大厅', vipMin: 0, vipMax: 10, status: 1, online: 3, ...patch,
});

function state(patch: Partial<ChatSocketState> = {}): ChatSocketState {
  return {
    ...initialChatState(),
    status: 1,
    phase: 'open',
    loggedIn: true,
    member: { userId: 7, nickName: '星耀会员', grade: 5 },
    rooms: [room(), room({ roomId: 2, roomName: '至尊俱乐部', vipMin: 8, vipMax: 10 }), room({ roomId: 3, status: 0 })],
    ...patch,
  };
}

describe('roomView', () => {
  it('waits for the login before it knows the rooms', () => {
    expect(roomView(null, 1)).toEqual({ kind: 'waiting' });
    expect(roomView(state({ loggedIn: false, rooms: [] }), 1)).toEqual({ kind: 'waiting' });
  });
  it('opens a room in the member’s VIP range', () => {
    expect(roomView(state(), 1)).toMatchObject({ kind: 'chat', room: { roomId: 1 } });
  });
  it('keeps a VIP5 member out of a VIP8–VIP10 room with the reason in Chinese', () => {
    expect(roomView(state(), 2)).toEqual({ kind: 'blocked', reason: '该聊天室仅限VIP8–VIP10会员进入', maintenance: false });
  });
  it('shows room maintenance and all-room maintenance', () => {
    expect(roomView(state(), 3)).toEqual({ kind: 'blocked', reason: '该聊天室维护中，请稍后再来', maintenance: true });
    const down = state({ allRoomsMaintenance: { active: true, message: '聊天室升级中' } });
    expect(roomView(down, 1)).toEqual({ kind: 'blocked', reason: '聊天室升级中', maintenance: true });
  });
  it('says so when the room does not exist', () => {
    expect(roomView(state(), 99)).toEqual({ kind: 'unknown', reason: '该聊天室不存在' });
  });
});

describe('composerBlock', () => {
  it('passes an empty text (the button is disabled anyway) and blocks with any other reason', () => {
    expect(composerBlock({ ok: true })).toBeNull();
    expect(composerBlock({ ok: false, reason: '请输入聊天内容' })).toBeNull();
    expect(composerBlock({ ok: false, reason: '您已被禁言，暂时无法发言' })).toBe('您已被禁言，暂时无法发言');
  });
});

describe('helpers', () => {
  it('writes VIP ranges, an open top as 及以上', () => {
    expect(vipRangeText({ vipMin: 3, vipMax: 10 })).toBe('VIP3–VIP10');
    expect(vipRangeText({ vipMin: 0, vipMax: 0 })).toBe('VIP0及以上');
  });
  it('reads the chat host from configMap entry 51 only', () => {
    expect(chatHostFromConfig({ configMap: { '51': 'chat.example:8080' } })).toBe('chat.example:8080');
    expect(chatHostFromConfig({ configMap: { '50': 'x' } })).toBeUndefined();
    expect(chatHostFromConfig({ configMap: { '51': ' ' } })).toBeUndefined();
    expect(chatHostFromConfig(null)).toBeUndefined();
    expect(chatHostFromConfig({ configMap: 'nope' })).toBeUndefined();
  });
  it('adapts the member JWT reply to the login frame, refusing one without a token', () => {
    expect(toChatJwt({ token: 'jwt', body: '{"a":1}' })).toEqual({ token: 'jwt', body: '{"a":1}' });
    expect(() => toChatJwt({ token: '' })).toThrow('聊天室登录凭证无效');
    expect(() => toChatJwt(null)).toThrow();
  });
  it('accepts only positive integer room ids', () => {
    expect(parseRoomId('12')).toBe(12);
    for (const bad of ['0', '-1', '1.5', 'abc', '', '1e3', '9999999999']) expect(parseRoomId(bad)).toBeNull();
  });
});
