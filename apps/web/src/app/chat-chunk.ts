import type { ApiClient } from '@site/api-client';
import { createChatSocket } from '@site/chat-socket';
import type { ChatSocket } from '@site/chat-socket';
import type { Session } from '@site/session';
import { chatSocketOptions } from './chat-ports';

/** The chat half of the composition root, in its own chunk, loaded when a member opens the chat. */
export function createAppChat(client: ApiClient, session: Session): ChatSocket {
  return createChatSocket(chatSocketOptions({ client, session }));
}
