import type { ACTIVITY_CATEGORIES, ACTIVITY_KINDS, ACTIVITY_STATUSES } from '@site/api-contract';
import type { Hono } from 'hono';
import type { SimContext } from '../context';
import { invalid, memberRoute, requestHost, route, success } from '../http/endpoint';
import type { MemberRow } from '../http/members';
import { moneyInRefusal } from '../responsible/store';
import { mask, toYuan } from '../util';
import { payWelfare } from './activity-pay';
import { registerActivityPlayRoutes } from './activity-play';

type Kind = (typeof ACTIVITY_KINDS)[number];
type Category = (typeof ACTIVITY_CATEGORIES)[number];
type Status = (typeof ACTIVITY_STATUSES)[number];

interface ActivityRow {
  id: number;
  kind: Kind;
  category: Category;
  title: string;
  summary: string;
  image_url: string;
  start_at: number;
  end_at: number;
  content: string;
  rules_json: string;
  bonus_cents: number;
  applicable: number;
  min_grade: number | null;
  max_register_days: number | null;
}

const DAY = 86_400_000;
const BONUS_TURNOVER_MULTIPLE = 10;
/** A friend counts for the invite reward once their deposits reach 100 yuan. */
const QUALIFYING_DEPOSIT_CENTS = 10_000;
const INVITE_REWARD = 38;

export function activityStatus(r: { start_at: number; end_at: number }, now: number): Status {
  if (now < r.start_at) return 'upcoming';
  return now > r.end_at ? 'ended' : 'ongoing';
}

/** Why this member may not apply now, in the platform's words; null when they may. */
function refusal(r: ActivityRow, member: MemberRow, now: number, alreadyApplied: boolean): string | null {
  if (!r.applicable) return r.kind === 'discount' ? '本活动无需申请，达标后系统自动发放' : '请前往活动页面参与';
  const status = activityStatus(r, now);
  if (status === 'upcoming') return '活动尚未开始，敬请期待';
  if (status === 'ended') return '活动已结束';
  if (alreadyApplied) return '您已申请过该活动';
  if (r.min_grade !== null && member.grade < r.min_grade) return `VIP${r.min_grade} 及以上会员方可申请`;
  if (r.max_register_days !== null && now - member.register_time > r.max_register_days * DAY) return `仅限注册 ${r.max_register_days} 天内的新会员申请`;
  return null;
}

export function registerActivityRoutes(app: Hono, ctx: SimContext): void {
  const applied = (memberId: number | undefined, id: number) =>
    memberId !== undefined && !!ctx.db.prepare('SELECT 1 FROM activity_applies WHERE member_id = ? AND activity_id = ?').get(memberId, id);
  const view = (r: ActivityRow, memberId: number | undefined, now: number) => ({
    id: r.id,
    kind: r.kind,
    category: r.category,
    title: r.title,
    summary: r.summary,
    imageUrl: r.image_url,
    startAt: r.start_at,
    endAt: r.end_at,
    status: activityStatus(r, now),
    applicable: r.applicable === 1,
    applied: applied(memberId, r.id),
  });

  route(app, ctx, 'activityList', (call) => {
    const { kind, category } = call.body ?? {};
    const rows = ctx.db
      .prepare('SELECT * FROM activities WHERE (? IS NULL OR kind = ?) AND (? IS NULL OR category = ?) ORDER BY id')
      .all(kind ?? null, kind ?? null, category ?? null, category ?? null) as ActivityRow[];
    // Running ones first, then those to come, then the ended; the platform's order within each.
    const rank = { ongoing: 0, upcoming: 1, ended: 2 } as const;
    const views = rows.map((r) => view(r, call.member?.id, call.now));
    return success(views.sort((a, b) => rank[a.status] - rank[b.status]));
  });

  route(app, ctx, 'activityDetail', (call) => {
    const r = ctx.db.prepare('SELECT * FROM activities WHERE id = ?').get(call.body.id) as ActivityRow | undefined;
    if (!r) return invalid('活动不存在');
    return success({ ...view(r, call.member?.id, call.now), content: r.content, rules: JSON.parse(r.rules_json) as string[] });
  });

  memberRoute(app, ctx, 'activityApply', (call) => {
    // Refused whether or not this activity pays at once: one without an instant bonus pays on review.
    const blocked = moneyInRefusal(ctx.db, call.member.id, call.now, '申请活动彩金');
    if (blocked) return blocked;
    const r = ctx.db.prepare('SELECT * FROM activities WHERE id = ?').get(call.body.id) as ActivityRow | undefined;
    if (!r) return invalid('活动不存在');
    const refused = refusal(r, call.member, call.now, applied(call.member.id, r.id));
    if (refused) return invalid(refused);
    ctx.db.prepare('INSERT INTO activity_applies (member_id, activity_id, created_at) VALUES (?, ?, ?)').run(call.member.id, r.id, call.now);
    if (r.bonus_cents > 0) payWelfare(ctx, call.member.id, r.bonus_cents, r.title, call.now, BONUS_TURNOVER_MULTIPLE);
    return success({ id: r.id, applied: true, bonus: toYuan(r.bonus_cents) }, r.bonus_cents > 0 ? '申请成功，彩金已发放' : '申请成功，请等待审核');
  });

  memberRoute(app, ctx, 'inviteInfo', (call) => {
    const friends = ctx.db.prepare('SELECT username, register_time, deposit_total_cents FROM members WHERE referrer_id = ? ORDER BY register_time DESC').all(call.member.id) as {
      username: string; register_time: number; deposit_total_cents: number;
    }[];
    const qualified = friends.filter((f) => f.deposit_total_cents >= QUALIFYING_DEPOSIT_CENTS);
    const proto = call.c.req.header('x-forwarded-proto') ?? 'http';
    return success({
      inviteCode: call.member.invite_code,
      inviteUrl: `${proto}://${requestHost(call.c)}/user/register?invite_code=${call.member.invite_code}`,
      invitedCount: friends.length,
      qualifiedCount: qualified.length,
      totalReward: qualified.length * INVITE_REWARD,
      friends: friends.map((f) => ({
        username: mask(f.username, 2, 2),
        registeredAt: f.register_time,
        deposit: toYuan(f.deposit_total_cents),
        reward: f.deposit_total_cents >= QUALIFYING_DEPOSIT_CENTS ? INVITE_REWARD : 0,
      })),
    });
  });

  registerActivityPlayRoutes(app, ctx);
}
