import type { Db } from '../db/index';

export interface MemberRow {
  id: number;
  username: string;
  password_hash: string;
  salt: string;
  nick_name: string;
  real_name: string;
  phone: string;
  email: string;
  birthday: string;
  avatar: string;
  grade: number;
  lock_cents: number;
  invite_code: string;
  referrer_id: number | null;
  id_number: string;
  identity_verified_at: number | null;
  points: number;
  chat_score: number;
  speech_status: number;
  status: number;
  deposit_total_cents: number;
  register_time: number;
  last_login_time: number;
  lucky_chances: number;
  rebate_received_at: number | null;
}

export function memberById(db: Db, id: number): MemberRow | undefined {
  return db.prepare('SELECT * FROM members WHERE id = ?').get(id) as MemberRow | undefined;
}

export function memberByName(db: Db, username: string): MemberRow | undefined {
  return db.prepare('SELECT * FROM members WHERE username = ?').get(username) as MemberRow | undefined;
}

export function centerCents(db: Db, memberId: number): number {
  const row = db.prepare("SELECT balance_cents FROM wallets WHERE member_id = ? AND code = 'CENTER'").get(memberId) as
    | { balance_cents: number }
    | undefined;
  return row?.balance_cents ?? 0;
}
