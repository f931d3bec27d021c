import { ACTIVITY_KINDS } from '@site/api-contract';
import type { WELFARE_TYPES } from '@site/api-contract';
import type { Hono } from 'hono';
import type { SimContext } from '../context';
import { record } from '../finance/ledger';
import { invalid, memberRoute, requestHost, route, success } from '../http/endpoint';
import { dateKey, mask, toYuan } from '../util';

type Kind = (typeof ACTIVITY_KINDS)[number];
interface ActivityRow {
  id: number;
  kind: Kind;
  title: string;
  summary: string;
  image_url: string;
  start_at: number;
  end_at: number;
  content: string;
  rules_json: string;
  bonus_cents: number;
}

const DAY = 86_400_000;
const BONUS_TURNOVER_MULTIPLE = 10;
const CHECKIN_REWARD_CENTS = 200;
const STREAK_REWARD_CENTS = 5800;
const FLIP_PRIZES = [
  { id: 1, name: '1.88 元彩金', cents: 188, weight: 40 },
  { id: 2, name: '8.88 元彩金', cents: 888, weight: 30 },
  { id: 3, name: '18.8 元彩金', cents: 1880, weight: 18 },
  { id: 4, name: '58 元彩金', cents: 5800, weight: 9 },
  { id: 5, name: '888 元大奖', cents: 88800, weight: 3 },
];
const PEAK_TIERS = [
  { turnover: 10_000, reward: 88 },
  { turnover: 100_000, reward: 588 },
  { turnover: 1_000_000, reward: 5888 },
];

type WelfareType = (typeof WELFARE_TYPES)[number];

/** Credits a welfare payout: centre wallet, transaction, welfare record and its turnover audit. */
function payWelfare(ctx: SimContext, memberId: number, cents: number, title: string, now: number, multiple = 1, type: WelfareType = 'ACTIVITY'): void {
  ctx.db.prepare("UPDATE wallets SET balance_cents = balance_cents + ? WHERE member_id = ? AND code = 'CENTER'").run(cents, memberId);
  record(ctx.db, memberId, 'BONUS', cents, title, now);
  ctx.db.prepare('INSERT INTO welfare (member_id, type, activity_name, amount_cents, status, created_at) VALUES (?, ?, ?, ?, 1, ?)').run(memberId, type, title, cents, now);
  ctx.db.prepare('INSERT INTO audits (member_id, source, amount_cents, required_cents, completed_cents, created_at) VALUES (?, ?, ?, ?, 0, ?)').run(
    memberId, title, cents, cents * multiple, now,
  );
}

function streak(ctx: SimContext, memberId: number, now: number): number {
  const days = new Set((ctx.db.prepare('SELECT date FROM checkins WHERE member_id = ?').all(memberId) as { date: string }[]).map((r) => r.date));
  let n = 0;
  let t = days.has(dateKey(now)) ? now : now - DAY;
  while (days.has(dateKey(t))) {
    n += 1;
    t -= DAY;
  }
  return n;
}

