import type { WELFARE_TYPES } from '@site/api-contract';
import type { SimContext } from '../context';
import { record } from '../finance/ledger';

type WelfareType = (typeof WELFARE_TYPES)[number];

/** Credits an activity payout: centre wallet, transaction, welfare record and its turnover audit. */
export function payWelfare(ctx: SimContext, memberId: number, cents: number, title: string, now: number, multiple = 1, type: WelfareType = 'ACTIVITY'): void {
  ctx.db.prepare("UPDATE wallets SET balance_cents = balance_cents + ? WHERE member_id = ? AND code = 'CENTER'").run(cents, memberId);
  record(ctx.db, memberId, 'BONUS', cents, title, now);
  ctx.db.prepare('INSERT INTO welfare (member_id, type, activity_name, amount_cents, status, created_at) VALUES (?, ?, ?, ?, 1, ?)').run(memberId, type, title, cents, now);
  ctx.db.prepare('INSERT INTO audits (member_id, source, amount_cents, required_cents, completed_cents, created_at) VALUES (?, ?, ?, ?, 0, ?)').run(
    memberId, title, cents, cents * multiple, now,
  );
}
