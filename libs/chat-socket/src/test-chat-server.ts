import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import {
  CHAT_MSG_ID,
  CHAT_WS_PATH,
  SUCCESS_CODE,
  chatBroadcastRequestSchema,
  chatFrameSchema,
  chatJoinRoomRequestSchema,
  chatLoginRequestSchema,
} from '@site/api-contract';
import type { ChatMessage, ChatMsgId, ChatRoom } from '@site/api-contract';

/*
 * A small real chat server for the integration test, speaking the contract's frames. It stands
 * in until the simulator's own socket server (apps/platform-sim) can be started from a test.
 */

export interface ReceivedFrame {
  client: number;
  msgId: number;
  msgData: unknown;
}

const ROOM: ChatRoom = { roomId: 1, roomName: '大厅', vipMin: 0, vipMax: 0, status: 1, online: 0 };
/** JWT token → member. */
const MEMBERS: Record<string, { userId: number; nickName: string; grade: number }> = {
  'jwt-a': { userId: 1, nickName: '会员甲', grade: 2 },
  'jwt-b': { userId: 2, nickName: '会员乙', grade: 4 },
};

export interface TestChatServer {
  host: string;
  received: ReceivedFrame[];
  handshakes: string[];
  /** Close every connected socket abruptly, as a dropped network would. */
  dropAll(): void;
  /** While true, upgrade requests are refused (the connect fails before open). */
  refuse(on: boolean): void;
  connectedCount(): number;
  stop(): Promise<void>;
}

export async function startTestChatServer(): Promise<TestChatServer> {
  let refusing = false;
  let nextClient = 0;
  let nextMessageId = 1;
  const received: ReceivedFrame[] = [];
  const handshakes: string[] = [];
  const members = new Map<WebSocket, { userId: number; nickName: string; grade: number; roomId: number | null }>();
  const wss = new WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    verifyClient: (_info, done) => done(!refusing, 503),
  });

  const send = (ws: WebSocket, msgId: ChatMsgId, data: unknown, code = SUCCESS_CODE, message = '') =>
    ws.send(JSON.stringify({ msgId, msgData: { code, message, data } }));

  wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    handshakes.push(req.url ?? '');
    if (req.url !== CHAT_WS_PATH) {
      ws.close(1008, 'bad path');
      return;
    }
    const client = (nextClient += 1);
    ws.on('message', (raw) => {
      const parsed = chatFrameSchema.safeParse(JSON.parse(String(raw)));
      if (!parsed.success) return;
      const { msgId, msgData } = parsed.data;
      received.push({ client, msgId, msgData });
      if (msgId === CHAT_MSG_ID.Heartbeat) {
        ws.send(JSON.stringify({ msgId, msgData: {} }));
      } else if (msgId === CHAT_MSG_ID.Login) {
        const login = chatLoginRequestSchema.safeParse(msgData);
        const member = login.success ? MEMBERS[login.data.token] : undefined;
        if (!member) {
          send(ws, CHAT_MSG_ID.Login, null, 10004, '登录已失效');
          return;
        }
        members.set(ws, { ...member, roomId: null });
        send(ws, CHAT_MSG_ID.Login, { ...member, score: 0, rooms: [ROOM], shielded: [] });
      } else if (msgId === CHAT_MSG_ID.JoinRoom) {
        const join = chatJoinRoomRequestSchema.safeParse(msgData);
        const member = members.get(ws);
        if (!join.success || !member || join.data.roomId !== ROOM.roomId) return;
        member.roomId = ROOM.roomId;
        send(ws, CHAT_MSG_ID.JoinRoom, { room: ROOM, history: [] });
      } else if (msgId === CHAT_MSG_ID.BroadcastRoom) {
        const body = chatBroadcastRequestSchema.safeParse(msgData);
        const member = members.get(ws);
        if (!body.success || !member || member.roomId !== body.data.roomId) return;
        const message: ChatMessage = {
          id: (nextMessageId += 1),
          roomId: body.data.roomId,
          userId: member.userId,
          nickName: member.nickName,
          grade: member.grade,
          kind: 'text',
          content: body.data.content,
          bet: null,
          gift: null,
          createdAt: Date.now(),
        };
        for (const [peer, peerMember] of members) {
          if (peerMember.roomId === message.roomId) send(peer, CHAT_MSG_ID.BroadcastRoom, message);
        }
      }
    });
    ws.on('close', () => members.delete(ws));
  });

  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const { port } = wss.address() as AddressInfo;

  return {
    host: `127.0.0.1:${port}`,
    received,
    handshakes,
    dropAll() {
      for (const ws of wss.clients) ws.terminate();
    },
    refuse(on) {
      refusing = on;
    },
    connectedCount: () => wss.clients.size,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const ws of wss.clients) ws.terminate();
        wss.close(() => resolve());
      }),
  };
}
