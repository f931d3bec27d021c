import type { WalletBalances } from '@site/api-contract';
import { CENTER_WALLET } from '@site/api-contract';
import type { Db } from '../db/index';
import { orderNo, toYuan } from '../util';

export interface WalletRow {
  code: string;
  balance_cents: number;
  title: string | null;
  status: number | null;
}

export function walletCents(db: Db, memberId: number, code: string): number | undefined {
  return (db.prepare('SELECT balance_cents FROM wallets WHERE member_id = ? AND code = ?').get(memberId, code) as { balance_cents: number } | undefined)
    ?.balance_cents;
}

/**
 * Moves cents between two wallets of one member. Returns false (and moves nothing) when the
 * source lacks the money; the CHECK constraint backs this up at the storage level.
 */
export function move(db: Db, memberId: number, from: string, to: string, cents: number): boolean {
  const taken = db
    .prepare('UPDATE wallets SET balance_cents = balance_cents - ? WHERE member_id = ? AND code = ? AND balance_cents >= ?')
    .run(cents, memberId, from, cents).changes;
  if (taken !== 1) return false;
  db.prepare('UPDATE wallets SET balance_cents = balance_cents + ? WHERE member_id = ? AND code = ?').run(cents, memberId, to);
  return true;
}

export function record(
  db: Db,
  memberId: number,
  type: string,
  cents: number,
  remark: string,
  now: number,
  status = 1,
  no = orderNo(type.slice(0, 1), now),
): string {
  const balance = walletCents(db, memberId, CENTER_WALLET) ?? 0;
  db.prepare('INSERT INTO transactions (member_id, order_no, type, amount_cents, balance_after_cents, status, remark, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
    memberId, no, type, cents, balance, status, remark, now,
  );
  return no;
}

export function balances(db: Db, memberId: number): WalletBalances {
  const rows = db
    .prepare('SELECT w.code, w.balance_cents, v.title, v.status FROM wallets w LEFT JOIN venues v ON v.code = w.code WHERE w.member_id = ? ORDER BY v.sort')
    .all(memberId) as WalletRow[];
  const lock = (db.prepare('SELECT lock_cents FROM members WHERE id = ?').get(memberId) as { lock_cents: number } | undefined)?.lock_cents ?? 0;
  const center = rows.find((r) => r.code === CENTER_WALLET)?.balance_cents ?? 0;
  const venues = rows.filter((r) => r.code !== CENTER_WALLET);
  return {
    center: toYuan(center),
    lockMoney: toYuan(lock),
    total: toYuan(center + venues.reduce((s, r) => s + r.balance_cents, 0)),
    wallets: venues.map((r) => ({ code: r.code, name: r.title ?? r.code, balance: toYuan(r.balance_cents), status: r.status ?? 0 })),
  };
}

/**
 * The simulated payment provider and bank: deposits confirm and withdrawals pay out once their
 * settle time has passed. Run lazily before a member's request so results follow the clock.
 */
export function settleDue(db: Db, memberId: number, now: number): void {
  const deposits = db.prepare('SELECT order_no, amount_cents FROM deposit_orders WHERE member_id = ? AND status = 0 AND settle_at <= ?').all(memberId, now) as {
    order_no: string;
    amount_cents: number;
  }[];
  const withdrawals = db.prepare('SELECT order_no, amount_cents FROM withdrawal_orders WHERE member_id = ? AND status = 0 AND settle_at <= ?').all(memberId, now) as {
    order_no: string;
    amount_cents: number;
  }[];
  if (deposits.length === 0 && withdrawals.length === 0) return;
  db.transaction(() => {
    for (const d of deposits) {
      if (db.prepare('UPDATE deposit_orders SET status = 1 WHERE order_no = ? AND status = 0').run(d.order_no).changes !== 1) continue;
      db.prepare("UPDATE wallets SET balance_cents = balance_cents + ? WHERE member_id = ? AND code = 'CENTER'").run(d.amount_cents, memberId);
      db.prepare('UPDATE members SET deposit_total_cents = deposit_total_cents + ?, lucky_chances = lucky_chances + ? WHERE id = ?').run(
        d.amount_cents, Math.floor(d.amount_cents / 10000), memberId,
      );
      // Every deposit must be turned over once before it can be withdrawn.
      db.prepare('INSERT INTO audits (member_id, source, amount_cents, required_cents, completed_cents, created_at) VALUES (?, ?, ?, ?, 0, ?)').run(
        memberId, '存款', d.amount_cents, d.amount_cents, now,
      );
      record(db, memberId, 'DEPOSIT', d.amount_cents, '存款到账', now, 1, d.order_no);
    }
    for (const w of withdrawals) {
      if (db.prepare('UPDATE withdrawal_orders SET status = 1 WHERE order_no = ? AND status = 0').run(w.order_no).changes !== 1) continue;
      db.prepare('UPDATE members SET lock_cents = lock_cents - ? WHERE id = ?').run(w.amount_cents, memberId);
      db.prepare('UPDATE transactions SET status = 1 WHERE order_no = ?').run(w.order_no);
    }
  })();
}

/** Turnover still owed across all audit items, in cents. */
export function auditRemainingCents(db: Db, memberId: number): number {
  return (
    db.prepare('SELECT COALESCE(SUM(MAX(required_cents - completed_cents, 0)), 0) AS n FROM audits WHERE member_id = ?').get(memberId) as { n: number }
  ).n;
}

/** Applies valid bet turnover to the oldest open audit items first. */
export function applyTurnover(db: Db, memberId: number, cents: number): void {
  let left = cents;
  const open = db.prepare('SELECT id, required_cents, completed_cents FROM audits WHERE member_id = ? AND completed_cents < required_cents ORDER BY id').all(memberId) as {
    id: number;
    required_cents: number;
    completed_cents: number;
  }[];
  for (const a of open) {
    if (left <= 0) break;
    const take = Math.min(left, a.required_cents - a.completed_cents);
    db.prepare('UPDATE audits SET completed_cents = completed_cents + ? WHERE id = ?').run(take, a.id);
    left -= take;
  }
}
