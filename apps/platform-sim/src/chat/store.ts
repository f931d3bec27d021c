import type { ChatMessage, ChatRoom } from '@site/api-contract';
import type { Db } from '../db/index';

interface MessageRow {
  id: number;
  room_id: number;
  member_id: number;
  nick_name: string;
  grade: number;
  kind: 'text' | 'bet' | 'gift' | 'system';
  content: string;
  bet_json: string | null;
  gift_json: string | null;
  created_at: number;
}

export interface RoomRow {
  id: number;
  name: string;
  vip_min: number;
  vip_max: number;
  status: number;
}

export function toMessage(r: MessageRow): ChatMessage {
  return {
    id: r.id,
    roomId: r.room_id,
    userId: r.member_id,
    nickName: r.nick_name,
    grade: r.grade,
    kind: r.kind,
    content: r.content,
    bet: r.bet_json ? (JSON.parse(r.bet_json) as ChatMessage['bet']) : null,
    gift: r.gift_json ? (JSON.parse(r.gift_json) as ChatMessage['gift']) : null,
    createdAt: r.created_at,
  };
}

export function roomRows(db: Db): RoomRow[] {
  return db.prepare('SELECT * FROM chat_rooms ORDER BY id').all() as RoomRow[];
}

export function roomRow(db: Db, id: number): RoomRow | undefined {
  return db.prepare('SELECT * FROM chat_rooms WHERE id = ?').get(id) as RoomRow | undefined;
}

export function toRoom(r: RoomRow, online: number): ChatRoom {
  return { roomId: r.id, roomName: r.name, vipMin: r.vip_min, vipMax: r.vip_max, status: r.status, online };
}

/** A page of history, oldest first, and whether older messages exist. */
export function history(db: Db, roomId: number, beforeId: number | undefined, pageSize: number): { list: ChatMessage[]; hasMore: boolean } {
  const rows = db
    .prepare('SELECT * FROM chat_messages WHERE room_id = ? AND id < ? ORDER BY id DESC LIMIT ?')
    .all(roomId, beforeId ?? Number.MAX_SAFE_INTEGER, pageSize + 1) as MessageRow[];
  const hasMore = rows.length > pageSize;
  return { list: rows.slice(0, pageSize).reverse().map(toMessage), hasMore };
}

export function insertMessage(
  db: Db,
  m: Omit<ChatMessage, 'id'>,
): ChatMessage {
  const info = db
    .prepare('INSERT INTO chat_messages (room_id, member_id, nick_name, grade, kind, content, bet_json, gift_json, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
    .run(m.roomId, m.userId, m.nickName, m.grade, m.kind, m.content, m.bet ? JSON.stringify(m.bet) : null, m.gift ? JSON.stringify(m.gift) : null, m.createdAt);
  return { ...m, id: Number(info.lastInsertRowid) };
}
