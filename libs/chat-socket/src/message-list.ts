import { z } from 'zod';
import { chatMessageSchema, chatRoomSchema } from '@site/api-contract';
import type { ChatHistoryData, ChatMessage, ChatRoom } from '@site/api-contract';

/*
 * Lists of messages (a room's opening history, a history page) are checked message by message:
 * one malformed message costs only itself (dropped and counted) instead of the whole page, and
 * the check stays linear in the page, never a second pass over the whole history held.
 */

export interface CheckedMessages {
  list: ChatMessage[];
  /** Messages that did not match the contract and were left out. */
  dropped: number;
}

/** Each element checked against the contract's message; null when the value is not an array. */
export function checkMessages(raw: unknown): CheckedMessages | null {
  if (!Array.isArray(raw)) return null;
  const list: ChatMessage[] = [];
  let dropped = 0;
  for (const item of raw as unknown[]) {
    const checked = chatMessageSchema.safeParse(item);
    if (checked.success) list.push(checked.data);
    else dropped += 1;
  }
  return { list, dropped };
}

const historyShellSchema = z.object({ roomId: z.number().int(), list: z.array(z.unknown()), hasMore: z.boolean() });
const joinShellSchema = z.object({ room: chatRoomSchema, history: z.array(z.unknown()) });

/** A history page (socket ChatHistory data or the HTTP reply); null when its frame is malformed. */
export function decodeHistoryPage(raw: unknown): { data: ChatHistoryData; dropped: number } | null {
  const shell = historyShellSchema.safeParse(raw);
  if (!shell.success) return null;
  const checked = checkMessages(shell.data.list);
  if (checked === null) return null;
  return { data: { roomId: shell.data.roomId, list: checked.list, hasMore: shell.data.hasMore }, dropped: checked.dropped };
}

/** JoinRoom reply data: the room and its newest messages. */
export function decodeJoinRoom(raw: unknown): { data: { room: ChatRoom; history: ChatMessage[] }; dropped: number } | null {
  const shell = joinShellSchema.safeParse(raw);
  if (!shell.success) return null;
  const checked = checkMessages(shell.data.history);
  if (checked === null) return null;
  return { data: { room: shell.data.room, history: checked.list }, dropped: checked.dropped };
}
