import { API_PATHS, codeMeaning } from '@site/api-contract';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { captchaAnswer } from '../captcha';
import type { SimContext } from '../context';
import { resetDatabase, setConfig } from '../db/index';
import { fail, ok } from '../envelope';
import { applyTurnover } from '../finance/ledger';
import { readJson } from '../http/endpoint';

const forceSchema = z.object({
  path: z.string().startsWith('/'),
  code: z.number().int().optional(),
  message: z.string().optional(),
  delayMs: z.number().int().min(0).max(120_000).optional(),
  times: z.number().int().min(1).max(1000).default(1),
});
const maintenanceSchema = z.object({ on: z.boolean(), message: z.string().default('系统维护中，请稍后访问') });
const configSchema = z.object({ key: z.string().min(1), value: z.string() });
const clockSchema = z.object({ advanceMs: z.number().int().min(0) });
const chatPushSchema = z.object({ msgId: z.number().int(), data: z.unknown() });
const chatRoomSchema = z.object({ roomId: z.number().int(), status: z.number().int().optional(), vipMin: z.number().int().optional(), vipMax: z.number().int().optional() });
const speechSchema = z.object({ userId: z.number().int(), speechStatus: z.number().int() });
const chatMaintainSchema = z.object({ on: z.boolean(), message: z.string().default('聊天室维护中') });
const memberSchema = z.object({ username: z.string(), status: z.number().int().optional(), grade: z.number().int().optional() });
const venueExpireSchema = z.object({ venue: z.string().optional() });
const venueMaintenanceSchema = z.object({ venue: z.string().min(1), on: z.boolean() });
const betSchema = z.object({ username: z.string(), amount: z.number().positive(), venue: z.string().default('OBTY') });
const depositConfirmSchema = z.object({ orderNo: z.string().optional() });

/**
 * The test-only control API. Off unless the simulator was started with `control: true`
 * (SIM_CONTROL=1); then `/__sim/*` lets tests force codes and delays, drop chat sockets, toggle
 * maintenance, move the clock and reset the database.
 */
