import { z } from 'zod';
import { CHAT_MSG_ID } from './chat-ids';
import type { ChatMsgId } from './chat-ids';
import { moneySchema } from './envelope';

export { CHAT_MSG_ID, CHAT_MSG_IDS } from './chat-ids';
export type { ChatMsgId } from './chat-ids';

/** Every frame in both directions: `{ msgId, msgData }`. Heartbeat's msgData is empty (`{}`). */
export const chatFrameSchema = z.object({
  msgId: z.number().int(),
  msgData: z.unknown(),
});
export type ChatFrame = z.infer<typeof chatFrameSchema>;

/**
 * The server wraps its answers in msgData as `{ code, message, data }`; code 6000 (or 0) is
 * success. SPEC §3: "The login response data sits in msgData.data."
 */
export function chatReplySchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), message: z.string(), data });
}

export const chatRoomSchema = z.object({
  roomId: z.number().int(),
  roomName: z.string(),
  vipMin: z.number().int(),
  vipMax: z.number().int(),
  /** 1 = open, 0 = closed/maintenance. */
  status: z.number().int(),
  online: z.number().int(),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;

export const chatMessageKindSchema = z.enum(['text', 'bet', 'gift', 'system']);

/**
 * A shared bet record (ShareBetRecord 10010) as the room shows it: venue, match, pick, stake and
 * result. venueName is the name the member reads (the code is the platform's key); odds only
 * when the record has them (bet records do not); winLoss is the result, null while the bet is
 * open. Both optional when read, so a card a platform pushes without them still shows.
 */
export const chatBetRecordSchema = z.object({
  orderNo: z.string(),
  venueCode: z.string(),
  venueName: z.string().optional(),
  gameName: z.string(),
  betContent: z.string(),
  betAmount: z.number(),
  odds: z.number().optional(),
  winLoss: z.number().nullable().optional(),
});
export type ChatBetRecord = z.infer<typeof chatBetRecordSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  userId: z.number().int(),
  nickName: z.string(),
  grade: z.number().int(),
  kind: chatMessageKindSchema,
  content: z.string(),
  bet: chatBetRecordSchema.nullable(),
  gift: z.object({ giftId: z.number().int(), giftName: z.string(), count: z.number().int() }).nullable(),
  createdAt: z.number().int(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

// ── client → server msgData ─────────────────────────────────────────────────────────────────
/** Login (10001): token and body exactly as the member JWT reply gave them (SPEC-NOTES 8). */
export const chatLoginRequestSchema = z.object({ token: z.string().min(1), body: z.string() });
export const chatJoinRoomRequestSchema = z.object({ roomId: z.number().int() });
export const chatLeaveRoomRequestSchema = chatJoinRoomRequestSchema;
export const chatBroadcastRequestSchema = z.object({
  roomId: z.number().int(),
  content: z.string().min(1).max(500),
});
export const chatShieldRequestSchema = z.object({ userId: z.number().int(), shield: z.boolean() });
/**
 * What a member sends to share a bet: the record's own fields, bounded (a card is not a way to
 * post a long text), amounts as money, and the result stated (null = open): a share without one
 * could not be told from an open bet.
 */
export const chatShareBetSchema = chatBetRecordSchema.extend({
  orderNo: z.string().min(1).max(64),
  venueCode: z.string().min(1).max(16),
  venueName: z.string().min(1).max(40),
  gameName: z.string().min(1).max(200),
  betContent: z.string().max(200),
  betAmount: moneySchema.refine((n) => n >= 0),
  odds: z.number().finite().positive().optional(),
  winLoss: moneySchema.nullable(),
});
export type ChatShareBet = z.infer<typeof chatShareBetSchema>;
export const chatShareBetRequestSchema = z.object({ roomId: z.number().int(), bet: chatShareBetSchema });
export const chatHistoryRequestSchema = z.object({
  roomId: z.number().int(),
  /** Messages older than this id; omitted for the newest page. */
  beforeId: z.number().int().optional(),
  pageSize: z.number().int().min(1).max(100).default(30),
});
export type ChatHistoryRequest = z.input<typeof chatHistoryRequestSchema>;
export const chatGiftRequestSchema = z.object({
  roomId: z.number().int(),
  giftId: z.number().int(),
  count: z.number().int().min(1).max(99),
});

// ── server → client msgData.data ────────────────────────────────────────────────────────────
/** Login reply data (SPEC §3 "Chat connection login data"). speechStatus 0 = may speak. */
export const chatLoginDataSchema = z.object({
  userId: z.number().int(),
  nickName: z.string(),
  grade: z.number().int(),
  speechStatus: z.number().int().default(0),
  vipMin: z.number().int().default(0),
  vipMax: z.number().int().default(0),
  score: z.number().int(),
  rooms: z.array(chatRoomSchema),
  shielded: z.array(z.number().int()),
});
export type ChatLoginData = z.infer<typeof chatLoginDataSchema>;

export const chatJoinRoomDataSchema = z.object({
  room: chatRoomSchema,
  history: z.array(chatMessageSchema),
});
export const chatSpeechStatusDataSchema = z.object({ speechStatus: z.number().int() });
export const chatShieldDataSchema = z.object({ shielded: z.array(z.number().int()) });
export const chatRoomStatusDataSchema = z.object({ roomId: z.number().int(), status: z.number().int() });
export const chatVipLevelDataSchema = z.object({
  roomId: z.number().int(),
  vipMin: z.number().int(),
  vipMax: z.number().int(),
});
export const chatBroadcastJoinDataSchema = z.object({
  roomId: z.number().int(),
  userId: z.number().int(),
  nickName: z.string(),
  grade: z.number().int(),
});
/** 1 = every room under maintenance, 0 = back. */
export const chatAllRoomMaintainDataSchema = z.object({ status: z.number().int(), message: z.string() });
export const chatHistoryDataSchema = z.object({
  roomId: z.number().int(),
  list: z.array(chatMessageSchema),
  hasMore: z.boolean(),
});
export type ChatHistoryData = z.infer<typeof chatHistoryDataSchema>;
export const chatLeaveRoomDataSchema = z.object({ roomId: z.number().int() });
export const chatScoreDataSchema = z.object({ score: z.number().int() });

/** The reply data schema for each server-sent message id. */
export const CHAT_SERVER_DATA_SCHEMAS = {
  [CHAT_MSG_ID.Heartbeat]: z.object({}),
  [CHAT_MSG_ID.Login]: chatLoginDataSchema,
  [CHAT_MSG_ID.JoinRoom]: chatJoinRoomDataSchema,
  [CHAT_MSG_ID.BroadcastRoom]: chatMessageSchema,
  [CHAT_MSG_ID.SpeechStatus]: chatSpeechStatusDataSchema,
  [CHAT_MSG_ID.MsgShield]: chatShieldDataSchema,
  [CHAT_MSG_ID.RoomStatus]: chatRoomStatusDataSchema,
  [CHAT_MSG_ID.ChatVIPLevel]: chatVipLevelDataSchema,
  [CHAT_MSG_ID.BroadcastJoin]: chatBroadcastJoinDataSchema,
  [CHAT_MSG_ID.AllRoomMaintain]: chatAllRoomMaintainDataSchema,
  [CHAT_MSG_ID.ShareBetRecord]: chatMessageSchema,
  [CHAT_MSG_ID.ChatHistory]: chatHistoryDataSchema,
  [CHAT_MSG_ID.LeaveRoom]: chatLeaveRoomDataSchema,
  [CHAT_MSG_ID.Score]: chatScoreDataSchema,
  [CHAT_MSG_ID.Gift]: chatMessageSchema,
} as const satisfies Record<ChatMsgId, z.ZodType>;

/** HTTP `POST /stream/api/v1/history`: same request as the socket's ChatHistory. */
export const chatHistoryHttpRequestSchema = chatHistoryRequestSchema;
export const chatHistoryHttpReplySchema = chatHistoryDataSchema;
