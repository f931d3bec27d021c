import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  BUSINESS_CODES,
  CHAT_MSG_ID,
  CHAT_MSG_IDS,
  CHAT_SERVER_DATA_SCHEMAS,
  chatBroadcastRequestSchema,
  chatFrameSchema,
  chatGiftRequestSchema,
  chatHistoryRequestSchema,
  chatJoinRoomRequestSchema,
  chatLeaveRoomRequestSchema,
  chatLoginRequestSchema,
  chatShareBetRequestSchema,
  chatShieldRequestSchema,
  SUCCESS_CODE,
} from '@site/api-contract';
import type { ChatMsgId } from '@site/api-contract';
import { hasHiddenControls } from '@site/validation';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import type { z } from 'zod';
import type { ChatControl, SimContext } from '../context';
import { verifyJwt } from '../crypto';
import { getConfig, setConfig } from '../db/index';
import { GIFTS } from '../db/seed-data';
import { memberById } from '../http/members';
import { exclusionRefusal } from '../responsible/store';
import { toYuan } from '../util';
import { history, insertMessage, roomRow, roomRows, toRoom } from './store';

/** A socket that sent nothing (not even a heartbeat) for this long is considered dead. */
const IDLE_LIMIT_MS = 30_000;
const MAX_FRAME_BYTES = 16 * 1024;

interface Conn {
  ws: WebSocket;
  memberId: number | null;
  nickName: string;
  grade: number;
  roomId: number | null;
  shielded: Set<number>;
  lastSeen: number;
}

const VALIDATION = BUSINESS_CODES.VALIDATION.code;
export const HIDDEN_CONTROLS_MESSAGE = '消息含有不可见的控制字符（如文字方向符、零宽字符），请删除后重新发送';
const AUTH = BUSINESS_CODES.AUTH_ERROR.code;

export interface ChatHub extends ChatControl {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): void;
}