export function registerControlRoutes(app: Hono, ctx: SimContext): void {
  if (!ctx.config.control) return;

  const body = async <T extends z.ZodType>(c: Context, schema: T) => {
    const read = await readJson(c, ctx.config.maxBodyBytes);
    if (!read.ok) return { ok: false as const, message: read.message };
    const parsed = schema.safeParse(read.value ?? {});
    return parsed.success ? { ok: true as const, value: parsed.data as z.output<T> } : { ok: false as const, message: parsed.error.issues[0]?.message ?? '参数错误' };
  };

  app.get('/__sim/health', (c) => c.json(ok({ paths: Object.keys(API_PATHS).length, chat: ctx.chat?.connectionCount() ?? 0, violations: ctx.violations })));

  app.post('/__sim/force', async (c) => {
    const b = await body(c, forceSchema);
    if (!b.ok) return c.json(fail(10003, b.message));
    const queue = ctx.forced.get(b.value.path) ?? [];
    const entry = { times: b.value.times, ...(b.value.code !== undefined ? { code: b.value.code, message: b.value.message ?? codeMeaning(b.value.code) ?? '' } : {}), ...(b.value.delayMs !== undefined ? { delayMs: b.value.delayMs } : {}) };
    queue.push(entry);
    ctx.forced.set(b.value.path, queue);
    return c.json(ok({ queued: queue.length }));
  });

  app.post('/__sim/force/clear', (c) => {
    ctx.forced.clear();
    return c.json(ok(null));
  });

  app.post('/__sim/maintenance', async (c) => {
    const b = await body(c, maintenanceSchema);
    if (!b.ok) return c.json(fail(10003, b.message));
    // SPEC-NOTES 2: status 0 means under maintenance.
    setConfig(ctx.db, 'maintainStatus', b.value.on ? '0' : '1');
    setConfig(ctx.db, 'maintainMessage', b.value.on ? b.value.message : '');
    return c.json(ok({ status: b.value.on ? 0 : 1 }));
  });

  app.post('/__sim/config', async (c) => {
    const b = await body(c, configSchema);
    if (!b.ok) return c.json(fail(10003, b.message));
    setConfig(ctx.db, b.value.key, b.value.value);
    return c.json(ok(null));
  });

  app.post('/__sim/clock', async (c) => {
    const b = await body(c, clockSchema);
    if (!b.ok) return c.json(fail(10003, b.message));
    ctx.clockOffsetMs += b.value.advanceMs;
    return c.json(ok({ now: ctx.now() }));
  });

  app.post('/__sim/reset', (c) => {
    ctx.forced.clear();
    ctx.clockOffsetMs = 0;
    ctx.violations.length = 0;
    ctx.chat?.dropAll();
    resetDatabase(ctx.db, ctx.now());
    return c.json(ok(null));
  });

  app.get('/__sim/captcha/:id', (c) => {
    const answer = captchaAnswer(ctx, c.req.param('id'));
    return answer ? c.json(ok({ answer })) : c.json(fail(10003, '验证码不存在'));
  });

  app.post('/__sim/member', async (c) => {
    const b = await body(c, memberSchema);
    if (!b.ok) return c.json(fail(10003, b.message));
    const changes = ctx.db
      .prepare('UPDATE members SET status = COALESCE(?, status), grade = COALESCE(?, grade) WHERE username = ?')
      .run(b.value.status ?? null, b.value.grade ?? null, b.value.username).changes;
    if (b.value.status !== undefined && b.value.status !== 1)
      ctx.db.prepare("UPDATE tokens SET revoked = 'blocked' WHERE member_id = (SELECT id FROM members WHERE username = ?) AND revoked IS NULL").run(b.value.username);
    return changes ? c.json(ok(null)) : c.json(fail(10003, '会员不存在'));
  });

  app.post('/__sim/venue/expire', async (c) => {
    const b = await body(c, venueExpireSchema);
    if (!b.ok) return c.json(fail(10003, b.message));
    const n = b.value.venue
      ? ctx.db.prepare('UPDATE venue_sessions SET expires_at = ? WHERE venue_code = ?').run(ctx.now() - 1, b.value.venue).changes
      : ctx.db.prepare('UPDATE venue_sessions SET expires_at = ?').run(ctx.now() - 1).changes;
    return c.json(ok({ expired: n }));
  });

  // One venue under maintenance: the venue list shows its status 0 and its launch is refused.
  app.post('/__sim/venue/maintenance', async (c) => {
    const b = await body(c, venueMaintenanceSchema);
    if (!b.ok) return c.json(fail(10003, b.message));
    const status = b.value.on ? 0 : 1;
    const n = ctx.db.prepare('UPDATE venues SET status = ? WHERE code = ?').run(status, b.value.venue).changes;
    return n ? c.json(ok({ venue: b.value.venue, status })) : c.json(fail(10003, '场馆不存在'));
  });

  app.post('/__sim/deposit/confirm', async (c) => {
    const b = await body(c, depositConfirmSchema);
    if (!b.ok) return c.json(fail(10003, b.message));
    const n = b.value.orderNo
      ? ctx.db.prepare('UPDATE deposit_orders SET settle_at = ? WHERE order_no = ? AND status = 0').run(ctx.now(), b.value.orderNo).changes
      : ctx.db.prepare('UPDATE deposit_orders SET settle_at = ? WHERE status = 0').run(ctx.now()).changes;
    return c.json(ok({ due: n }));
  });

  // A settled bet of `amount`: its valid turnover counts towards the withdrawal audit.
  app.post('/__sim/bet', async (c) => {
    const b = await body(c, betSchema);
    if (!b.ok) return c.json(fail(10003, b.message));
    const m = ctx.db.prepare('SELECT id FROM members WHERE username = ?').get(b.value.username) as { id: number } | undefined;
    const v = ctx.db.prepare('SELECT category FROM venues WHERE code = ?').get(b.value.venue) as { category: string } | undefined;
    if (!m || !v) return c.json(fail(10003, '会员或场馆不存在'));
    const cents = Math.round(b.value.amount * 100);
    ctx.db.transaction(() => {
      ctx.db
        .prepare("INSERT INTO bets (member_id, order_no, venue_code, category, game_name, bet_content, bet_cents, valid_cents, winloss_cents, settled, created_at) VALUES (?, ?, ?, ?, '模拟投注', '主胜', ?, ?, 0, 1, ?)")
        .run(m.id, `B${ctx.now()}`, b.value.venue, v.category, cents, cents, ctx.now());
      applyTurnover(ctx.db, m.id, cents);
    })();
    return c.json(ok(null));
  });

  app.post('/__sim/chat/drop', (c) => c.json(ok({ dropped: ctx.chat?.dropAll() ?? 0 })));

  app.post('/__sim/chat/push', async (c) => {
    const b = await body(c, chatPushSchema);
    if (!b.ok) return c.json(fail(10003, b.message));
    ctx.chat?.broadcastAll(b.value.msgId, b.value.data);
    return c.json(ok(null));
  });

  app.post('/__sim/chat/room', async (c) => {
    const b = await body(c, chatRoomSchema);
    if (!b.ok) return c.json(fail(10003, b.message));
    if (b.value.status !== undefined) ctx.chat?.setRoomStatus(b.value.roomId, b.value.status);
    if (b.value.vipMin !== undefined && b.value.vipMax !== undefined) ctx.chat?.setRoomVip(b.value.roomId, b.value.vipMin, b.value.vipMax);
    return c.json(ok(null));
  });

  app.post('/__sim/chat/speech', async (c) => {
    const b = await body(c, speechSchema);
    if (!b.ok) return c.json(fail(10003, b.message));
    ctx.chat?.setSpeechStatus(b.value.userId, b.value.speechStatus);
    return c.json(ok(null));
  });

  app.post('/__sim/chat/maintain', async (c) => {
    const b = await body(c, chatMaintainSchema);
    if (!b.ok) return c.json(fail(10003, b.message));
    ctx.chat?.setAllRoomMaintain(b.value.on, b.value.message);
    return c.json(ok(null));
  });
}
