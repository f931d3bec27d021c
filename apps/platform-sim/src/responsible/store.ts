import type { DepositLimit } from '@site/api-contract';
import { RESPONSIBLE_CODES } from '@site/api-contract';
import type { DepositEvent, DepositLimitPeriod, LimitState } from '@site/validation';
import {
  DEPOSIT_LIMIT_LABELS,
  DEPOSIT_LIMIT_PERIODS,
  DEPOSIT_LIMIT_WINDOW_MS,
  depositRoomFreesAt,
  depositRoomLeft,
  depositedInWindow,
  effectiveLimit,
  shanghaiDateTime,
} from '@site/validation';
import type { Db } from '../db/index';
import type { Outcome } from '../http/endpoint';
import { failure } from '../http/endpoint';
import { toYuan } from '../util';

/**
 * The platform side of responsible play: reads and writes the member's limits and blocks, and
 * the checks that deposit, login, venue launch and chat join run. The arithmetic is the shared
 * rules of `@site/validation` (unit-tested there at the boundaries).
 */

interface LimitRow {
  period: DepositLimitPeriod;
  limit_cents: number | null;
  has_pending: number;
  pending_cents: number | null;
  pending_at: number | null;
}

const LONGEST_WINDOW_MS = Math.max(...Object.values(DEPOSIT_LIMIT_WINDOW_MS));

function stateOf(row: LimitRow | undefined): LimitState {
  if (!row) return { cents: null, pending: null };
  return {
    cents: row.limit_cents,
    pending: row.has_pending && row.pending_at !== null ? { cents: row.pending_cents, effectiveAt: row.pending_at } : null,
  };
}

/** Every period's limit as it stands at `now` (a pending change whose 24 h have passed is applied and stored). */
export function limitStates(db: Db, memberId: number, now: number): Record<DepositLimitPeriod, LimitState> {
  const rows = db.prepare('SELECT * FROM deposit_limits WHERE member_id = ?').all(memberId) as LimitRow[];
  const out = {} as Record<DepositLimitPeriod, LimitState>;
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    const before = stateOf(rows.find((r) => r.period === period));
    const after = effectiveLimit(before, now);
    if (after !== before) saveLimit(db, memberId, period, after, now);
    out[period] = after;
  }
  return out;
}

export function saveLimit(db: Db, memberId: number, period: DepositLimitPeriod, state: LimitState, now: number): void {
  db.prepare(
    `INSERT INTO deposit_limits (member_id, period, limit_cents, has_pending, pending_cents, pending_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (member_id, period) DO UPDATE SET limit_cents = excluded.limit_cents, has_pending = excluded.has_pending,
       pending_cents = excluded.pending_cents, pending_at = excluded.pending_at, updated_at = excluded.updated_at`,
  ).run(memberId, period, state.cents, state.pending ? 1 : 0, state.pending?.cents ?? null, state.pending?.effectiveAt ?? null, now);
}

/** Deposits that count against a limit: orders not failed or cancelled, by the time they were made. */
function recentDeposits(db: Db, memberId: number, now: number): DepositEvent[] {
  const rows = db
    .prepare('SELECT created_at, amount_cents FROM deposit_orders WHERE member_id = ? AND status IN (0, 1) AND created_at > ?')
    .all(memberId, now - LONGEST_WINDOW_MS) as { created_at: number; amount_cents: number }[];
  return rows.map((r) => ({ at: r.created_at, cents: r.amount_cents }));
}

export function limitViews(db: Db, memberId: number, now: number): DepositLimit[] {
  const states = limitStates(db, memberId, now);
  const deposits = recentDeposits(db, memberId, now);
  return DEPOSIT_LIMIT_PERIODS.map((period) => {
    const s = states[period];
    const window = DEPOSIT_LIMIT_WINDOW_MS[period];
    const counted = deposits.filter((d) => d.at <= now && now < d.at + window);
    const oldest = counted.reduce<number | null>((min, d) => (min === null || d.at < min ? d.at : min), null);
    return {
      period,
      limit: s.cents === null ? null : toYuan(s.cents),
      pending: s.pending ? { limit: s.pending.cents === null ? null : toYuan(s.pending.cents), effectiveAt: s.pending.effectiveAt } : null,
      used: toYuan(depositedInWindow(deposits, window, now)),
      remaining: s.cents === null ? null : toYuan(depositRoomLeft(s.cents, deposits, window, now)),
      nextFreeAt: oldest === null ? null : oldest + window,
    };
  });
}