export function registerActivityRoutes(app: Hono, ctx: SimContext): void {
  const applied = (memberId: number | undefined, id: number) =>
    memberId !== undefined && !!ctx.db.prepare('SELECT 1 FROM activity_applies WHERE member_id = ? AND activity_id = ?').get(memberId, id);
  const view = (r: ActivityRow, memberId: number | undefined) => ({
    id: r.id, kind: r.kind, title: r.title, summary: r.summary, imageUrl: r.image_url, startAt: r.start_at, endAt: r.end_at, applied: applied(memberId, r.id),
  });

  route(app, ctx, 'activityList', (call) => {
    const kind = call.body?.kind;
    const rows = (kind ? ctx.db.prepare('SELECT * FROM activities WHERE kind = ? ORDER BY id').all(kind) : ctx.db.prepare('SELECT * FROM activities ORDER BY id').all()) as ActivityRow[];
    return success(rows.map((r) => view(r, call.member?.id)));
  });

  route(app, ctx, 'activityDetail', (call) => {
    const r = ctx.db.prepare('SELECT * FROM activities WHERE id = ?').get(call.body.id) as ActivityRow | undefined;
    if (!r) return invalid('活动不存在');
    return success({ ...view(r, call.member?.id), content: r.content, rules: JSON.parse(r.rules_json) as string[] });
  });

  memberRoute(app, ctx, 'activityApply', (call) => {
    const r = ctx.db.prepare('SELECT * FROM activities WHERE id = ?').get(call.body.id) as ActivityRow | undefined;
    if (!r) return invalid('活动不存在');
    if (call.now < r.start_at || call.now > r.end_at) return invalid('活动不在进行中');
    if (applied(call.member.id, r.id)) return invalid('您已申请过该活动');
    ctx.db.prepare('INSERT INTO activity_applies (member_id, activity_id, created_at) VALUES (?, ?, ?)').run(call.member.id, r.id, call.now);
    if (r.bonus_cents > 0) payWelfare(ctx, call.member.id, r.bonus_cents, r.title, call.now, BONUS_TURNOVER_MULTIPLE);
    return success({ id: r.id, applied: true, bonus: toYuan(r.bonus_cents) }, r.bonus_cents > 0 ? '申请成功，彩金已发放' : '申请成功');
  });

  memberRoute(app, ctx, 'inviteInfo', (call) => {
    const friends = ctx.db.prepare('SELECT username, register_time, deposit_total_cents FROM members WHERE referrer_id = ? ORDER BY register_time DESC').all(call.member.id) as {
      username: string; register_time: number; deposit_total_cents: number;
    }[];
    const qualified = friends.filter((f) => f.deposit_total_cents >= 10_000);
    const proto = call.c.req.header('x-forwarded-proto') ?? 'http';
    return success({
      inviteCode: call.member.invite_code,
      inviteUrl: `${proto}://${requestHost(call.c)}/user/register?invite_code=${call.member.invite_code}`,
      invitedCount: friends.length,
      qualifiedCount: qualified.length,
      totalReward: qualified.length * 38,
      friends: friends.map((f) => ({ username: mask(f.username, 2, 2), registeredAt: f.register_time, deposit: toYuan(f.deposit_total_cents), reward: f.deposit_total_cents >= 10_000 ? 38 : 0 })),
    });
  });

  memberRoute(app, ctx, 'peakBetInfo', (call) => {
    const cents = (ctx.db.prepare('SELECT COALESCE(SUM(b.valid_cents), 0) AS n FROM bets b JOIN members m ON m.id = b.member_id WHERE m.referrer_id = ?').get(call.member.id) as { n: number }).n;
    const turnover = toYuan(cents);
    return success({ tiers: PEAK_TIERS, friendsTurnover: turnover, reached: PEAK_TIERS.filter((t) => turnover >= t.turnover).length });
  });

  memberRoute(app, ctx, 'luckyFlipInfo', (call) =>
    success({ chancesLeft: call.member.lucky_chances, prizes: FLIP_PRIZES.map((p) => ({ id: p.id, name: p.name, amount: toYuan(p.cents) })) }),
  );

  memberRoute(app, ctx, 'luckyFlipDraw', (call) => {
    const used = ctx.db.prepare('UPDATE members SET lucky_chances = lucky_chances - 1 WHERE id = ? AND lucky_chances > 0').run(call.member.id).changes;
    if (!used) return invalid('翻牌次数已用完，存款即可获得机会');
    let roll = Math.random() * FLIP_PRIZES.reduce((s, p) => s + p.weight, 0);
    const prize = FLIP_PRIZES.find((p) => (roll -= p.weight) < 0) ?? FLIP_PRIZES[0];
    if (!prize) return invalid('活动配置错误');
    payWelfare(ctx, call.member.id, prize.cents, `幸运翻翻乐 ${prize.name}`, call.now, 1, 'LUCKY_FLIP');
    return success({ prizeId: prize.id, name: prize.name, amount: toYuan(prize.cents), chancesLeft: call.member.lucky_chances - 1 }, `恭喜获得 ${prize.name}`);
  });

  memberRoute(app, ctx, 'calendarList', (call) => {
    const month = call.body?.month ?? dateKey(call.now).slice(0, 7);
    const rows = ctx.db.prepare("SELECT date, reward_cents FROM checkins WHERE member_id = ? AND date LIKE ? || '%'").all(call.member.id, month) as { date: string; reward_cents: number }[];
    const byDate = new Map(rows.map((r) => [r.date, r.reward_cents]));
    const [y, m] = month.split('-').map(Number) as [number, number];
    const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
    const days = Array.from({ length: count }, (_, i) => {
      const date = `${month}-${String(i + 1).padStart(2, '0')}`;
      const got = byDate.get(date);
      return { date, checkedIn: got !== undefined, reward: toYuan(got ?? CHECKIN_REWARD_CENTS), activityTitle: (i + 1) % 7 === 0 ? '连签 7 天大礼' : '每日签到' };
    });
    return success({ month, days, streak: streak(ctx, call.member.id, call.now) });
  });

  memberRoute(app, ctx, 'calendarCheckIn', (call) => {
    const today = dateKey(call.now);
    if (ctx.db.prepare('SELECT 1 FROM checkins WHERE member_id = ? AND date = ?').get(call.member.id, today)) return invalid('今日已签到');
    const next = streak(ctx, call.member.id, call.now) + 1;
    const reward = next % 7 === 0 ? STREAK_REWARD_CENTS : CHECKIN_REWARD_CENTS;
    ctx.db.prepare('INSERT INTO checkins (member_id, date, reward_cents) VALUES (?, ?, ?)').run(call.member.id, today, reward);
    payWelfare(ctx, call.member.id, reward, '签到奖励', call.now, 1, 'CHECKIN');
    return success({ date: today, reward: toYuan(reward), streak: next }, '签到成功');
  });

}
