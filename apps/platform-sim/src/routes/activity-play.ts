import type { Hono } from 'hono';
import type { SimContext } from '../context';
import { FLIP_PRIZES } from '../db/seed-activities';
import { invalid, memberRoute, route, success } from '../http/endpoint';
import { shanghaiWeekStart, weekdayOf } from '../shanghai-time';
import { moneyInRefusal } from '../responsible/store';
import { dateKey, mask, toYuan } from '../util';
import { payWelfare } from './activity-pay';

/*
 * The activities members take part in on their own pages: the friends' peak-bet board, the lucky
 * flip and the check-in calendar. Days, weeks and months are China time (SPEC: Asia/Shanghai), on
 * the simulator's clock, which the control API can move.
 */

const DAY = 86_400_000;
const WEEK = 7 * DAY;
const CHECKIN_REWARD_CENTS = 200;
/** Extra reward on the day a streak reaches `days`. */
const STREAK_MILESTONES = [
  { days: 3, cents: 500 },
  { days: 7, cents: 5800 },
  { days: 15, cents: 8800 },
  { days: 30, cents: 28800 },
];
const PEAK_TIERS = [
  { turnover: 10_000, reward: 88 },
  { turnover: 100_000, reward: 588 },
  { turnover: 1_000_000, reward: 5888 },
];
/** Prize of each rank band of the weekly board. */
const PEAK_PRIZES = [
  { rankFrom: 1, rankTo: 1, reward: 8888 },
  { rankFrom: 2, rankTo: 2, reward: 5888 },
  { rankFrom: 3, rankTo: 3, reward: 3888 },
  { rankFrom: 4, rankTo: 10, reward: 588 },
];
const BOARD_SIZE = 10;
const FLIP_HISTORY = 20;
const PEAK_BET_ACTIVITY_ID = 4;
const WEEKEND_REBATE_ACTIVITY_ID = 2;

function streak(ctx: SimContext, memberId: number, now: number): number {
  const days = new Set((ctx.db.prepare('SELECT date FROM checkins WHERE member_id = ?').all(memberId) as { date: string }[]).map((r) => r.date));
  let n = 0;
  // A streak that has not been extended today still counts up to yesterday.
  let t = days.has(dateKey(now)) ? now : now - DAY;
  while (days.has(dateKey(t))) {
    n += 1;
    t -= DAY;
  }
  return n;
}

const prizeOf = (rank: number) => PEAK_PRIZES.find((p) => rank >= p.rankFrom && rank <= p.rankTo)?.reward ?? 0;

/** This week's standings: members ranked by their invited friends' valid bets. */
function peakStandings(ctx: SimContext, start: number, end: number) {
  return ctx.db
    .prepare(
      `SELECT r.id AS id, r.username AS username, COUNT(DISTINCT b.member_id) AS friends, SUM(b.valid_cents) AS cents
       FROM bets b JOIN members f ON f.id = b.member_id JOIN members r ON r.id = f.referrer_id
       WHERE b.created_at >= ? AND b.created_at < ? AND b.settled = 1
       GROUP BY r.id ORDER BY cents DESC, r.id ASC`,
    )
    .all(start, end) as { id: number; username: string; friends: number; cents: number }[];
}

/** What happens on each day of a month, for the calendar (weekly and monthly fixtures, activity starts and ends). */
function monthEvents(ctx: SimContext, month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const events: { date: string; title: string; activityId: number | null }[] = [];
  const activities = ctx.db.prepare('SELECT id, title, start_at, end_at FROM activities ORDER BY id').all() as { id: number; title: string; start_at: number; end_at: number }[];
  for (let d = 1; d <= count; d += 1) {
    const date = `${month}-${String(d).padStart(2, '0')}`;
    const weekday = weekdayOf(date);
    if (weekday === 1) events.push({ date, title: '好友冲榜新一期开始', activityId: PEAK_BET_ACTIVITY_ID });
    if (weekday === 0 || weekday === 6) events.push({ date, title: '周末体育返水 1.2%', activityId: WEEKEND_REBATE_ACTIVITY_ID });
    if (d % 10 === 8) events.push({ date, title: '会员日 存款加赠 8%', activityId: null });
    for (const a of activities) {
      if (dateKey(a.start_at) === date) events.push({ date, title: `${a.title} 开始`, activityId: a.id });
      if (dateKey(a.end_at) === date) events.push({ date, title: `${a.title} 截止`, activityId: a.id });
    }
  }
  return events;
}

