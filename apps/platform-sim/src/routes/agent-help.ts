import type { Hono } from 'hono';
import type { SimContext } from '../context';
import { HELP_DOCS, HELP_INDEX } from '../help/index';
import { invalid, memberRoute, requestHost, route, success } from '../http/endpoint';
import { shanghaiMonthStart } from '../shanghai-time';
import { mask, toYuan } from '../util';

/** agents.status → the application's state. */
const AGENT_STATUS: Record<number, 'pending' | 'approved' | 'rejected'> = { 0: 'pending', 1: 'approved', 2: 'rejected' };
/** Commission share (percent of the team's net win) by agent level. */
const COMMISSION_RATES: Record<number, number> = { 1: 30, 2: 35, 3: 40, 4: 45, 5: 50 };

export function registerAgentHelpRoutes(app: Hono, ctx: SimContext): void {
  memberRoute(app, ctx, 'agentInfo', (call) => {
    const a = ctx.db.prepare('SELECT * FROM agents WHERE member_id = ?').get(call.member.id) as
      | { agent_code: string; level: number; status: number; commission_cents: number; month_commission_cents: number }
      | undefined;
    const team = (ctx.db.prepare('SELECT COUNT(*) AS n FROM members WHERE referrer_id = ?').get(call.member.id) as { n: number }).n;
    const monthNew = (
      ctx.db.prepare('SELECT COUNT(*) AS n FROM members WHERE referrer_id = ? AND register_time >= ?').get(call.member.id, shanghaiMonthStart(call.now)) as { n: number }
    ).n;
    const proto = call.c.req.header('x-forwarded-proto') ?? 'http';
    return success({
      applyStatus: a === undefined ? 'none' : (AGENT_STATUS[a.status] ?? 'pending'),
      monthNewMembers: monthNew,
      commissionRate: a?.status === 1 ? (COMMISSION_RATES[a.level] ?? 0) : 0,
      isAgent: a?.status === 1,
      agentCode: a?.agent_code ?? '',
      level: a?.level ?? 0,
      teamSize: team,
      monthCommission: toYuan(a?.month_commission_cents ?? 0),
      totalCommission: toYuan(a?.commission_cents ?? 0),
      promotionUrl: a ? `${proto}://${requestHost(call.c)}/?agent_verify=${a.agent_code}` : '',
    });
  });

  memberRoute(app, ctx, 'agentMembers', (call) => {
    const { pageNum, pageSize } = call.body;
    const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM members WHERE referrer_id = ?').get(call.member.id) as { n: number }).n;
    const rows = ctx.db
      .prepare(
        `SELECT m.username, m.register_time, m.deposit_total_cents, COALESCE((SELECT SUM(valid_cents) FROM bets b WHERE b.member_id = m.id), 0) AS valid
         FROM members m WHERE m.referrer_id = ? ORDER BY m.register_time DESC LIMIT ? OFFSET ?`,
      )
      .all(call.member.id, pageSize, (pageNum - 1) * pageSize) as { username: string; register_time: number; deposit_total_cents: number; valid: number }[];
    return success({
      list: rows.map((r) => ({ username: mask(r.username, 2, 2), registeredAt: r.register_time, deposit: toYuan(r.deposit_total_cents), validBet: toYuan(r.valid) })),
      total,
      pageNum,
      pageSize,
    });
  });

  memberRoute(app, ctx, 'agentApply', (call) => {
    if (ctx.db.prepare('SELECT 1 FROM agents WHERE member_id = ?').get(call.member.id)) return invalid('您已提交过代理申请');
    ctx.db
      .prepare('INSERT INTO agents (member_id, agent_code, level, status, contact) VALUES (?, ?, 1, 0, ?)')
      .run(call.member.id, call.body.agentVerify ?? `AG${call.member.id}`, call.body.channel ? `${call.body.channel}:${call.body.contact}` : call.body.contact);
    return success({ status: 0 }, '申请已提交，请等待审核');
  });

  route(app, ctx, 'helpList', () => success(HELP_INDEX));

  route(app, ctx, 'helpDetail', (call) => {
    const doc = HELP_DOCS.find((d) => d.slug === call.body.slug);
    // The request schema admits only the 21 slugs, and every one has a text.
    return doc ? success(doc) : invalid('帮助主题不存在');
  });

  route(app, ctx, 'downloadInfo', (call) => {
    const proto = call.c.req.header('x-forwarded-proto') ?? 'http';
    const base = `${proto}://${requestHost(call.c)}`;
    return success({
      iosUrl: `${base}/download-page?platform=ios`,
      androidUrl: `${base}/download-page?platform=android`,
      version: '2.0.0',
      qrCode: `${base}/download-page`,
      features: ['极速存取款', '体育赛事实时比分', '专属客服 7×24 小时在线'],
    });
  });
}
