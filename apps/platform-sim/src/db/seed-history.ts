import { ORDER_STATUS } from '@site/api-contract';
import { pick } from '../util';
import type { Db } from './database';
import { MALL_ITEMS_SEED, VENUES_SEED } from './seed-data';
import {
  BET_CONTENTS,
  BET_GAMES,
  BET_STAKES,
  BET_STAKE_WEIGHTS,
  COIN_EARNINGS,
  CURRENCY_EARNINGS,
  CURRENCY_SPENDINGS,
  GIFT_TITLES,
  HISTORY_COUNTS,
  HISTORY_END,
  WELFARE_NAMES,
} from './seed-history-data';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const SHANGHAI = 8 * HOUR;
/** The history covers six months before the seed's `now`. */
export const HISTORY_DAYS = 180;

type Rand = () => number;

/**
 * The demo member's six months of records: bets, transactions, gift money, welfare, points and
 * coins, mall exchanges. Deterministic for a given `now` (seeded PRNG), in one transaction with
 * prepared statements: thousands of rows in a few tens of milliseconds. Running balances are
 * written backwards from the balances the member has today, so the newest row of each record
 * ends at the figure the wallet and the mall show.
 */
export function seedHistory(db: Db, memberId: number, now: number, rand: Rand): void {
  const start = now - HISTORY_DAYS * DAY;
  /** `n` times in [start, now − 10 min], oldest first. */
  const times = (n: number, from = start) => {
    const end = now - 10 * 60_000;
    const list: number[] = new Array<number>(n);
    for (let i = 0; i < n; i += 1) list[i] = from + Math.floor(rand() * (end - from));
    return list.sort((a, b) => a - b);
  };
  const validBets = seedBets(db, memberId, now, times(HISTORY_COUNTS.bets), rand);
  seedTransactions(db, memberId, now, times(HISTORY_COUNTS.transactions), rand);
  seedGifts(db, memberId, now, start, rand);
  seedWelfare(db, memberId, times(HISTORY_COUNTS.welfare), now, rand);
  seedPoints(db, memberId, times(HISTORY_COUNTS.coinEarnings), times(HISTORY_COUNTS.mallOrders), validBets, rand);
  seedCoins(db, memberId, times(HISTORY_COUNTS.currency), rand);
}

function weighted<T>(rand: Rand, values: readonly T[], weights: readonly number[]): T {
  const total = weights.reduce((s, w) => s + w, 0);
  let r = rand() * total;
  for (let i = 0; i < values.length; i += 1) {
    r -= weights[i] ?? 0;
    if (r < 0) return values[i] as T;
  }
  return values[values.length - 1] as T;
}

/** Order numbers: a letter, then the time and a sequence (digits only after the letter). */
const orderNo = (prefix: string, time: number, i: number) => `${prefix}${time}${String(i).padStart(4, '0')}`;

