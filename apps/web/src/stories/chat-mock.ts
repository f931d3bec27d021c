import { CHAT_MSG_ID, CHAT_SERVER_DATA_SCHEMAS, SUCCESS_CODE, chatFrameSchema } from '@site/api-contract';
import type { ChatMessage, ChatMsgId, ChatRoom } from '@site/api-contract';
import { ws } from 'msw';
import type { WebSocketHandler } from 'msw';
import recordedChat from './fixtures/chat.json';
import { checkByContract, recordedData } from './platform-mock';

/**
 * The chat server at the network for the chat stories (msw's WebSocket interception): the socket
 * of site config entry 51 answers the demo member's login with the rooms and a room's join with
 * its opening history, as the simulator's chat hub has them (fixtures/chat.json, recorded by
 * .storybook/fixtures/record.ts). Every `data` it sends is read by the contract's schema for its
 * message id first (CHAT_SERVER_DATA_SCHEMAS); a frame that does not parse fails the story, as an
 * HTTP reply does (platform-mock.ts `assertMocksParsed`).
 */
export interface ChatWorld {
  /** The rooms of the login reply (by default the recorded ones). */
  rooms?: ChatRoom[];
  /** Every room under maintenance, with this message (AllRoomMaintain after the login). */
  allMaintenance?: string;
  /** The server takes the connection and never answers the login: the page keeps connecting. */
  silent?: boolean;
  /** The recorded room's opening history (by default the recorded one; [] is an empty room). */
  history?: ChatMessage[];
  /**
   * The connection is lost: 'after-join' once the room's history is sent, 'always' at once; every
   * later connection is refused. `reconnect` says what the socket's wait before its next attempt
   * does in the story (a fake clock for that one timer): 'held' never ends (the page stays at
   * 重新连接 1/5), 'hurried' ends at once (the attempts run out: offline).
   */
  drop?: { when: 'after-join' | 'always'; reconnect: 'held' | 'hurried' };
}

/**
 * Closes a mocked client and fakes the one timer its socket starts on that close (the wait before
 * the next reconnect attempt): held (a wait longer than any story) or hurried (no wait). The close
 * reaches the page in a microtask, and the socket's close handler starts no other timer before
 * that one (libs/chat-socket connection.ts `lost`): the first timer made after `close()` is it, and
 * the real setTimeout is back as soon as it is made. The page's other timers are untouched.
 */
function closeWithReconnect(close: () => void, reconnect: 'held' | 'hurried'): void {
  const realSetTimeout = globalThis.setTimeout;
  const fake = ((callback: () => void) => {
    globalThis.setTimeout = realSetTimeout;
    return realSetTimeout(callback, reconnect === 'held' ? 2 ** 31 - 1 : 0);
  }) as typeof setTimeout;
  globalThis.setTimeout = fake;
  close();
}

const RECORDED = recordedChat as { rooms: ChatRoom[]; roomId: number; history: { list: ChatMessage[]; hasMore: boolean } };

/** The socket's path (CHAT_WS_PATH) on whatever host the site config names. */
const CHAT_SOCKET = /\/stream\/ws\/v1\/handshake/;

export function chatHandlers(world: ChatWorld = {}): WebSocketHandler[] {
  const rooms = world.rooms ?? RECORDED.rooms;
  // The member the login token names: the recorded memberJwt's body, as the real server reads it.
  const member = JSON.parse((recordedData('memberJwt') as { body: string }).body) as { userId: number; nickName: string; grade: number };
  const chat = ws.link(CHAT_SOCKET);
  const history = world.history ?? RECORDED.history.list;
  const { drop } = world;
  let lost = drop?.when === 'always';
  const handler = chat.addEventListener('connection', ({ client }) => {
    if (lost && drop) {
      closeWithReconnect(() => client.close(), drop.reconnect);
      return;
    }
    const send = (msgId: ChatMsgId, data: unknown) => {
      checkByContract(`聊天 ${msgId}`, CHAT_SERVER_DATA_SCHEMAS[msgId], data);
      client.send(JSON.stringify({ msgId, msgData: { code: SUCCESS_CODE, message: '', data } }));
    };
    client.addEventListener('message', (event) => {
      const frame = chatFrameSchema.safeParse(JSON.parse(String(event.data)));
      if (!frame.success || world.silent) return;
      const { msgId, msgData } = frame.data;
      const roomId = typeof msgData === 'object' && msgData !== null && 'roomId' in msgData ? Number(msgData.roomId) : RECORDED.roomId;
      const room = rooms.find((r) => r.roomId === roomId);
      if (msgId === CHAT_MSG_ID.Heartbeat) client.send(JSON.stringify({ msgId, msgData: {} }));
      else if (msgId === CHAT_MSG_ID.Login) {
        send(CHAT_MSG_ID.Login, { ...member, speechStatus: 0, vipMin: 0, vipMax: 10, score: 1280, rooms, shielded: [] });
        if (world.allMaintenance !== undefined) send(CHAT_MSG_ID.AllRoomMaintain, { status: 1, message: world.allMaintenance });
      } else if (msgId === CHAT_MSG_ID.JoinRoom && room) {
        send(CHAT_MSG_ID.JoinRoom, { room, history: roomId === RECORDED.roomId ? history : [] });
        if (drop?.when === 'after-join') {
          lost = true;
          closeWithReconnect(() => client.close(), drop.reconnect);
        }
      } else if (msgId === CHAT_MSG_ID.ChatHistory) {
        send(CHAT_MSG_ID.ChatHistory, { roomId, list: [], hasMore: false });
      }
    });
  });
  return [handler];
}

/** The room the recorded history belongs to (a room's story opens it at /chat/<id>). */
export const RECORDED_ROOM_ID = RECORDED.roomId;

/** The recorded room's opening history. */
export function recordedHistory(): ChatMessage[] {
  return structuredClone(RECORDED.history.list);
}

/** A room's history of `count` messages made from the recorded ones, oldest first (ids, times and order distinct). */
export function longHistory(count: number): ChatMessage[] {
  const rows = RECORDED.history.list;
  const newest = rows.at(-1);
  if (!newest) throw new Error('录制的聊天记录没有消息');
  return Array.from({ length: count }, (_, i) => {
    const row = structuredClone(rows[i % rows.length] as ChatMessage);
    return { ...row, id: i + 1, createdAt: newest.createdAt - (count - 1 - i) * 60_000 };
  });
}
