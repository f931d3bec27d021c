import { PLATFORM_CATEGORIES, PLATFORM_CATEGORY_NAMES } from '@site/api-contract';
import type { Hono } from 'hono';
import type { SimContext } from '../context';
import { record } from '../finance/ledger';
import { commonError, invalid, memberRoute, route, success } from '../http/endpoint';
import { moneyInRefusal } from '../responsible/store';
import { orderNo, toYuan } from '../util';
import { pageRows } from './paging';
import { strip } from './records';

interface VipRow {
  grade: number;
  name: string;
  deposit_cents: number;
  turnover_cents: number;
  upgrade_cents: number;
  monthly_cents: number;
  birthday_cents: number;
  rebate_rate: number;
  withdraw_times: number;
  withdraw_limit_cents: number;
}

const vipView = (r: VipRow) => ({
  grade: r.grade,
  name: r.name,
  requiredDeposit: toYuan(r.deposit_cents),
  requiredTurnover: toYuan(r.turnover_cents),
  upgradeBonus: toYuan(r.upgrade_cents),
  monthlyBonus: toYuan(r.monthly_cents),
  birthdayBonus: toYuan(r.birthday_cents),
  rebateRate: r.rebate_rate,
  dailyWithdrawTimes: r.withdraw_times,
  dailyWithdrawLimit: toYuan(r.withdraw_limit_cents),
});

/**
 * Rebate accrues on settled valid bets at the VIP level's rate (per cent), per venue category,
 * since that category was last received: a receipt of one category stamps rebate_receipts, a
 * receipt of all stamps members.rebate_received_at, and the later of the two counts. Every
 * category is listed, with 0 where nothing accrued, so the member sees the whole table.
 */
function rebate(ctx: SimContext, memberId: number, grade: number, since: number | null) {
  const rate = (ctx.db.prepare('SELECT rebate_rate FROM vip_levels WHERE grade = ?').get(grade) as { rebate_rate: number } | undefined)?.rebate_rate ?? 0.4;
  const rows = ctx.db
    .prepare(
      `SELECT b.category AS category, SUM(b.valid_cents) AS valid FROM bets b
       LEFT JOIN rebate_receipts r ON r.member_id = b.member_id AND r.category = b.category
       WHERE b.member_id = ? AND b.settled = 1 AND b.created_at > MAX(COALESCE(r.received_at, 0), ?)
       GROUP BY b.category`,
    )
    .all(memberId, since ?? 0) as { category: string; valid: number }[];
  const valid = new Map(rows.map((r) => [r.category, r.valid]));
  const items = PLATFORM_CATEGORIES.map((category) => {
    const cents = valid.get(category) ?? 0;
    return { category, validBet: toYuan(cents), rate, amountCents: Math.floor((cents * rate) / 100) };
  });
  return { items, totalCents: items.reduce((s, i) => s + i.amountCents, 0) };
}

function lastRebateAt(ctx: SimContext, memberId: number, all: number | null): number | null {
  const one = (ctx.db.prepare('SELECT MAX(received_at) AS at FROM rebate_receipts WHERE member_id = ?').get(memberId) as { at: number | null }).at;
  if (one === null) return all;
  return all === null ? one : Math.max(one, all);
}