export function registerActivityPlayRoutes(app: Hono, ctx: SimContext): void {
  memberRoute(app, ctx, 'peakBetInfo', (call) => {
    const cents = (ctx.db.prepare('SELECT COALESCE(SUM(b.valid_cents), 0) AS n FROM bets b JOIN members m ON m.id = b.member_id WHERE m.referrer_id = ?').get(call.member.id) as { n: number }).n;
    const turnover = toYuan(cents);
    return success({ tiers: PEAK_TIERS, friendsTurnover: turnover, reached: PEAK_TIERS.filter((t) => turnover >= t.turnover).length });
  });

  route(app, ctx, 'peakBetBoard', (call) => {
    const start = shanghaiWeekStart(call.now);
    const end = start + WEEK;
    const standings = peakStandings(ctx, start, end);
    const entry = (s: (typeof standings)[number], i: number) => ({
      rank: i + 1, username: mask(s.username, 2, 2), friends: s.friends, validBet: toYuan(s.cents), prize: prizeOf(i + 1),
    });
    const own = call.member ? standings.findIndex((s) => s.id === call.member?.id) : -1;
    const mineRow = own >= 0 ? standings[own] : undefined;
    return success({
      title: '好友投注冲榜',
      periodStart: start,
      periodEnd: end,
      serverTime: call.now,
      prizes: PEAK_PRIZES,
      board: standings.slice(0, BOARD_SIZE).map(entry),
      mine: call.member
        ? mineRow
          ? { rank: own + 1, friends: mineRow.friends, validBet: toYuan(mineRow.cents), prize: prizeOf(own + 1) }
          : { rank: null, friends: 0, validBet: 0, prize: 0 }
        : null,
    });
  });

  memberRoute(app, ctx, 'luckyFlipInfo', (call) => {
    const history = ctx.db
      .prepare('SELECT id, name, amount_cents, created_at FROM lucky_draws WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT ?')
      .all(call.member.id, FLIP_HISTORY) as { id: number; name: string; amount_cents: number; created_at: number }[];
    return success({
      chancesLeft: call.member.lucky_chances,
      prizes: FLIP_PRIZES.map((p) => ({ id: p.id, name: p.name, amount: toYuan(p.cents) })),
      history: history.map((h) => ({ id: h.id, name: h.name, amount: toYuan(h.amount_cents), createdAt: h.created_at })),
    });
  });

  memberRoute(app, ctx, 'luckyFlipDraw', (call) => {
    // Before the chance is spent: a refused draw leaves the member's chances as they were.
    const blocked = moneyInRefusal(ctx.db, call.member.id, call.now, '参与幸运翻牌');
    if (blocked) return blocked;
    const used = ctx.db.prepare('UPDATE members SET lucky_chances = lucky_chances - 1 WHERE id = ? AND lucky_chances > 0').run(call.member.id).changes;
    if (!used) return invalid('翻牌次数已用完，存款即可获得机会');
    let roll = Math.random() * FLIP_PRIZES.reduce((s, p) => s + p.weight, 0);
    const prize = FLIP_PRIZES.find((p) => (roll -= p.weight) < 0) ?? FLIP_PRIZES[0];
    ctx.db
      .prepare('INSERT INTO lucky_draws (member_id, position, prize_id, name, amount_cents, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(call.member.id, call.body.position, prize.id, prize.name, prize.cents, call.now);
    payWelfare(ctx, call.member.id, prize.cents, `幸运翻翻乐 ${prize.name}`, call.now, 1, 'LUCKY_FLIP');
    return success({ prizeId: prize.id, name: prize.name, amount: toYuan(prize.cents), chancesLeft: call.member.lucky_chances - 1 }, `恭喜获得 ${prize.name}`);
  });

  memberRoute(app, ctx, 'calendarList', (call) => {
    const today = dateKey(call.now);
    const month = call.body?.month ?? today.slice(0, 7);
    const rows = ctx.db.prepare("SELECT date, reward_cents FROM checkins WHERE member_id = ? AND date LIKE ? || '%'").all(call.member.id, month) as { date: string; reward_cents: number }[];
    const byDate = new Map(rows.map((r) => [r.date, r.reward_cents]));
    const [y, m] = month.split('-').map(Number) as [number, number];
    const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
    const days = Array.from({ length: count }, (_, i) => {
      const date = `${month}-${String(i + 1).padStart(2, '0')}`;
      const got = byDate.get(date);
      return { date, checkedIn: got !== undefined, reward: toYuan(got ?? CHECKIN_REWARD_CENTS), activityTitle: (i + 1) % 7 === 0 ? '连签 7 天大礼' : '每日签到' };
    });
    return success({
      month,
      days,
      streak: streak(ctx, call.member.id, call.now),
      today,
      checkedToday: !!ctx.db.prepare('SELECT 1 FROM checkins WHERE member_id = ? AND date = ?').get(call.member.id, today),
      dailyReward: toYuan(CHECKIN_REWARD_CENTS),
      milestones: STREAK_MILESTONES.map((s) => ({ days: s.days, reward: toYuan(s.cents) })),
    });
  });

  route(app, ctx, 'calendarEvents', (call) => {
    const today = dateKey(call.now);
    const month = call.body?.month ?? today.slice(0, 7);
    return success({ month, today, serverTime: call.now, events: monthEvents(ctx, month) });
  });

  memberRoute(app, ctx, 'calendarCheckIn', (call) => {
    const blocked = moneyInRefusal(ctx.db, call.member.id, call.now, '签到领取奖励');
    if (blocked) return blocked;
    const today = dateKey(call.now);
    if (ctx.db.prepare('SELECT 1 FROM checkins WHERE member_id = ? AND date = ?').get(call.member.id, today)) return invalid('今日已签到');
    const next = streak(ctx, call.member.id, call.now) + 1;
    const milestone = STREAK_MILESTONES.find((s) => s.days === next);
    const reward = CHECKIN_REWARD_CENTS + (milestone?.cents ?? 0);
    ctx.db.prepare('INSERT INTO checkins (member_id, date, reward_cents) VALUES (?, ?, ?)').run(call.member.id, today, reward);
    payWelfare(ctx, call.member.id, reward, milestone ? `连续签到 ${next} 天奖励` : '签到奖励', call.now, 1, 'CHECKIN');
    return success({ date: today, reward: toYuan(reward), streak: next }, milestone ? `签到成功，连续签到 ${next} 天额外奖励 ${toYuan(milestone.cents)} 元` : '签到成功');
  });
}
