import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { ResponsibleInfo } from '@site/api-contract';
import { EXCLUSION_PERIOD_NAMES, TIME_OUT_PERIOD_NAMES } from '@site/api-contract';
import { exclusionEndsAt, laterEnd, requestLimitChange, timeOutEndsAt } from '@site/validation';
import type { SimContext } from '../context';
import { fail, ok } from '../envelope';
import { memberRoute, readJson, success } from '../http/endpoint';
import { memberByName } from '../http/members';
import { activeBlock, limitStates, limitViews, saveLimit } from '../responsible/store';
import { toCents, toYuan } from '../util';

/** Responsible play (issue #22): the member's own tools. Enforcement lives in responsible/store.ts. */
export function registerResponsibleRoutes(app: Hono, ctx: SimContext): void {
  const sessionStart = (token: string) =>
    (ctx.db.prepare('SELECT created_at FROM tokens WHERE token = ?').get(token) as { created_at: number } | undefined)?.created_at ?? ctx.now();

  const info = (memberId: number, token: string, now: number): ResponsibleInfo => {
    const minutes = (ctx.db.prepare('SELECT minutes FROM reality_checks WHERE member_id = ?').get(memberId) as { minutes: 0 | 15 | 30 | 60 } | undefined)?.minutes ?? 0;
    return { limits: limitViews(ctx.db, memberId, now), realityCheckMinutes: minutes, sessionStartedAt: sessionStart(token), serverTime: now };
  };

  memberRoute(app, ctx, 'responsibleInfo', (call) => success(info(call.member.id, call.token, call.now)));

  memberRoute(app, ctx, 'depositLimitSet', (call) => {
    const { period, limit } = call.body;
    const before = limitStates(ctx.db, call.member.id, call.now)[period];
    const after = requestLimitChange(before, limit === null ? null : toCents(limit), call.now);
    saveLimit(ctx.db, call.member.id, period, after, call.now);
    const message = after.pending ? '已提交，调高或取消限额将在24小时后生效' : '存款限额已生效';
    return success(info(call.member.id, call.token, call.now), message);
  });

  memberRoute(app, ctx, 'realityCheckSet', (call) => {
    ctx.db
      .prepare('INSERT INTO reality_checks (member_id, minutes, updated_at) VALUES (?, ?, ?) ON CONFLICT (member_id) DO UPDATE SET minutes = excluded.minutes, updated_at = excluded.updated_at')
      .run(call.member.id, call.body.minutes, call.now);
    return success(info(call.member.id, call.token, call.now), call.body.minutes === 0 ? '已关闭现实检查提醒' : `将每 ${call.body.minutes} 分钟提醒一次`);
  });

  memberRoute(app, ctx, 'responsibleSession', (call) => {
    const start = sessionStart(call.token);
    const id = call.member.id;
    const sum = (sql: string) => (ctx.db.prepare(sql).get(id, start) as { n: number | null }).n ?? 0;
    const deposits = sum('SELECT SUM(amount_cents) AS n FROM deposit_orders WHERE member_id = ? AND status = 1 AND created_at >= ?');
    const withdrawals = sum('SELECT SUM(amount_cents) AS n FROM withdrawal_orders WHERE member_id = ? AND status IN (0, 1) AND created_at >= ?');
    const bets = sum('SELECT SUM(bet_cents) AS n FROM bets WHERE member_id = ? AND created_at >= ?');
    const net = sum('SELECT SUM(winloss_cents) AS n FROM bets WHERE member_id = ? AND settled = 1 AND created_at >= ?');
    return success({
      sessionStartedAt: start,
      serverTime: call.now,
      deposits: toYuan(deposits),
      withdrawals: toYuan(withdrawals),
      bets: toYuan(bets),
      payouts: toYuan(bets + net),
      net: toYuan(net),
    });
  });

  /** Both blocks log every session of the member out; a block in force is never shortened. */
  const block = (memberId: number, kind: 'timeOut' | 'exclusion', period: string, requestedEnd: number, now: number) => {
    const existing = activeBlock(ctx.db, memberId, now, kind);
    const until = laterEnd(existing?.until ?? null, requestedEnd);
    ctx.db.prepare('INSERT INTO play_blocks (member_id, kind, period, created_at, until_at) VALUES (?, ?, ?, ?, ?)').run(memberId, kind, period, now, until);
    ctx.db.prepare('UPDATE tokens SET revoked = ? WHERE member_id = ? AND revoked IS NULL').run(kind, memberId);
    return until;
  };

  memberRoute(app, ctx, 'timeOutTake', (call) => {
    const until = block(call.member.id, 'timeOut', call.body.period, timeOutEndsAt(call.body.period, call.now), call.now);
    return success({ kind: 'timeOut' as const, until }, '冷静期已开始，您已退出登录');
  });

  memberRoute(app, ctx, 'selfExclude', (call) => {
    const until = block(call.member.id, 'exclusion', call.body.period, exclusionEndsAt(call.body.period, call.now), call.now);
    return success({ kind: 'exclusion' as const, until }, '自我排除已生效，您已退出登录');
  });

  if (!ctx.config.control) return;
  // Test-only: a block recorded by another channel (customer service, a national self-exclusion
  // scheme) while the member is still signed in, so tests can see launch and chat refuse it.
  const externalSchema = z.object({
    username: z.string(),
    kind: z.enum(['timeOut', 'exclusion']),
    period: z.union([z.enum(TIME_OUT_PERIOD_NAMES), z.enum(EXCLUSION_PERIOD_NAMES)]),
  });
  app.post('/__sim/responsible/block', async (c: Context) => {
    const read = await readJson(c, ctx.config.maxBodyBytes);
    const parsed = read.ok ? externalSchema.safeParse(read.value) : null;
    if (!parsed?.success) return c.json(fail(10003, '参数错误'));
    const m = memberByName(ctx.db, parsed.data.username);
    if (!m) return c.json(fail(10003, '会员不存在'));
    const now = ctx.now();
    const p = parsed.data.period;
    const end = (TIME_OUT_PERIOD_NAMES as readonly string[]).includes(p) ? timeOutEndsAt(p as (typeof TIME_OUT_PERIOD_NAMES)[number], now) : exclusionEndsAt(p as (typeof EXCLUSION_PERIOD_NAMES)[number], now);
    ctx.db.prepare('INSERT INTO play_blocks (member_id, kind, period, created_at, until_at) VALUES (?, ?, ?, ?, ?)').run(m.id, parsed.data.kind, p, now, end);
    return c.json(ok({ until: end }));
  });
}
