import type { DepositChannel } from '@site/api-contract';
import { CENTER_WALLET, CONTRACT_MESSAGES, ORDER_STATUS } from '@site/api-contract';
import type { Hono } from 'hono';
import type { SimContext } from '../context';
import { auditRemainingCents, balances, move, record, walletCents } from '../finance/ledger';
import { commonError, invalid, memberRoute, success } from '../http/endpoint';
import { dateKey, orderNo, toCents, toYuan } from '../util';
import { checkDepositLimits, moneyInRefusal } from '../responsible/store';
import { cardView } from './cards';
import type { CardRow } from './cards';

const WITHDRAW_MIN_CENTS = 10_000;
const WITHDRAW_MAX_CENTS = 5_000_000;
const DEPOSIT_PAY_WINDOW_MS = 15 * 60_000;

interface ChannelRow {
  id: number;
  method: DepositChannel['method'];
  name: string;
  min_cents: number;
  max_cents: number;
  fixed_json: string;
  rate: number | null;
  tip: string;
  payee_json: string;
}

function channelView(r: ChannelRow): DepositChannel {
  return {
    id: r.id,
    method: r.method,
    name: r.name,
    minAmount: toYuan(r.min_cents),
    maxAmount: toYuan(r.max_cents),
    fixedAmounts: JSON.parse(r.fixed_json) as number[],
    rate: r.rate,
    tip: r.tip,
  };
}

function venueOpen(ctx: SimContext, code: string): 'ok' | 'unknown' | 'closed' {
  if (code === CENTER_WALLET) return 'ok';
  const v = ctx.db.prepare('SELECT status FROM venues WHERE code = ?').get(code) as { status: number } | undefined;
  if (!v) return 'unknown';
  return v.status === 1 ? 'ok' : 'closed';
}

/** A wallet as the records name it, as the seeded history does: 中心钱包, or the venue's title. */
function walletTitle(ctx: SimContext, code: string): string {
  if (code === CENTER_WALLET) return '中心钱包';
  const v = ctx.db.prepare('SELECT title FROM venues WHERE code = ?').get(code) as { title: string } | undefined;
  return v?.title ?? code;
}

/** A transfer's record line, in the seeded history's words (中心钱包转入YB体育 / YB体育转回中心钱包). */
function transferRemark(ctx: SimContext, from: string, to: string): string {
  return to === CENTER_WALLET ? `${walletTitle(ctx, from)}转回中心钱包` : `${walletTitle(ctx, from)}转入${walletTitle(ctx, to)}`;
}

