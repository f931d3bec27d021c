/**
 * @site/chat-socket — the chat WebSocket (SPEC §6, §9): heartbeat, login, reconnect, rooms and
 * the message store. The app makes one socket; everything else here is internal.
 */

// The socket, and the ports the app fills in.
export { createChatSocket } from './chat-socket.ts';
export type { ChatSocket, ChatSocketOptions } from './chat-socket.ts';
export type { ChatJwt } from './ports.ts';

// What the chat pages render: the socket's state, the message list, the connection bar.
export { initialChatState } from './chat-state.ts';
export type { ChatHistoryState, ChatSocketState } from './chat-state.ts';
export type { ChatListItem, ChatStoreSnapshot } from './chat-store.ts';
export { connectionView } from './connection-view.ts';
export type { ChatConnectionView } from './connection-view.ts';

// Who may join a room and speak, and the texts that say why not.
export { checkJoinRoom } from './gating.ts';
export type { ChatCheck } from './gating.ts';
export { CHAT_TEXT_MAX_LENGTH } from './constants.ts';
export { MESSAGES } from './messages.ts';
