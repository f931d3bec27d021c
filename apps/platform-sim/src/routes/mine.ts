import type { InfoAuditItem } from '@site/api-contract';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { SimContext } from '../context';
import { fail, ok } from '../envelope';
import { memberRoute, readJson, success } from '../http/endpoint';
import { memberByName } from '../http/members';

interface AuditRow {
  id: number;
  kind: InfoAuditItem['kind'];
  card_kind: InfoAuditItem['cardKind'];
  title: string;
  detail: string;
  status: InfoAuditItem['status'];
  reason: string;
  submitted_at: number;
  reviewed_at: number | null;
}

/** The member centre's calls that have no older home: 资料审核 (the reviews of what a member submitted). */
export function registerMineRoutes(app: Hono, ctx: SimContext): void {
  memberRoute(app, ctx, 'infoAudit', (call) => {
    const rows = ctx.db
      .prepare('SELECT * FROM info_audits WHERE member_id = ? ORDER BY submitted_at DESC, id DESC')
      .all(call.member.id) as AuditRow[];
    return success({
      list: rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        cardKind: r.card_kind,
        title: r.title,
        detail: r.detail,
        status: r.status,
        reason: r.reason,
        submittedAt: r.submitted_at,
        reviewedAt: r.reviewed_at,
      })),
    });
  });

  if (ctx.config.control) registerMineControlRoutes(app, ctx);
}

const mailSchema = z.object({ username: z.string(), title: z.string().min(1), content: z.string(), read: z.boolean().default(false) });
const replySchema = z.object({ id: z.number().int(), reply: z.string().min(1) });

/**
 * Test-only (with the control API): the platform's side of mail and feedback — it sends a member
 * a station mail, and it answers a feedback — so browser tests can watch the pages follow.
 */
function registerMineControlRoutes(app: Hono, ctx: SimContext): void {
  const body = async <T extends z.ZodType>(c: Context, schema: T) => {
    const read = await readJson(c, ctx.config.maxBodyBytes);
    if (!read.ok) return { ok: false as const, message: read.message };
    const parsed = schema.safeParse(read.value ?? {});
    return parsed.success ? { ok: true as const, value: parsed.data as z.output<T> } : { ok: false as const, message: parsed.error.issues[0]?.message ?? '参数错误' };
  };

  app.post('/__sim/mail', async (c) => {
    const b = await body(c, mailSchema);
    if (!b.ok) return c.json(fail(10003, b.message));
    const member = memberByName(ctx.db, b.value.username);
    if (!member) return c.json(fail(10003, '会员不存在'));
    const info = ctx.db
      .prepare('INSERT INTO mails (member_id, title, content, read, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(member.id, b.value.title, b.value.content, b.value.read ? 1 : 0, ctx.now());
    return c.json(ok({ id: Number(info.lastInsertRowid) }));
  });

  app.post('/__sim/feedback/reply', async (c) => {
    const b = await body(c, replySchema);
    if (!b.ok) return c.json(fail(10003, b.message));
    const changes = ctx.db.prepare('UPDATE feedback SET reply = ?, replied_at = ? WHERE id = ?').run(b.value.reply, ctx.now(), b.value.id).changes;
    return changes ? c.json(ok(null)) : c.json(fail(10003, '反馈不存在'));
  });
}