export function createChatHub(ctx: SimContext): ChatHub {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const conns = new Set<Conn>();

  /** Serialises a server frame once, checking success data against the contract first. */
  const frame = (msgId: number, code: number, message: string, data: unknown): string => {
    if (code === SUCCESS_CODE && (CHAT_MSG_IDS as readonly number[]).includes(msgId)) {
      const schema = CHAT_SERVER_DATA_SCHEMAS[msgId as ChatMsgId] as z.ZodType;
      const checked = schema.safeParse(data);
      if (!checked.success) {
        ctx.violations.push(`chat ${msgId}: ${checked.error.message}`);
        console.error(`[platform-sim] 聊天消息不符合契约 ${msgId}`);
      }
    }
    return JSON.stringify({ msgId, msgData: { code, message, data } });
  };
  const deliver = (conn: Conn, text: string) => {
    if (conn.ws.readyState === conn.ws.OPEN) conn.ws.send(text);
  };
  const send = (conn: Conn, msgId: number, code: number, message: string, data: unknown) => deliver(conn, frame(msgId, code, message, data));
  const ok = (conn: Conn, msgId: number, data: unknown) => send(conn, msgId, SUCCESS_CODE, '', data);
  const no = (conn: Conn, msgId: number, code: number, message: string) => send(conn, msgId, code, message, null);
  /** One serialisation for many recipients: broadcasts stay linear in the room size. */
  const okMany = (targets: Iterable<Conn>, msgId: number, data: unknown) => {
    let text: string | undefined;
    for (const c of targets) deliver(c, (text ??= frame(msgId, SUCCESS_CODE, '', data)));
  };

  const inRoom = (roomId: number) => [...conns].filter((c) => c.roomId === roomId);
  const online = (roomId: number) => inRoom(roomId).length;
  const allMaintain = () => getConfig(ctx.db, 'chatAllMaintain') === '1';

  const toRoomMembers = (roomId: number, senderId: number, msgId: number, data: unknown) =>
    okMany(inRoom(roomId).filter((c) => !c.shielded.has(senderId)), msgId, data);

  function parse<T extends z.ZodType>(conn: Conn, msgId: number, schema: T, data: unknown): z.output<T> | null {
    const r = schema.safeParse(data);
    if (r.success) return r.data as z.output<T>;
    no(conn, msgId, VALIDATION, '消息格式错误');
    return null;
  }

  function speakCheck(conn: Conn, msgId: number, roomId: number): boolean {
    if (conn.roomId !== roomId) return (no(conn, msgId, VALIDATION, '请先进入该房间'), false);
    if (allMaintain()) return (no(conn, msgId, BUSINESS_CODES.SYSTEM_MAINTENANCE.code, '聊天室维护中'), false);
    const m = conn.memberId === null ? undefined : memberById(ctx.db, conn.memberId);
    if (!m || m.speech_status !== 0) return (no(conn, msgId, VALIDATION, '您已被禁言'), false);
    return true;
  }

  function onFrame(conn: Conn, text: string): void {
    conn.lastSeen = Date.now();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      no(conn, -1, VALIDATION, '消息格式错误');
      return;
    }
    const frame = chatFrameSchema.safeParse(json);
    if (!frame.success) return no(conn, -1, VALIDATION, '消息格式错误');
    const { msgId, msgData } = frame.data;
    if (msgId === CHAT_MSG_ID.Heartbeat) return ok(conn, msgId, {});
    if (msgId === CHAT_MSG_ID.Login) return login(conn, msgData);
    if (conn.memberId === null) return no(conn, msgId, AUTH, '请先登录聊天室');
    const memberId = conn.memberId;
    switch (msgId) {
      case CHAT_MSG_ID.JoinRoom: {
        const b = parse(conn, msgId, chatJoinRoomRequestSchema, msgData);
        if (!b) return;
        const room = roomRow(ctx.db, b.roomId);
        if (!room) return no(conn, msgId, VALIDATION, '房间不存在');
        if (allMaintain()) return no(conn, msgId, BUSINESS_CODES.SYSTEM_MAINTENANCE.code, '聊天室维护中');
        if (room.status !== 1) return no(conn, msgId, BUSINESS_CODES.SYSTEM_MAINTENANCE.code, '房间维护中');
        const excluded = exclusionRefusal(ctx.db, memberId, ctx.now(), '进入聊天室');
        if (excluded) return no(conn, msgId, excluded.code, excluded.message);
        if (conn.grade < room.vip_min || conn.grade > room.vip_max)
          return no(conn, msgId, VALIDATION, `该房间仅限 VIP${room.vip_min}-VIP${room.vip_max} 进入`);
        conn.roomId = room.id;
        ok(conn, msgId, { room: toRoom(room, online(room.id)), history: history(ctx.db, room.id, undefined, 30).list });
        okMany(
          inRoom(room.id).filter((c) => c !== conn),
          CHAT_MSG_ID.BroadcastJoin,
          { roomId: room.id, userId: memberId, nickName: conn.nickName, grade: conn.grade },
        );
        return;
      }
      case CHAT_MSG_ID.BroadcastRoom: {
        const b = parse(conn, msgId, chatBroadcastRequestSchema, msgData);
        if (!b || !speakCheck(conn, msgId, b.roomId)) return;
        const content = b.content.trim();
        if (!content) return no(conn, msgId, VALIDATION, '消息不能为空');
        // A real platform keeps text that lies about itself out of the room (issue #27 item 4).
        if (hasHiddenControls(content)) return no(conn, msgId, VALIDATION, HIDDEN_CONTROLS_MESSAGE);
        const m = insertMessage(ctx.db, { roomId: b.roomId, userId: memberId, nickName: conn.nickName, grade: conn.grade, kind: 'text', content, bet: null, gift: null, createdAt: ctx.now() });
        return toRoomMembers(b.roomId, memberId, msgId, m);
      }
      case CHAT_MSG_ID.MsgShield: {
        const b = parse(conn, msgId, chatShieldRequestSchema, msgData);
        if (!b) return;
        if (b.shield) {
          ctx.db.prepare('INSERT OR IGNORE INTO chat_shields (member_id, shielded_id) VALUES (?, ?)').run(memberId, b.userId);
          conn.shielded.add(b.userId);
        } else {
          ctx.db.prepare('DELETE FROM chat_shields WHERE member_id = ? AND shielded_id = ?').run(memberId, b.userId);
          conn.shielded.delete(b.userId);
        }
        return ok(conn, msgId, { shielded: [...conn.shielded] });
      }
      case CHAT_MSG_ID.ShareBetRecord: {
        const b = parse(conn, msgId, chatShareBetRequestSchema, msgData);
        if (!b || !speakCheck(conn, msgId, b.roomId)) return;
        // A platform shares its own record of the bet, not what the client says of it: a member
        // cannot show a win they did not have, nor another member's bet.
        const row = ctx.db
          .prepare('SELECT venue_code, game_name, bet_content, bet_cents, winloss_cents, settled FROM bets WHERE member_id = ? AND order_no = ?')
          .get(memberId, b.bet.orderNo) as { venue_code: string; game_name: string; bet_content: string; bet_cents: number; winloss_cents: number; settled: number } | undefined;
        if (!row) return no(conn, msgId, VALIDATION, '注单不存在，无法分享');
        const bet = {
          ...b.bet,
          venueCode: row.venue_code, gameName: row.game_name, betContent: row.bet_content,
          betAmount: toYuan(row.bet_cents), winLoss: row.settled ? toYuan(row.winloss_cents) : null,
        };
        const m = insertMessage(ctx.db, { roomId: b.roomId, userId: memberId, nickName: conn.nickName, grade: conn.grade, kind: 'bet', content: `分享注单 ${bet.gameName}`, bet, gift: null, createdAt: ctx.now() });
        return toRoomMembers(b.roomId, memberId, msgId, m);
      }
      case CHAT_MSG_ID.ChatHistory: {
        const b = parse(conn, msgId, chatHistoryRequestSchema, msgData);
        if (!b) return;
        if (!roomRow(ctx.db, b.roomId)) return no(conn, msgId, VALIDATION, '房间不存在');
        return ok(conn, msgId, { roomId: b.roomId, ...history(ctx.db, b.roomId, b.beforeId, b.pageSize) });
      }
      case CHAT_MSG_ID.LeaveRoom: {
        const b = parse(conn, msgId, chatLeaveRoomRequestSchema, msgData);
        if (!b) return;
        if (conn.roomId === b.roomId) conn.roomId = null;
        return ok(conn, msgId, { roomId: b.roomId });
      }
      case CHAT_MSG_ID.Score:
        return ok(conn, msgId, { score: memberById(ctx.db, memberId)?.chat_score ?? 0 });
      case CHAT_MSG_ID.Gift: {
        const b = parse(conn, msgId, chatGiftRequestSchema, msgData);
        if (!b || !speakCheck(conn, msgId, b.roomId)) return;
        const gift = GIFTS.find((g) => g.giftId === b.giftId);
        if (!gift) return no(conn, msgId, VALIDATION, '礼物不存在');
        const cost = gift.cost * b.count;
        const paid = ctx.db.prepare('UPDATE members SET chat_score = chat_score - ? WHERE id = ? AND chat_score >= ?').run(cost, memberId, cost).changes;
        if (!paid) return no(conn, msgId, BUSINESS_CODES.COMMON_ERROR.code, '积分不足');
        // The member's coin record (金币记录) shows what the gift cost.
        ctx.db
          .prepare("INSERT INTO point_records (member_id, kind, title, change, balance_after, created_at) VALUES (?, 'currency', ?, ?, ?, ?)")
          .run(memberId, b.count > 1 ? `聊天室送出 ${gift.giftName} ×${b.count}` : `聊天室送出 ${gift.giftName}`, -cost, memberById(ctx.db, memberId)?.chat_score ?? 0, ctx.now());
        const m = insertMessage(ctx.db, {
          roomId: b.roomId, userId: memberId, nickName: conn.nickName, grade: conn.grade, kind: 'gift',
          content: `送出 ${gift.giftName} x${b.count}`, bet: null, gift: { giftId: gift.giftId, giftName: gift.giftName, count: b.count }, createdAt: ctx.now(),
        });
        toRoomMembers(b.roomId, memberId, msgId, m);
        return ok(conn, CHAT_MSG_ID.Score, { score: memberById(ctx.db, memberId)?.chat_score ?? 0 });
      }
      default:
        return no(conn, msgId, VALIDATION, '不支持的消息类型');
    }
  }

  function login(conn: Conn, msgData: unknown): void {
    const id = CHAT_MSG_ID.Login;
    const b = parse(conn, id, chatLoginRequestSchema, msgData);
    if (!b) return;
    const claims = verifyJwt(b.token, ctx.jwtSecret, ctx.now());
    const member = typeof claims?.['sub'] === 'number' ? memberById(ctx.db, claims['sub']) : undefined;
    if (!member) return no(conn, id, AUTH, '聊天室登录失败，请重新登录');
    if (member.status !== 1) return no(conn, id, BUSINESS_CODES.ACCOUNT_BLOCKED.code, BUSINESS_CODES.ACCOUNT_BLOCKED.meaning);
    const shields = ctx.db.prepare('SELECT shielded_id FROM chat_shields WHERE member_id = ?').all(member.id) as { shielded_id: number }[];
    Object.assign(conn, { memberId: member.id, nickName: member.nick_name, grade: member.grade, shielded: new Set(shields.map((s) => s.shielded_id)) });
    const rooms = roomRows(ctx.db);
    const visible = rooms.filter((r) => member.grade >= r.vip_min && member.grade <= r.vip_max);
    ok(conn, id, {
      userId: member.id,
      nickName: member.nick_name,
      grade: member.grade,
      speechStatus: member.speech_status,
      vipMin: Math.min(...visible.map((r) => r.vip_min), 0),
      vipMax: Math.max(...visible.map((r) => r.vip_max), 0),
      score: member.chat_score,
      rooms: rooms.map((r) => toRoom(r, online(r.id))),
      shielded: [...conn.shielded],
    });
    if (allMaintain()) ok(conn, CHAT_MSG_ID.AllRoomMaintain, { status: 1, message: '聊天室维护中' });
  }

  wss.on('connection', (ws) => {
    const conn: Conn = { ws, memberId: null, nickName: '', grade: 0, roomId: null, shielded: new Set(), lastSeen: Date.now() };
    conns.add(conn);
    ws.on('message', (raw, isBinary) => {
      try {
        if (isBinary) return no(conn, -1, VALIDATION, '消息格式错误');
        onFrame(conn, Buffer.isBuffer(raw) ? raw.toString('utf8') : String(raw));
      } catch (error) {
        console.error('[platform-sim] 聊天消息处理失败', error);
        no(conn, -1, BUSINESS_CODES.COMMON_ERROR.code, '系统异常，请稍后重试');
      }
    });
    ws.on('close', () => conns.delete(conn));
    ws.on('error', () => conns.delete(conn));
  });

  const sweeper = setInterval(() => {
    const limit = Date.now() - IDLE_LIMIT_MS;
    for (const c of conns) if (c.lastSeen < limit) c.ws.terminate();
  }, 5_000);
  sweeper.unref();

  const loggedIn = () => [...conns].filter((c) => c.memberId !== null);

  return {
    handleUpgrade(req, socket, head) {
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    },
    close() {
      clearInterval(sweeper);
      for (const c of conns) c.ws.terminate();
      wss.close();
    },
    dropAll() {
      const n = conns.size;
      for (const c of conns) c.ws.terminate();
      conns.clear();
      return n;
    },
    connectionCount: () => conns.size,
    broadcastAll(msgId, data) {
      okMany(loggedIn(), msgId, data);
    },
    setSpeechStatus(memberId, speechStatus) {
      ctx.db.prepare('UPDATE members SET speech_status = ? WHERE id = ?').run(speechStatus, memberId);
      for (const c of loggedIn()) if (c.memberId === memberId) ok(c, CHAT_MSG_ID.SpeechStatus, { speechStatus });
    },
    setRoomStatus(roomId, status) {
      ctx.db.prepare('UPDATE chat_rooms SET status = ? WHERE id = ?').run(status, roomId);
      okMany(loggedIn(), CHAT_MSG_ID.RoomStatus, { roomId, status });
      if (status !== 1) for (const c of inRoom(roomId)) c.roomId = null;
    },
    setRoomVip(roomId, vipMin, vipMax) {
      ctx.db.prepare('UPDATE chat_rooms SET vip_min = ?, vip_max = ? WHERE id = ?').run(vipMin, vipMax, roomId);
      okMany(loggedIn(), CHAT_MSG_ID.ChatVIPLevel, { roomId, vipMin, vipMax });
    },
    setAllRoomMaintain(on, message) {
      setConfig(ctx.db, 'chatAllMaintain', on ? '1' : '0');
      okMany(loggedIn(), CHAT_MSG_ID.AllRoomMaintain, { status: on ? 1 : 0, message: on ? message : '' });
    },
  };
}