const yuanText = (cents: number) => toYuan(cents).toFixed(2);

/** The deposit check: the first limit that `cents` would break, named with when room frees up. */
export function checkDepositLimits(db: Db, memberId: number, cents: number, now: number): Outcome<never> | null {
  const states = limitStates(db, memberId, now);
  const deposits = recentDeposits(db, memberId, now);
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    const limit = states[period].cents;
    if (limit === null) continue;
    const window = DEPOSIT_LIMIT_WINDOW_MS[period];
    const left = depositRoomLeft(limit, deposits, window, now);
    if (cents <= left) continue;
    const frees = depositRoomFreesAt(limit, deposits, window, now, cents);
    const label = DEPOSIT_LIMIT_LABELS[period];
    const when = frees === null ? `单笔金额超过${label}限额，请调低存款金额` : `${shanghaiDateTime(frees)}（北京时间）起可再存入 ${yuanText(cents)} 元`;
    return failure(
      RESPONSIBLE_CODES.DEPOSIT_LIMIT_REACHED.code,
      `已超出您设置的${label}存款限额 ${yuanText(limit)} 元，当前剩余可存 ${yuanText(left)} 元；${when}`,
    );
  }
  return null;
}

export interface ActiveBlock {
  kind: 'timeOut' | 'exclusion';
  until: number;
}

/** The block in force with the latest end, exclusions first (they also stop launch and chat). */
export function activeBlock(db: Db, memberId: number, now: number, kind?: ActiveBlock['kind']): ActiveBlock | null {
  const row = db
    .prepare(
      `SELECT kind, until_at FROM play_blocks WHERE member_id = ? AND until_at > ? AND (? IS NULL OR kind = ?)
       ORDER BY kind = 'exclusion' DESC, until_at DESC LIMIT 1`,
    )
    .get(memberId, now, kind ?? null, kind ?? null) as { kind: ActiveBlock['kind']; until_at: number } | undefined;
  return row ? { kind: row.kind, until: row.until_at } : null;
}

/** Login refused during a time-out or self-exclusion, with its end in Beijing time. */
export function loginBlocked(db: Db, memberId: number, now: number): Outcome<never> | null {
  const block = activeBlock(db, memberId, now);
  if (!block) return null;
  const end = `${shanghaiDateTime(block.until)}（北京时间）`;
  return block.kind === 'exclusion'
    ? failure(RESPONSIBLE_CODES.SELF_EXCLUDED.code, `您已申请自我排除，${end}前无法登录`)
    : failure(RESPONSIBLE_CODES.TIME_OUT_ACTIVE.code, `您的账号处于冷静期，${end}前无法登录`);
}

/** Venue launch and chat join refused during a self-exclusion. */
export function exclusionRefusal(db: Db, memberId: number, now: number, what: string): { code: number; message: string } | null {
  const block = activeBlock(db, memberId, now, 'exclusion');
  if (!block) return null;
  return { code: RESPONSIBLE_CODES.SELF_EXCLUDED.code, message: `您已申请自我排除，${shanghaiDateTime(block.until)}（北京时间）前无法${what}` };
}

/**
 * The money-in calls (deposit, and every reward that credits the centre wallet) refused during a
 * time-out or a self-exclusion (issue #41): a member who asked to stop must not be paid into play
 * by a session that was already open, or by one opened on another device before the block.
 */
export function moneyInRefusal(db: Db, memberId: number, now: number, what: string): Outcome<never> | null {
  const block = activeBlock(db, memberId, now);
  if (!block) return null;
  const end = `${shanghaiDateTime(block.until)}（北京时间）`;
  return block.kind === 'exclusion'
    ? failure(RESPONSIBLE_CODES.SELF_EXCLUDED.code, `您已申请自我排除，${end}前无法${what}`)
    : failure(RESPONSIBLE_CODES.TIME_OUT_ACTIVE.code, `您的账号处于冷静期，${end}前无法${what}`);
}
