/**
 * @site/chat-socket — the chat WebSocket (SPEC §6, §9): heartbeat, login, reconnect, rooms and
 * the message store. The app makes one socket (apps/web/src/app/chat-chunk.ts); the other
 * exports are what the chat pages render and check with. The rest of src/ is internal.
 */

// The socket, and the ports the app fills in.
export { createChatSocket } from './chat-socket';
export type { ChatSocket, ChatSocketOptions } from './chat-socket';
export { SHARE_BET_TIMEOUT_MS, shareBetToRoom } from './share-bet';
export type { ShareBetOptions } from './share-bet';
export type { ChatJwt } from './ports';

// What the chat pages render: the socket's state, the message list, the connection bar.
export { initialChatState } from './chat-state';
export type { ChatHistoryState, ChatSocketState } from './chat-state';
export type { ChatListItem, ChatStoreSnapshot } from './chat-store';
export { connectionView } from './connection-view';
export type { ChatConnectionView } from './connection-view';

// Who may join a room and speak, and the texts that say why not.
export { checkJoinRoom } from './gating';
export type { ChatCheck } from './gating';
export { CHAT_TEXT_MAX_LENGTH } from './constants';
export { MESSAGES } from './messages';
