import type { ChatRoom } from '@site/api-contract';
import { MESSAGES, checkJoinRoom } from '@site/chat-socket';
import type { ChatCheck, ChatSocketState } from '@site/chat-socket';

export function vipRangeText(room: Pick<ChatRoom, 'vipMin' | 'vipMax'>): string {
  return room.vipMax > 0 ? `VIP${room.vipMin}–VIP${room.vipMax}` : `VIP${room.vipMin}及以上`;
}

/**
 * What the room page shows: waiting for the login (rooms unknown), a room that does not exist,
 * a room the member may not be in (maintenance, all rooms down, VIP range) or the chat itself.
 */
export type RoomView =
  | { kind: 'waiting' }
  | { kind: 'unknown'; reason: string }
  | { kind: 'blocked'; reason: string; maintenance: boolean }
  | { kind: 'chat'; room: ChatRoom | undefined };

export function roomView(state: ChatSocketState | null, roomId: number): RoomView {
  if (state === null) return { kind: 'waiting' };
  const room = state.rooms.find((candidate) => candidate.roomId === roomId);
  if (state.allRoomsMaintenance.active) {
    return { kind: 'blocked', reason: state.allRoomsMaintenance.message || MESSAGES.allRoomsMaintenance, maintenance: true };
  }
  if (room === undefined) {
    return state.loggedIn ? { kind: 'unknown', reason: MESSAGES.unknownRoom } : { kind: 'waiting' };
  }
  const check = checkJoinRoom(state, room);
  if (!check.ok) return { kind: 'blocked', reason: check.reason, maintenance: room.status !== 1 };
  return { kind: 'chat', room };
}

/** The composer's state: disabled with the reason (muted, maintenance…) or ready. */
export function composerBlock(check: ChatCheck): string | null {
  if (check.ok || check.reason === MESSAGES.emptyText) return null;
  return check.reason;
}

/** hh:mm of a message, in the page's time zone. */
export function messageTime(at: number): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
