/** SPEC §9: the heartbeat (msgId 0) is sent this often while connected. */
export const CHAT_HEARTBEAT_MS = 5000;
/** SPEC §9: each reconnect attempt waits this long before opening a new socket. */
export const CHAT_RECONNECT_DELAY_MS = 3000;
/** SPEC §9: after this many failed attempts the socket gives up (offline, manual retry). */
export const CHAT_MAX_RECONNECT_ATTEMPTS = 5;

/** SPEC §4: socket status. */
export const CHAT_STATUS = { Disconnected: 0, Connected: 1 } as const;
export type ChatStatus = (typeof CHAT_STATUS)[keyof typeof CHAT_STATUS];

/**
 * SPEC §3: the chat store's scrollType, default 1. 1 tells the list that new items arrived at the
 * bottom (follow them if the reader is there); 2 that older items were put on top, so the view
 * must keep its place instead of jumping.
 */
export const CHAT_SCROLL_TYPE = { FollowBottom: 1, KeepPosition: 2 } as const;
export type ChatScrollType = (typeof CHAT_SCROLL_TYPE)[keyof typeof CHAT_SCROLL_TYPE];

/**
 * How many rows the list keeps while the reader follows the newest (issue #36 item 6, not shown in
 * SPEC): a busy room at 50 messages a second added ~270 bytes of heap a message without end (14.7
 * MB after 4 minutes, from 8.8). Past CHAT_KEPT_ROWS + CHAT_TRIM_ROWS the oldest go, in one step;
 * they come back as history pages when the reader scrolls up (history then has more again).
 */
export const CHAT_KEPT_ROWS = 1000;
export const CHAT_TRIM_ROWS = 200;

/** Page size of one history request (the contract's default). */
export const CHAT_HISTORY_PAGE_SIZE = 30;
/** The contract's limit for one chat text. */
export const CHAT_TEXT_MAX_LENGTH = 500;
/** speechStatus 0 = may speak (SPEC-NOTES 8). */
export const CHAT_SPEECH_ALLOWED = 0;
/** Room status 1 = open, 0 = maintenance (contract). AllRoomMaintain status 1 = all rooms down. */
export const CHAT_ROOM_OPEN = 1;
export const CHAT_ALL_ROOMS_DOWN = 1;
