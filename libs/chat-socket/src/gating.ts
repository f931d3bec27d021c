import { chatBroadcastRequestSchema } from '@site/api-contract';
import type { ChatRoom } from '@site/api-contract';
import { CHAT_ROOM_OPEN, CHAT_SPEECH_ALLOWED, CHAT_STATUS, CHAT_TEXT_MAX_LENGTH } from './constants';
import type { ChatSocketState } from './chat-state';
import { MESSAGES, roomVipDenied, speakVipDenied, textTooLong } from './messages';

export type ChatCheck = { ok: true } | { ok: false; reason: string };

const OK: ChatCheck = { ok: true };
const deny = (reason: string): ChatCheck => ({ ok: false, reason });

/**
 * VIP range test, bounds inclusive. A maximum of 0 (the login data default) means no upper
 * bound: reading it as "VIP0 only" would shut every member out whenever the server omits it.
 */
export function isGradeInRange(grade: number, vipMin: number, vipMax: number): boolean {
  return grade >= vipMin && (vipMax <= 0 || grade <= vipMax);
}

/** Is this room (or every room) under maintenance? */
export function isUnderMaintenance(state: ChatSocketState, room: ChatRoom | undefined): boolean {
  return state.allRoomsMaintenance.active || (room !== undefined && room.status !== CHAT_ROOM_OPEN);
}

/** Would a join of this room be accepted now: logged in, no maintenance (VIP is the caller's check)? */
export function canJoinNow(state: ChatSocketState, roomId: number): boolean {
  if (!state.loggedIn) return false;
  return !isUnderMaintenance(state, state.rooms.find((room) => room.roomId === roomId));
}

/** May the member enter this room (maintenance, VIP range)? */
export function checkJoinRoom(state: ChatSocketState, room: ChatRoom | undefined): ChatCheck {
  if (state.allRoomsMaintenance.active) return deny(state.allRoomsMaintenance.message || MESSAGES.allRoomsMaintenance);
  if (room === undefined) return OK;
  if (room.status !== CHAT_ROOM_OPEN) return deny(MESSAGES.roomMaintenance);
  const grade = state.member?.grade;
  if (grade !== undefined && !isGradeInRange(grade, room.vipMin, room.vipMax)) {
    return deny(roomVipDenied(room.vipMin, room.vipMax));
  }
  return OK;
}

/**
 * May the member speak now, and (when given) is this text sendable? The reason is the Chinese
 * text the chat room shows next to a disabled input.
 */
export function checkSpeak(state: ChatSocketState, content?: string): ChatCheck {
  if (state.status !== CHAT_STATUS.Connected) return deny(MESSAGES.notConnected);
  if (!state.loggedIn) return deny(MESSAGES.notLoggedIn);
  if (state.allRoomsMaintenance.active) return deny(state.allRoomsMaintenance.message || MESSAGES.allRoomsMaintenance);
  if (state.room === null) return deny(MESSAGES.noRoom);
  if (state.room.status !== CHAT_ROOM_OPEN) return deny(MESSAGES.roomMaintenance);
  if (state.loginData.speechStatus !== CHAT_SPEECH_ALLOWED) return deny(MESSAGES.muted);
  const { vipMin, vipMax } = state.loginData;
  const grade = state.member?.grade ?? 0;
  if (!isGradeInRange(grade, vipMin, vipMax)) return deny(speakVipDenied(vipMin, vipMax));
  if (content === undefined) return OK;
  if (content.trim() === '') return deny(MESSAGES.emptyText);
  if (content.length > CHAT_TEXT_MAX_LENGTH) return deny(textTooLong(CHAT_TEXT_MAX_LENGTH));
  if (!chatBroadcastRequestSchema.safeParse({ roomId: state.room.roomId, content }).success) {
    return deny(MESSAGES.invalidInput);
  }
  return OK;
}