export function registerEngagementRoutes(app: Hono, ctx: SimContext): void {
  route(app, ctx, 'vipLevels', () => success((ctx.db.prepare('SELECT * FROM vip_levels ORDER BY grade').all() as VipRow[]).map(vipView)));

  memberRoute(app, ctx, 'vipInfo', (call) => {
    const m = call.member;
    const current = ctx.db.prepare('SELECT * FROM vip_levels WHERE grade = ?').get(m.grade) as VipRow | undefined;
    const next = ctx.db.prepare('SELECT * FROM vip_levels WHERE grade = ?').get(m.grade + 1) as VipRow | undefined;
    const turnover = (ctx.db.prepare('SELECT COALESCE(SUM(valid_cents), 0) AS n FROM bets WHERE member_id = ?').get(m.id) as { n: number }).n;
    return success({
      grade: m.grade,
      name: current?.name ?? '',
      depositProgress: toYuan(m.deposit_total_cents),
      turnoverProgress: toYuan(turnover),
      next: next ? vipView(next) : null,
    });
  });

  memberRoute(app, ctx, 'mailList', (call) => {
    const read = call.body.read === undefined ? undefined : call.body.read ? 1 : 0;
    const p = pageRows<{ id: number; title: string; content: string; read: number; created_at: number }>(ctx.db, 'mails', call.member.id, call.body, { read }, 'deleted = 0');
    return success(strip({ ...p, list: p.rows.map((r) => ({ id: r.id, title: r.title, content: r.content, read: r.read === 1, createdAt: r.created_at })) }));
  });

  const mailUpdate = (sql: string) => (memberId: number, ids: number[]) => {
    const stmt = ctx.db.prepare(sql);
    return ids.reduce((n, id) => n + stmt.run(id, memberId).changes, 0);
  };
  const markRead = mailUpdate('UPDATE mails SET read = 1 WHERE id = ? AND member_id = ? AND deleted = 0 AND read = 0');
  const remove = mailUpdate('UPDATE mails SET deleted = 1 WHERE id = ? AND member_id = ? AND deleted = 0');
  memberRoute(app, ctx, 'mailRead', (call) => success({ changed: markRead(call.member.id, call.body.ids) }));
  memberRoute(app, ctx, 'mailDelete', (call) => success({ changed: remove(call.member.id, call.body.ids) }));
  memberRoute(app, ctx, 'mailUnread', (call) =>
    success({ unread: (ctx.db.prepare('SELECT COUNT(*) AS n FROM mails WHERE member_id = ? AND read = 0 AND deleted = 0').get(call.member.id) as { n: number }).n }),
  );

  memberRoute(app, ctx, 'feedbackSubmit', (call) => {
    const { type, content } = call.body;
    const contact = call.body.contact ?? '';
    const info = ctx.db
      .prepare("INSERT INTO feedback (member_id, type, content, reply, created_at, contact) VALUES (?, ?, ?, '', ?, ?)")
      .run(call.member.id, type, content, call.now, contact);
    return success({ id: Number(info.lastInsertRowid), type, content, contact, reply: '', createdAt: call.now, repliedAt: null }, '感谢您的反馈，我们会尽快处理');
  });

  memberRoute(app, ctx, 'feedbackList', (call) => {
    const p = pageRows<{ id: number; type: 'OTHER'; content: string; contact: string; reply: string; created_at: number; replied_at: number | null }>(
      ctx.db, 'feedback', call.member.id, call.body,
    );
    return success(
      strip({
        ...p,
        list: p.rows.map((r) => ({ id: r.id, type: r.type, content: r.content, contact: r.contact, reply: r.reply, createdAt: r.created_at, repliedAt: r.replied_at })),
      }),
    );
  });

  route(app, ctx, 'mallItems', (call) => {
    const items = ctx.db.prepare('SELECT id, name, image_url, points, stock, category, min_grade FROM mall_items ORDER BY points').all() as {
      id: number; name: string; image_url: string; points: number; stock: number; category: string; min_grade: number;
    }[];
    return success({
      points: call.member?.points ?? 0,
      items: items.map((i) => ({ id: i.id, name: i.name, imageUrl: i.image_url, points: i.points, stock: i.stock, category: i.category, minGrade: i.min_grade })),
    });
  });

  memberRoute(app, ctx, 'mallBuy', (call) => {
    const { itemId, quantity } = call.body;
    const item = ctx.db.prepare('SELECT id, name, points, stock, min_grade FROM mall_items WHERE id = ?').get(itemId) as
      | { id: number; name: string; points: number; stock: number; min_grade: number }
      | undefined;
    if (!item) return invalid('商品不存在');
    // Refusals in the order a member can do something about them: the level first, then stock, then points.
    if (call.member.grade < item.min_grade) return commonError(`该商品仅限VIP${item.min_grade}及以上会员兑换`);
    if (item.stock < quantity) return commonError(item.stock === 0 ? '该商品已兑完' : `库存不足，仅剩 ${item.stock} 件`);
    const cost = item.points * quantity;
    const paid = ctx.db.prepare('UPDATE members SET points = points - ? WHERE id = ? AND points >= ?').run(cost, call.member.id, cost).changes;
    if (!paid) return commonError('积分不足');
    ctx.db.prepare('UPDATE mall_items SET stock = stock - ? WHERE id = ?').run(quantity, itemId);
    const left = (ctx.db.prepare('SELECT points FROM members WHERE id = ?').get(call.member.id) as { points: number }).points;
    const no = orderNo('M', call.now);
    ctx.db
      .prepare('INSERT INTO mall_orders (member_id, order_no, item_id, item_name, quantity, points, status, created_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?)')
      .run(call.member.id, no, itemId, item.name, quantity, cost, call.now);
    // The points history (积分明细, coin records) shows the exchange beside the order.
    ctx.db
      .prepare("INSERT INTO point_records (member_id, kind, title, change, balance_after, created_at) VALUES (?, 'coin', ?, ?, ?, ?)")
      .run(call.member.id, quantity > 1 ? `兑换 ${item.name} ×${quantity}` : `兑换 ${item.name}`, -cost, left, call.now);
    return success({ orderNo: no, points: left }, '兑换成功');
  });

  memberRoute(app, ctx, 'rebateInfo', (call) => {
    const r = rebate(ctx, call.member.id, call.member.grade, call.member.rebate_received_at);
    return success({
      available: toYuan(r.totalCents),
      items: r.items.map((i) => ({ category: i.category, validBet: i.validBet, rate: i.rate, amount: toYuan(i.amountCents) })),
      lastReceivedAt: lastRebateAt(ctx, call.member.id, call.member.rebate_received_at),
    });
  });

  memberRoute(app, ctx, 'rebateReceive', (call) => {
    const blocked = moneyInRefusal(ctx.db, call.member.id, call.now, '领取返水');
    if (blocked) return blocked;
    const category = call.body?.category;
    const r = rebate(ctx, call.member.id, call.member.grade, call.member.rebate_received_at);
    const cents = category === undefined ? r.totalCents : (r.items.find((i) => i.category === category)?.amountCents ?? 0);
    if (cents <= 0) return commonError(category === undefined ? '暂无可领取的返水' : '该类别暂无可领取的返水');
    if (category === undefined) {
      ctx.db.prepare('UPDATE members SET rebate_received_at = ? WHERE id = ?').run(call.now, call.member.id);
    } else {
      ctx.db
        .prepare('INSERT INTO rebate_receipts (member_id, category, received_at) VALUES (?, ?, ?) ON CONFLICT (member_id, category) DO UPDATE SET received_at = excluded.received_at')
        .run(call.member.id, category, call.now);
    }
    ctx.db.prepare("UPDATE wallets SET balance_cents = balance_cents + ? WHERE member_id = ? AND code = 'CENTER'").run(cents, call.member.id);
    record(ctx.db, call.member.id, 'REBATE', cents, category === undefined ? '领取返水' : `领取${PLATFORM_CATEGORY_NAMES[category]}返水`, call.now);
    const balance = (ctx.db.prepare("SELECT balance_cents FROM wallets WHERE member_id = ? AND code = 'CENTER'").get(call.member.id) as { balance_cents: number }).balance_cents;
    return success({ received: toYuan(cents), balance: toYuan(balance) }, '返水领取成功');
  });
}