export function registerFinanceRoutes(app: Hono, ctx: SimContext): void {
  memberRoute(app, ctx, 'walletBalances', (call) => success(balances(ctx.db, call.member.id)));

  memberRoute(app, ctx, 'walletTransfer', (call) => {
    const { from, to } = call.body;
    const cents = toCents(call.body.amount);
    if (from === to) return invalid('转出与转入钱包不能相同');
    for (const code of [from, to]) {
      const state = venueOpen(ctx, code);
      if (state === 'unknown') return invalid('钱包不存在');
      if (state === 'closed') return commonError('场馆维护中，暂时无法转账');
    }
    if (!move(ctx.db, call.member.id, from, to, cents)) return commonError(CONTRACT_MESSAGES.insufficientBalance);
    const signed = from === CENTER_WALLET ? -cents : to === CENTER_WALLET ? cents : 0;
    const no = record(ctx.db, call.member.id, 'TRANSFER', signed, transferRemark(ctx, from, to), call.now);
    return success({ orderNo: no, balances: balances(ctx.db, call.member.id) }, '转账成功');
  });

  memberRoute(app, ctx, 'walletRecallAll', (call) => {
    const rows = ctx.db.prepare("SELECT code, balance_cents FROM wallets WHERE member_id = ? AND code <> 'CENTER' AND balance_cents > 0").all(call.member.id) as {
      code: string;
      balance_cents: number;
    }[];
    let total = 0;
    for (const r of rows) if (move(ctx.db, call.member.id, r.code, CENTER_WALLET, r.balance_cents)) total += r.balance_cents;
    if (total > 0) record(ctx.db, call.member.id, 'TRANSFER', total, '一键回收', call.now);
    return success({ recalled: toYuan(total), balances: balances(ctx.db, call.member.id) }, total > 0 ? '回收成功' : '暂无可回收余额');
  });

  memberRoute(app, ctx, 'depositChannels', () =>
    success((ctx.db.prepare('SELECT * FROM deposit_channels ORDER BY id').all() as ChannelRow[]).map(channelView)),
  );

  memberRoute(app, ctx, 'depositCreate', (call) => {
    const blocked = moneyInRefusal(ctx.db, call.member.id, call.now, '存款');
    if (blocked) return blocked;
    const ch = ctx.db.prepare('SELECT * FROM deposit_channels WHERE id = ?').get(call.body.channelId) as ChannelRow | undefined;
    if (!ch) return invalid('存款通道不存在');
    const cents = toCents(call.body.amount);
    if (cents < ch.min_cents || cents > ch.max_cents)
      return invalid(`存款金额须在 ${toYuan(ch.min_cents).toFixed(2)} - ${toYuan(ch.max_cents).toFixed(2)} 元之间`);
    const overLimit = checkDepositLimits(ctx.db, call.member.id, cents, call.now);
    if (overLimit) return overLimit;
    const no = orderNo('D', call.now);
    const expiresAt = call.now + DEPOSIT_PAY_WINDOW_MS;
    ctx.db
      .prepare('INSERT INTO deposit_orders (order_no, member_id, channel_id, amount_cents, status, created_at, expires_at, settle_at) VALUES (?, ?, ?, ?, 0, ?, ?, ?)')
      .run(no, call.member.id, ch.id, cents, call.now, expiresAt, call.now + ctx.config.depositSettleMs);
    const payee = JSON.parse(ch.payee_json) as { name: string; account: string; bank: string; qrCode: string };
    return success(
      { orderNo: no, channelId: ch.id, amount: toYuan(cents), status: ORDER_STATUS.pending, payee, createdAt: call.now, expiresAt },
      '订单已创建，请尽快完成支付',
    );
  });

  memberRoute(app, ctx, 'withdrawalInfo', (call) => {
    const m = call.member;
    const remaining = auditRemainingCents(ctx.db, m.id);
    const cards = ctx.db.prepare('SELECT * FROM cards WHERE member_id = ? AND deleted = 0 ORDER BY is_default DESC, id').all(m.id) as CardRow[];
    return success({
      balance: toYuan(walletCents(ctx.db, m.id, CENTER_WALLET) ?? 0),
      minAmount: toYuan(WITHDRAW_MIN_CENTS),
      maxAmount: toYuan(WITHDRAW_MAX_CENTS),
      dailyTimesLeft: timesLeft(ctx, m.id, m.grade, call.now),
      auditRemaining: toYuan(remaining),
      auditPassed: remaining === 0,
      cards: cards.map(cardView),
    });
  });

  memberRoute(app, ctx, 'withdrawalApply', (call) => {
    const m = call.member;
    const cents = toCents(call.body.amount);
    const card = ctx.db.prepare('SELECT * FROM cards WHERE id = ? AND member_id = ? AND deleted = 0').get(call.body.cardId, m.id) as CardRow | undefined;
    if (!card) return invalid('请选择已绑定的收款账户');
    if (m.identity_verified_at === null) return commonError('请先完成实名认证');
    if (cents < WITHDRAW_MIN_CENTS || cents > WITHDRAW_MAX_CENTS)
      return invalid(`单笔提款金额须在 ${toYuan(WITHDRAW_MIN_CENTS).toFixed(2)} - ${toYuan(WITHDRAW_MAX_CENTS).toFixed(2)} 元之间`);
    if (timesLeft(ctx, m.id, m.grade, call.now) <= 0) return commonError('今日提款次数已用完');
    const remaining = auditRemainingCents(ctx.db, m.id);
    if (remaining > 0) return commonError(`您还需完成 ${toYuan(remaining).toFixed(2)} 元有效流水才能提款`);
    const taken = ctx.db
      .prepare("UPDATE wallets SET balance_cents = balance_cents - ? WHERE member_id = ? AND code = 'CENTER' AND balance_cents >= ?")
      .run(cents, m.id, cents).changes;
    if (taken !== 1) return commonError(CONTRACT_MESSAGES.insufficientBalance);
    ctx.db.prepare('UPDATE members SET lock_cents = lock_cents + ? WHERE id = ?').run(cents, m.id);
    const no = orderNo('W', call.now);
    ctx.db
      .prepare('INSERT INTO withdrawal_orders (order_no, member_id, card_id, amount_cents, status, created_at, settle_at) VALUES (?, ?, ?, ?, 0, ?, ?)')
      .run(no, m.id, card.id, cents, call.now, call.now + ctx.config.withdrawSettleMs);
    record(ctx.db, m.id, 'WITHDRAW', -cents, `提款至 ${card.name}`, call.now, 0, no);
    return success(
      { orderNo: no, cardId: card.id, amount: toYuan(cents), status: ORDER_STATUS.pending, balance: toYuan(walletCents(ctx.db, m.id, CENTER_WALLET) ?? 0), createdAt: call.now },
      '提款申请已提交',
    );
  });

  memberRoute(app, ctx, 'auditList', (call) => {
    const rows = ctx.db.prepare('SELECT * FROM audits WHERE member_id = ? ORDER BY created_at DESC').all(call.member.id) as {
      id: number; source: string; amount_cents: number; required_cents: number; completed_cents: number; created_at: number;
    }[];
    const list = rows.map((r) => ({
      id: r.id,
      source: r.source,
      amount: toYuan(r.amount_cents),
      requiredTurnover: toYuan(r.required_cents),
      completedTurnover: toYuan(Math.min(r.completed_cents, r.required_cents)),
      passed: r.completed_cents >= r.required_cents,
      createdAt: r.created_at,
    }));
    const required = rows.reduce((s, r) => s + r.required_cents, 0);
    const completed = rows.reduce((s, r) => s + Math.min(r.completed_cents, r.required_cents), 0);
    return success({ list, totalRequired: toYuan(required), totalCompleted: toYuan(completed), passed: completed >= required });
  });
}

function timesLeft(ctx: SimContext, memberId: number, grade: number, now: number): number {
  const allowed = (ctx.db.prepare('SELECT withdraw_times FROM vip_levels WHERE grade = ?').get(grade) as { withdraw_times: number } | undefined)?.withdraw_times ?? 5;
  const today = dateKey(now);
  const used = (ctx.db.prepare('SELECT created_at FROM withdrawal_orders WHERE member_id = ?').all(memberId) as { created_at: number }[]).filter(
    (r) => dateKey(r.created_at) === today,
  ).length;
  return Math.max(0, allowed - used);
}
