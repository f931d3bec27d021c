import type { ChatMessage } from '@site/api-contract';
import { messageKey } from './chat-store';
import type { ChatListItem } from './chat-store';
import type { ChatServerEvent } from './decode';

/** The list row a live event adds, or null for events that add none. */
export function listItem(event: ChatServerEvent, at: number, seq: number): ChatListItem | null {
  switch (event.type) {
    case 'BroadcastRoom':
      return { key: messageKey(event.data), kind: event.data.kind, message: event.data };
    case 'ShareBetRecord':
      return { key: messageKey(event.data), kind: 'bet', message: event.data };
    case 'Gift':
      return { key: messageKey(event.data), kind: 'gift', message: event.data };
    case 'BroadcastJoin':
      return { key: `j:${seq}`, kind: 'join', join: event.data, at };
    case 'Score':
      return { key: `s:${seq}`, kind: 'score', score: event.data.score, at };
    default:
      return null;
  }
}

/** History rows, oldest first, without shielded members. */
export function messageItems(messages: readonly ChatMessage[], shielded: ReadonlySet<number>): ChatListItem[] {
  return [...messages]
    .sort((a, b) => a.id - b.id)
    .filter((message) => !shielded.has(message.userId))
    .map((message) => ({ key: messageKey(message), kind: message.kind, message }));
}
