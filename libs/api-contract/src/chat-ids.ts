// Kept apart from chat.ts (the zod schemas) so that code needing only the ids does not bundle zod.
/** Chat socket message ids (SPEC §7). Socket ids and HTTP business codes are separate channels. */
export const CHAT_MSG_ID = {
  Heartbeat: 0,
  Login: 10001,
  JoinRoom: 10002,
  BroadcastRoom: 10003,
  SpeechStatus: 10004,
  MsgShield: 10005,
  RoomStatus: 10006,
  ChatVIPLevel: 10007,
  BroadcastJoin: 10008,
  AllRoomMaintain: 10009,
  ShareBetRecord: 10010,
  ChatHistory: 10011,
  LeaveRoom: 10012,
  Score: 10014,
  Gift: 10017,
} as const;
export type ChatMsgId = (typeof CHAT_MSG_ID)[keyof typeof CHAT_MSG_ID];
export const CHAT_MSG_IDS: readonly ChatMsgId[] = Object.values(CHAT_MSG_ID);
