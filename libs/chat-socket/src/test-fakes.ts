import { CHAT_MSG_ID, SUCCESS_CODE } from '@site/api-contract';
import type { ChatLoginData, ChatMessage, ChatMsgId, ChatRoom } from '@site/api-contract';
import type { SocketMessageLike, WebSocketLike } from './ports';

/* Fakes for the unit tests: a WebSocket the test drives by hand and contract-shaped frames. */

type Handler<E> = ((event: E) => void) | null;

export class FakeWebSocket implements WebSocketLike {
  /** Every socket constructed, oldest first. */
  static instances: FakeWebSocket[] = [];
  static reset(): void {
    FakeWebSocket.instances = [];
  }
  static latest(): FakeWebSocket {
    const ws = FakeWebSocket.instances.at(-1);
    if (!ws) throw new Error('no socket was created');
    return ws;
  }
  /** Sockets not closed by the client nor by the "server". */
  static live(): FakeWebSocket[] {
    return FakeWebSocket.instances.filter((ws) => ws.readyState === 0 || ws.readyState === 1);
  }

  readyState = 0;
  readonly sent: string[] = [];
  closedByClient = false;
  onopen: Handler<unknown> = null;
  onmessage: Handler<SocketMessageLike> = null;
  onclose: Handler<unknown> = null;
  onerror: Handler<unknown> = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('InvalidStateError');
    this.sent.push(data);
  }
  close(): void {
    this.closedByClient = true;
    this.readyState = 3;
  }

  /** Frames the client sent, parsed. */
  frames(): { msgId: number; msgData: unknown }[] {
    return this.sent.map((text) => JSON.parse(text) as { msgId: number; msgData: unknown });
  }
  framesWith(msgId: ChatMsgId): unknown[] {
    return this.frames()
      .filter((frame) => frame.msgId === msgId)
      .map((frame) => frame.msgData);
  }

  // ── server side ──
  serverOpen(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverSend(frame: unknown): void {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }
  serverSendRaw(data: unknown): void {
    this.onmessage?.({ data });
  }
  serverClose(): void {
    this.readyState = 3;
    this.onclose?.({ code: 1006 });
  }
  /** A failed connect: the browser fires error, then close. */
  serverFail(): void {
    this.readyState = 3;
    this.onerror?.({});
    this.onclose?.({ code: 1006 });
  }
}

export function reply(msgId: ChatMsgId, data: unknown, code: number = SUCCESS_CODE, message = ''): unknown {
  return { msgId, msgData: { code, message, data } };
}

export function room(overrides: Partial<ChatRoom> = {}): ChatRoom {
  return { roomId: 1, roomName: '大厅', vipMin: 0, vipMax: 0, status: 1, online: 10, ...overrides };
}

export function loginData(overrides: Partial<ChatLoginData> = {}): ChatLoginData {
  return {
    userId: 7,
    nickName: '测试会员',
    grade: 3,
    speechStatus: 0,
    vipMin: 0,
    vipMax: 0,
    score: 100,
    rooms: [room(), room({ roomId: 2, roomName: '高级厅', vipMin: 5, vipMax: 9 })],
    shielded: [],
    ...overrides,
  };
}

export function message(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    roomId: 1,
    userId: 100 + id,
    nickName: `会员${id}`,
    grade: 1,
    kind: 'text',
    content: `消息${id}`,
    bet: null,
    gift: null,
    createdAt: 1_700_000_000_000 + id,
    ...overrides,
  };
}

export const loginReply = (overrides: Partial<ChatLoginData> = {}): unknown =>
  reply(CHAT_MSG_ID.Login, loginData(overrides));

export const joinReply = (history: ChatMessage[] = [], joined: ChatRoom = room()): unknown =>
  reply(CHAT_MSG_ID.JoinRoom, { room: joined, history });

/** Let pending promise callbacks run (the JWT fetch) without moving fake time. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}
