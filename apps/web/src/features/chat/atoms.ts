// The socket's atoms moved to state/ when the records began sharing bets to a room; the chat
// pages keep importing them from here.
export { chatSocketAtom, openChatAtom } from '../../state/chat';
