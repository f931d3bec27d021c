import { ORDER_STATUS } from '@site/api-contract';
import type { GIFT_TYPES, POINT_DIRECTIONS, TRANSACTION_TYPES, WELFARE_TYPES } from '@site/api-contract';
import type { Hono } from 'hono';
import type { SimContext } from '../context';
import { memberRoute, success } from '../http/endpoint';
import { toYuan } from '../util';
import { pageRows, sumRows } from './paging';

type TxType = (typeof TRANSACTION_TYPES)[number];
type GiftType = (typeof GIFT_TYPES)[number];
type WelfareType = (typeof WELFARE_TYPES)[number];

const SUCCESS = ORDER_STATUS.success;

/** Points records filter on the sign of the change (SQL of code, not of the request). */
const directionWhere = (direction: (typeof POINT_DIRECTIONS)[number] | undefined) =>
  direction === 'in' ? 'change > 0' : direction === 'out' ? 'change < 0' : '';

export function registerRecordRoutes(app: Hono, ctx: SimContext): void {
  memberRoute(app, ctx, 'transactionRecords', (call) => {
    const filters = { type: call.body.type, status: call.body.status };
    const p = pageRows<{ id: number; order_no: string; type: TxType; amount_cents: number; balance_after_cents: number; status: number; remark: string; created_at: number }>(
      ctx.db, 'transactions', call.member.id, call.body, filters,
    );
    const s = sumRows<{ n: number; income: number | null; expense: number | null }>(
      ctx.db, 'transactions',
      `COUNT(*) AS n, SUM(CASE WHEN status = ${SUCCESS} AND amount_cents > 0 THEN amount_cents END) AS income,
       SUM(CASE WHEN status = ${SUCCESS} AND amount_cents < 0 THEN -amount_cents END) AS expense`,
      call.member.id, call.body, filters,
    );
    return success(strip({
      ...p,
      list: p.rows.map((r) => ({
        id: r.id, orderNo: r.order_no, type: r.type, amount: toYuan(r.amount_cents), balanceAfter: toYuan(r.balance_after_cents),
        status: r.status, remark: r.remark, createdAt: r.created_at,
      })),
      summary: { count: s.n, income: toYuan(s.income ?? 0), expense: toYuan(s.expense ?? 0) },
    }));
  });

  memberRoute(app, ctx, 'betRecords', (call) => {
    const filters = { venue_code: call.body.venueCode, settled: call.body.settled };
    const p = pageRows<{ id: number; order_no: string; venue_code: string; category: string; game_name: string; bet_content: string; bet_cents: number; valid_cents: number; winloss_cents: number; settled: number; created_at: number }>(
      ctx.db, 'bets', call.member.id, call.body, filters,
    );
    // Totals cover the whole filtered range, not just this page.
    const s = sumRows<{ n: number; bet: number | null; valid: number | null; winloss: number | null }>(
      ctx.db, 'bets', 'COUNT(*) AS n, SUM(bet_cents) AS bet, SUM(valid_cents) AS valid, SUM(winloss_cents) AS winloss', call.member.id, call.body, filters,
    );
    return success({
      list: p.rows.map((r) => ({
        id: r.id, orderNo: r.order_no, venueCode: r.venue_code, category: r.category, gameName: r.game_name, betContent: r.bet_content,
        betAmount: toYuan(r.bet_cents), validAmount: toYuan(r.valid_cents), winLoss: toYuan(r.winloss_cents), settled: r.settled, createdAt: r.created_at,
      })),
      total: p.total,
      pageNum: p.pageNum,
      pageSize: p.pageSize,
      totalBet: toYuan(s.bet ?? 0),
      totalWinLoss: toYuan(s.winloss ?? 0),
      summary: { count: s.n, betAmount: toYuan(s.bet ?? 0), validAmount: toYuan(s.valid ?? 0), winLoss: toYuan(s.winloss ?? 0) },
    });
  });

  /** Count of the rows in range and the amount actually paid (successful rows). */
  const amountSummary = (table: string, memberId: number, q: Parameters<typeof sumRows>[4], filters: Record<string, string | number | undefined>) => {
    const s = sumRows<{ n: number; paid: number | null }>(
      ctx.db, table, `COUNT(*) AS n, SUM(CASE WHEN status = ${SUCCESS} THEN amount_cents END) AS paid`, memberId, q, filters,
    );
    return { count: s.n, amount: toYuan(s.paid ?? 0) };
  };

  memberRoute(app, ctx, 'giftRecords', (call) => {
    const filters = { type: call.body.type, status: call.body.status };
    const p = pageRows<{ id: number; type: GiftType; title: string; amount_cents: number; status: number; created_at: number }>(ctx.db, 'gifts', call.member.id, call.body, filters);
    return success(strip({
      ...p,
      list: p.rows.map((r) => ({ id: r.id, title: r.title, type: r.type, amount: toYuan(r.amount_cents), status: r.status, createdAt: r.created_at })),
      summary: amountSummary('gifts', call.member.id, call.body, filters),
    }));
  });

  memberRoute(app, ctx, 'welfareRecords', (call) => {
    const filters = { type: call.body.type, status: call.body.status };
    const p = pageRows<{ id: number; type: WelfareType; activity_name: string; amount_cents: number; status: number; created_at: number }>(
      ctx.db, 'welfare', call.member.id, call.body, filters,
    );
    return success(strip({
      ...p,
      list: p.rows.map((r) => ({ id: r.id, activityName: r.activity_name, type: r.type, amount: toYuan(r.amount_cents), status: r.status, createdAt: r.created_at })),
      summary: amountSummary('welfare', call.member.id, call.body, filters),
    }));
  });

  const points = (kind: 'currency' | 'coin', memberId: number, q: Parameters<typeof pageRows>[3] & { direction?: (typeof POINT_DIRECTIONS)[number] | undefined }) => {
    const extra = directionWhere(q.direction);
    const p = pageRows<{ id: number; title: string; change: number; balance_after: number; created_at: number }>(ctx.db, 'point_records', memberId, q, { kind }, extra);
    const s = sumRows<{ n: number; gained: number | null; spent: number | null }>(
      ctx.db, 'point_records', 'COUNT(*) AS n, SUM(CASE WHEN change > 0 THEN change END) AS gained, SUM(CASE WHEN change < 0 THEN -change END) AS spent',
      memberId, q, { kind }, extra,
    );
    return {
      ...p,
      list: p.rows.map((r) => ({ id: r.id, title: r.title, change: r.change, balanceAfter: r.balance_after, createdAt: r.created_at })),
      summary: { count: s.n, gained: s.gained ?? 0, spent: s.spent ?? 0 },
    };
  };
  memberRoute(app, ctx, 'currencyRecords', (call) => success(strip(points('currency', call.member.id, call.body))));
  memberRoute(app, ctx, 'coinRecords', (call) => success(strip(points('coin', call.member.id, call.body))));

  memberRoute(app, ctx, 'mallOrders', (call) => {
    const filters = { status: call.body.status };
    const p = pageRows<{ id: number; order_no: string; item_id: number; item_name: string; quantity: number; points: number; status: number; created_at: number }>(
      ctx.db, 'mall_orders', call.member.id, call.body, filters,
    );
    const s = sumRows<{ n: number; points: number | null }>(
      ctx.db, 'mall_orders', `COUNT(*) AS n, SUM(CASE WHEN status <> ${ORDER_STATUS.cancelled} THEN points END) AS points`, call.member.id, call.body, filters,
    );
    return success(strip({
      ...p,
      list: p.rows.map((r) => ({ id: r.id, orderNo: r.order_no, itemId: r.item_id, itemName: r.item_name, quantity: r.quantity, points: r.points, status: r.status, createdAt: r.created_at })),
      summary: { count: s.n, points: s.points ?? 0 },
    }));
  });
}

/** Drops the raw rows a page carries so only the contract's fields leave. */
export function strip<T extends { rows: unknown }>(page: T): Omit<T, 'rows'> {
  const { rows: _rows, ...rest } = page;
  return rest;
}
