import { TRANSACTION_TYPES } from '@site/api-contract';
import type { Hono } from 'hono';
import type { SimContext } from '../context';
import { memberRoute, success } from '../http/endpoint';
import { toYuan } from '../util';
import { pageRows } from './paging';

type TxType = (typeof TRANSACTION_TYPES)[number];

export function registerRecordRoutes(app: Hono, ctx: SimContext): void {
  memberRoute(app, ctx, 'transactionRecords', (call) => {
    const p = pageRows<{ id: number; order_no: string; type: TxType; amount_cents: number; balance_after_cents: number; status: number; remark: string; created_at: number }>(
      ctx.db, 'transactions', call.member.id, call.body, { type: call.body.type },
    );
    return success(strip({
      ...p,
      list: p.rows.map((r) => ({
        id: r.id, orderNo: r.order_no, type: r.type, amount: toYuan(r.amount_cents), balanceAfter: toYuan(r.balance_after_cents),
        status: r.status, remark: r.remark, createdAt: r.created_at,
      })),
    }));
  });

  memberRoute(app, ctx, 'betRecords', (call) => {
    const filters = { venue_code: call.body.venueCode, settled: call.body.settled };
    const p = pageRows<{ id: number; order_no: string; venue_code: string; category: string; game_name: string; bet_content: string; bet_cents: number; valid_cents: number; winloss_cents: number; settled: number; created_at: number }>(
      ctx.db, 'bets', call.member.id, call.body, filters,
    );
    // Totals cover the whole filtered range, not just this page.
    const all = pageRows<{ bet_cents: number; winloss_cents: number }>(ctx.db, 'bets', call.member.id, { ...call.body, pageNum: 1, pageSize: 1_000_000 }, filters);
    return success({
      list: p.rows.map((r) => ({
        id: r.id, orderNo: r.order_no, venueCode: r.venue_code, category: r.category, gameName: r.game_name, betContent: r.bet_content,
        betAmount: toYuan(r.bet_cents), validAmount: toYuan(r.valid_cents), winLoss: toYuan(r.winloss_cents), settled: r.settled, createdAt: r.created_at,
      })),
      total: p.total,
      pageNum: p.pageNum,
      pageSize: p.pageSize,
      totalBet: toYuan(all.rows.reduce((s, r) => s + r.bet_cents, 0)),
      totalWinLoss: toYuan(all.rows.reduce((s, r) => s + r.winloss_cents, 0)),
    });
  });

  memberRoute(app, ctx, 'giftRecords', (call) => {
    const p = pageRows<{ id: number; title: string; amount_cents: number; status: number; created_at: number }>(ctx.db, 'gifts', call.member.id, call.body);
    return success(strip({ ...p, list: p.rows.map((r) => ({ id: r.id, title: r.title, amount: toYuan(r.amount_cents), status: r.status, createdAt: r.created_at })) }));
  });

  memberRoute(app, ctx, 'welfareRecords', (call) => {
    const p = pageRows<{ id: number; activity_name: string; amount_cents: number; status: number; created_at: number }>(ctx.db, 'welfare', call.member.id, call.body);
    return success(strip({ ...p, list: p.rows.map((r) => ({ id: r.id, activityName: r.activity_name, amount: toYuan(r.amount_cents), status: r.status, createdAt: r.created_at })) }));
  });

  const points = (kind: 'currency' | 'coin') => (memberId: number, q: Parameters<typeof pageRows>[3]) => {
    const p = pageRows<{ id: number; title: string; change: number; balance_after: number; created_at: number }>(ctx.db, 'point_records', memberId, q, { kind });
    return { ...p, list: p.rows.map((r) => ({ id: r.id, title: r.title, change: r.change, balanceAfter: r.balance_after, createdAt: r.created_at })) };
  };
  memberRoute(app, ctx, 'currencyRecords', (call) => success(strip(points('currency')(call.member.id, call.body))));
  memberRoute(app, ctx, 'coinRecords', (call) => success(strip(points('coin')(call.member.id, call.body))));

  memberRoute(app, ctx, 'mallOrders', (call) => {
    const p = pageRows<{ id: number; order_no: string; item_id: number; item_name: string; quantity: number; points: number; status: number; created_at: number }>(
      ctx.db, 'mall_orders', call.member.id, call.body,
    );
    return success(strip({
      ...p,
      list: p.rows.map((r) => ({ id: r.id, orderNo: r.order_no, itemId: r.item_id, itemName: r.item_name, quantity: r.quantity, points: r.points, status: r.status, createdAt: r.created_at })),
    }));
  });
}

/** Drops the raw rows a page carries so only the contract's fields leave. */
export function strip<T extends { rows: unknown }>(page: T): Omit<T, 'rows'> {
  const { rows: _rows, ...rest } = page;
  return rest;
}
