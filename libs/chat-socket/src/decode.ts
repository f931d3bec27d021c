import { z } from 'zod';
import { CHAT_MSG_ID, CHAT_SERVER_DATA_SCHEMAS, SUCCESS_CODE, chatFrameSchema } from '@site/api-contract';
import type { ChatMsgId } from '@site/api-contract';
import { cleanText, cleanTextDeep } from '@site/validation';
import { decodeHistoryPage, decodeJoinRoom } from './message-list';

export type ChatEventType = keyof typeof CHAT_MSG_ID;

type DataOf<K extends ChatEventType> = z.output<(typeof CHAT_SERVER_DATA_SCHEMAS)[(typeof CHAT_MSG_ID)[K]]>;

/**
 * One decoded server frame per message id of SPEC §7, its data typed by the contract. `dropped`
 * (only on JoinRoom and ChatHistory, only when not 0): messages of the list that did not match
 * the contract and were left out.
 */
export type ChatServerEvent = {
  [K in ChatEventType]: { type: K; msgId: (typeof CHAT_MSG_ID)[K]; data: DataOf<K>; dropped?: number };
}[ChatEventType];

/** A well-formed reply whose code is not success (e.g. a refused login or message). */
export interface ChatRejectedEvent {
  type: 'Rejected';
  msgId: ChatMsgId;
  code: number;
  message: string;
}

export type ChatEvent = ChatServerEvent | ChatRejectedEvent;

/** The server wraps its answers in msgData as `{ code, message, data }` (contract). */
const replyEnvelopeSchema = z.object({
  code: z.number().int(),
  message: z.string().catch(''),
  data: z.unknown(),
});

const TYPE_BY_ID = new Map<number, ChatEventType>(
  (Object.entries(CHAT_MSG_ID) as [ChatEventType, ChatMsgId][]).map(([type, id]) => [id, type]),
);

/** 6000 is the platform's success; 0 of the business table counts too (SPEC-NOTES 1). */
function isChatSuccess(code: number): boolean {
  return code === SUCCESS_CODE || code === 0;
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A raw socket frame to a typed event, or null when it is malformed: not text, not JSON, an
 * unknown message id, or data that does not match the contract. Never throws. Member and
 * platform text (messages, nicknames, gift names, notices) comes out without bidi controls or
 * zero-width characters: a name cannot show reversed or look like another (issue #27 item 4).
 */
export function decodeChatFrame(raw: unknown): ChatEvent | null {
  if (typeof raw !== 'string') return null;
  const frame = chatFrameSchema.safeParse(parseJson(raw));
  if (!frame.success) return null;
  const type = TYPE_BY_ID.get(frame.data.msgId);
  if (type === undefined) return null;
  const msgId = CHAT_MSG_ID[type];
  // A heartbeat echo carries nothing to read; servers send it bare or wrapped, both are fine.
  if (msgId === CHAT_MSG_ID.Heartbeat) return { type: 'Heartbeat', msgId, data: {} };
  const reply = replyEnvelopeSchema.safeParse(frame.data.msgData);
  if (!reply.success) return null;
  if (!isChatSuccess(reply.data.code)) {
    return { type: 'Rejected', msgId, code: reply.data.code, message: cleanText(reply.data.message) };
  }
  if (msgId === CHAT_MSG_ID.JoinRoom || msgId === CHAT_MSG_ID.ChatHistory) {
    const decoded = msgId === CHAT_MSG_ID.JoinRoom ? decodeJoinRoom(reply.data.data) : decodeHistoryPage(reply.data.data);
    if (decoded === null) return null;
    const event = { type, msgId, data: cleanTextDeep(decoded.data) } as ChatServerEvent;
    return decoded.dropped > 0 ? { ...event, dropped: decoded.dropped } : event;
  }
  const data = CHAT_SERVER_DATA_SCHEMAS[msgId].safeParse(reply.data.data);
  if (!data.success) return null;
  // The schema was picked by the same id as `type`, so the pair is consistent by construction.
  return { type, msgId, data: cleanTextDeep(data.data) } as ChatServerEvent;
}

/** A client → server frame as text. */
export function encodeChatFrame(msgId: ChatMsgId, msgData: unknown): string {
  return JSON.stringify({ msgId, msgData });
}