/** Returns each settled bet's valid stake in cents with its time (points are earned on them). */
function seedBets(db: Db, memberId: number, now: number, times: number[], rand: Rand): { time: number; validCents: number }[] {
  const insert = db.prepare(
    `INSERT INTO bets (member_id, order_no, venue_code, category, game_name, bet_content, bet_cents, valid_cents, winloss_cents, settled, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const settledBets: { time: number; validCents: number }[] = [];
  times.forEach((time, i) => {
    const venue = pick(rand, VENUES_SEED);
    const cents = weighted(rand, BET_STAKES, BET_STAKE_WEIGHTS) * 100;
    // Bets of the last two hours are still open; a few of the rest are pushes (stake returned,
    // no valid bet), the rest win at odds under 2 or lose the stake.
    const settled = now - time > 2 * HOUR ? 1 : 0;
    const outcome = rand();
    const push = settled === 1 && outcome < 0.06;
    const win = settled === 1 && !push && outcome < 0.5;
    const winLoss = !settled || push ? 0 : win ? Math.round(cents * (0.75 + rand() * 0.2)) : -cents;
    const valid = push ? 0 : cents;
    insert.run(
      memberId, orderNo('B', time, i), venue.code, venue.category,
      pick(rand, BET_GAMES[venue.category] ?? ['综合游戏']), pick(rand, BET_CONTENTS[venue.category] ?? ['投注']),
      cents, valid, winLoss, settled, time,
    );
    if (settled) settledBets.push({ time, validCents: valid });
  });
  return settledBets;
}

const DEPOSIT_REMARKS = ['银行卡存款', '支付宝存款', '微信存款', 'USDT 存款'] as const;
const REBATE_REMARKS = ['体育返水', '电竞返水', '真人返水', '电子返水'] as const;
const BONUS_REMARKS = ['活动彩金', '晋级礼金', '周周红包', '签到奖励'] as const;
const TX_KINDS = ['DEPOSIT', 'WITHDRAW', 'TRANSFER', 'REBATE', 'BONUS', 'MALL', 'ADJUST'] as const;
const TX_WEIGHTS = [18, 9, 40, 16, 9, 5, 3] as const;

/**
 * Centre-wallet movements, written newest first from today's balance: each row's balance is the
 * one after it, the row before ends where this one started. A move that would need more money
 * than the wallet held before it becomes an outflow instead, so no balance is ever negative.
 * Refused and cancelled orders show their amount but move nothing.
 */
function seedTransactions(db: Db, memberId: number, now: number, times: number[], rand: Rand): void {
  const insert = db.prepare(
    'INSERT INTO transactions (member_id, order_no, type, amount_cents, balance_after_cents, status, remark, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const venues = VENUES_SEED;
  let after = HISTORY_END.centerCents;
  for (let i = times.length - 1; i >= 0; i -= 1) {
    const time = times[i] ?? now;
    let kind = weighted(rand, TX_KINDS, TX_WEIGHTS);
    let cents: number;
    let remark: string;
    switch (kind) {
      case 'DEPOSIT':
        cents = (2 + Math.floor(rand() * 60)) * 5000;
        remark = pick(rand, DEPOSIT_REMARKS);
        break;
      case 'WITHDRAW':
        cents = -(2 + Math.floor(rand() * 40)) * 5000;
        remark = rand() < 0.8 ? '提款至银行卡 尾号3445' : 'USDT 提款';
        break;
      case 'TRANSFER': {
        const venue = pick(rand, venues);
        cents = (1 + Math.floor(rand() * 40)) * 2500;
        if (rand() < 0.5) {
          cents = -cents;
          remark = `中心钱包转入${venue.title}`;
        } else remark = `${venue.title}转回中心钱包`;
        break;
      }
      case 'REBATE':
        cents = 100 + Math.floor(rand() * 8000);
        remark = pick(rand, REBATE_REMARKS);
        break;
      case 'BONUS':
        cents = (1 + Math.floor(rand() * 40)) * 1000;
        remark = pick(rand, BONUS_REMARKS);
        break;
      case 'MALL':
        cents = rand() < 0.8 ? 1000 : 5000;
        remark = `积分商城兑换 ${cents / 100} 元彩金券`;
        break;
      default:
        cents = (rand() < 0.5 ? -1 : 1) * (100 + Math.floor(rand() * 5000));
        remark = '系统调整';
    }
    // Going back in time, an inflow leaves less before it: never below zero.
    if (cents > after) {
      kind = 'WITHDRAW';
      cents = -(2 + Math.floor(rand() * 40)) * 5000;
      remark = '提款至银行卡 尾号3445';
    }
    let status: number = ORDER_STATUS.success;
    if (kind === 'DEPOSIT') {
      const r = rand();
      if (now - time < DAY && r < 0.3) status = ORDER_STATUS.pending;
      else if (r < 0.08) status = ORDER_STATUS.cancelled;
      else if (r < 0.12) status = ORDER_STATUS.failed;
    } else if (kind === 'WITHDRAW') {
      const r = rand();
      if (now - time < DAY && r < 0.4) status = ORDER_STATUS.pending;
      else if (r < 0.07) status = ORDER_STATUS.failed;
    }
    insert.run(memberId, orderNo(kind.slice(0, 1), time, i), kind, cents, after, status, remark, time);
    // A pending withdrawal has left the wallet already (it is held until paid or refused).
    const moved = status === ORDER_STATUS.success || (status === ORDER_STATUS.pending && kind === 'WITHDRAW');
    if (moved) after -= cents;
  }
}

/** Gift money: weekly red packets, monthly and festival gifts, upgrades and a birthday. */
function seedGifts(db: Db, memberId: number, now: number, start: number, rand: Rand): void {
  const insert = db.prepare('INSERT INTO gifts (member_id, type, title, amount_cents, status, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const rows: { type: keyof typeof GIFT_TITLES; cents: number; time: number }[] = [];
  const at = (day: number, hour: number) => start + day * DAY + hour * HOUR + Math.floor(rand() * HOUR);
  for (let day = 0; day < HISTORY_DAYS; day += 1) {
    // Weekly red packets every Monday, a few times a week at busy times; monthly gifts on the 1st.
    const date = new Date(start + day * DAY + SHANGHAI);
    if (date.getUTCDay() === 1 || rand() < 0.55) rows.push({ type: 'WEEKLY', cents: (5 + Math.floor(rand() * 60)) * 100, time: at(day, 10) });
    if (date.getUTCDate() === 1) rows.push({ type: 'MONTHLY', cents: 80_000, time: at(day, 9) });
    if (day % 30 === 17) rows.push({ type: 'FESTIVAL', cents: (2 + Math.floor(rand() * 8)) * 8800, time: at(day, 12) });
  }
  for (const day of [40, 110, 160]) rows.push({ type: 'UPGRADE', cents: 180_000, time: at(day, 15) });
  rows.push({ type: 'BIRTHDAY', cents: 500_000, time: at(95, 8) });
  rows.sort((a, b) => a.time - b.time);
  for (const r of rows) {
    if (r.time >= now) continue;
    // Unclaimed gifts expire after a week; the newest ones still wait to be claimed.
    const age = now - r.time;
    const status = age < 2 * DAY && rand() < 0.5 ? ORDER_STATUS.pending : rand() < 0.06 ? ORDER_STATUS.failed : ORDER_STATUS.success;
    insert.run(memberId, r.type, GIFT_TITLES[r.type], r.cents, status, r.time);
  }
}

const WELFARE_KINDS = ['CHECKIN', 'LUCKY_FLIP', 'RED_PACKET', 'ACTIVITY', 'INVITE'] as const;
const WELFARE_WEIGHTS = [40, 25, 18, 12, 5] as const;

function seedWelfare(db: Db, memberId: number, times: number[], now: number, rand: Rand): void {
  const insert = db.prepare('INSERT INTO welfare (member_id, type, activity_name, amount_cents, status, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  for (const time of times) {
    const type = weighted(rand, WELFARE_KINDS, WELFARE_WEIGHTS);
    const cents =
      type === 'CHECKIN' ? 200 : type === 'LUCKY_FLIP' ? pick(rand, [188, 388, 888, 1888, 8800]) : type === 'ACTIVITY' ? (1 + Math.floor(rand() * 30)) * 2000 : (1 + Math.floor(rand() * 20)) * 500;
    // Activity bonuses are reviewed before they are paid; a few are refused.
    const status = type === 'ACTIVITY' && now - time < 3 * DAY ? ORDER_STATUS.pending : type === 'ACTIVITY' && rand() < 0.1 ? ORDER_STATUS.failed : ORDER_STATUS.success;
    insert.run(memberId, type, pick(rand, WELFARE_NAMES[type]), cents, status, time);
  }
}

/**
 * Mall points: earned on bets (a point per yuan of valid bets), check-ins and
 * activities; spent on mall exchanges, each with its order. Written newest first from today's
 * balance, as the transactions are.
 */
function seedPoints(
  db: Db,
  memberId: number,
  earnTimes: number[],
  orderTimes: number[],
  bets: { time: number; validCents: number }[],
  rand: Rand,
): void {
  const record = db.prepare("INSERT INTO point_records (member_id, kind, title, change, balance_after, created_at) VALUES (?, 'coin', ?, ?, ?, ?)");
  const order = db.prepare(
    'INSERT INTO mall_orders (member_id, order_no, item_id, item_name, quantity, points, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  type Move = { time: number; title: string; change: number; itemIndex?: number; quantity?: number };
  const moves: Move[] = [];
  let b = 0;
  for (const time of earnTimes) {
    const title = weighted(rand, COIN_EARNINGS, [70, 22, 8]);
    let change: number;
    if (title === '投注赠送积分') {
      // The valid bets placed since the previous earning, a point per yuan (at least 1).
      let cents = 0;
      while (b < bets.length && (bets[b]?.time ?? Infinity) <= time) cents += bets[b++]?.validCents ?? 0;
      change = Math.floor(cents / 100);
      // No bets since the last earning: nothing to credit.
      if (change < 10) continue;
    } else change = title === '每日签到积分' ? 20 : (1 + Math.floor(rand() * 10)) * 50;
    moves.push({ time, title, change });
  }
  // Exchanges of the things members buy often: the cheap items, now and then a dearer one.
  const affordable = MALL_ITEMS_SEED.map((item, index) => ({ item, index })).filter((x) => x.item.points <= 10_000 && x.item.minGrade <= 5 && x.item.stock > 0);
  for (const time of orderTimes) {
    const { item, index } = pick(rand, affordable);
    const quantity = item.points <= 1000 && rand() < 0.3 ? 2 : 1;
    moves.push({ time, title: `兑换 ${item.name}`, change: -item.points * quantity, itemIndex: index, quantity });
  }
  moves.sort((a, b2) => a.time - b2.time);
  let after: number = HISTORY_END.points;
  for (let i = moves.length - 1; i >= 0; i -= 1) {
    const m = moves[i];
    if (!m) continue;
    // Going back, an earning leaves fewer points before it: one that would go below zero is
    // left out (the member had not earned it), so every balance stays a real one.
    if (m.change > after) continue;
    if (m.itemIndex !== undefined) {
      const item = MALL_ITEMS_SEED[m.itemIndex];
      // Physical prizes of the last week are still being shipped.
      const status = item?.category === '实物' && i > moves.length - 10 ? ORDER_STATUS.pending : ORDER_STATUS.success;
      order.run(memberId, orderNo('M', m.time, i), m.itemIndex + 1, item?.name ?? '', m.quantity ?? 1, -m.change, status, m.time);
    }
    record.run(memberId, m.title, m.change, after, m.time);
    after -= m.change;
  }
}

/** Chat coins (金币): earned by check-ins, activities and deposits, spent on gifts in the chat room. */
function seedCoins(db: Db, memberId: number, times: number[], rand: Rand): void {
  const record = db.prepare("INSERT INTO point_records (member_id, kind, title, change, balance_after, created_at) VALUES (?, 'currency', ?, ?, ?, ?)");
  let after: number = HISTORY_END.chatScore;
  for (let i = times.length - 1; i >= 0; i -= 1) {
    const time = times[i] ?? 0;
    let title: string;
    let change: number;
    if (rand() < 0.55) {
      const gift = weighted(rand, CURRENCY_SPENDINGS, [70, 25, 5]);
      const count = gift.cost === 10 ? 1 + Math.floor(rand() * 5) : 1;
      title = count > 1 ? `${gift.title} ×${count}` : gift.title;
      change = -gift.cost * count;
    } else {
      title = pick(rand, CURRENCY_EARNINGS);
      change = title === '签到赠送金币' ? 20 : (1 + Math.floor(rand() * 10)) * 30;
    }
    if (change > after) continue;
    record.run(memberId, title, change, after, time);
    after -= change;
  }
}
