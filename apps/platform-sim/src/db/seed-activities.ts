/**
 * The activities of the seed and what the activity pages need around them: the promotions of
 * /activity/discount (categories, periods, who may apply), friends' bets for the peak-bet board and
 * a few lucky-flip draws. Kept apart from seed.ts so the activity data reads in one place.
 */
import type { ACTIVITY_CATEGORIES, ACTIVITY_KINDS } from '@site/api-contract';
import type { Db } from './database';
import { hashPassword, mulberry32, pick } from '../util';

const DAY = 86_400_000;

export interface ActivitySeed {
  kind: (typeof ACTIVITY_KINDS)[number];
  category: (typeof ACTIVITY_CATEGORIES)[number];
  title: string;
  summary: string;
  /** Paid into the centre wallet on a successful application, in cents. */
  bonus: number;
  rules: readonly string[];
  /** False: nothing to apply for (paid automatically, or taken part in on its own page). */
  applicable: boolean;
  /** Days from the seed's time to the start and the end of the period. */
  startDays: number;
  endDays: number;
  /** Who may apply: at least this VIP grade, or registered at most this many days ago. */
  minGrade?: number;
  maxRegisterDays?: number;
  colors: readonly [string, string];
}

/** In id order: ids 1–6 are the ones the rest of the seed and the tests name. */
export const ACTIVITIES_SEED: readonly ActivitySeed[] = [
  {
    kind: 'discount', category: 'newcomer', title: '首存加赠 100%', summary: '新会员首笔存款最高加赠 888 元', bonus: 88800, applicable: true,
    rules: ['仅限首笔存款，存款后 7 天内申请', '加赠金额需完成 10 倍流水方可提款', '每位会员仅可参与一次'], startDays: -30, endDays: 60, colors: ['#d4145a', '#fbb03b'],
  },
  {
    kind: 'discount', category: 'sport', title: '周末返水加码', summary: '周六周日体育返水提升至 1.2%', bonus: 0, applicable: false,
    rules: ['无需申请，系统于次日 15:00 前自动发放', '仅限体育场馆的有效投注', '返水无流水要求'], startDays: -30, endDays: 60, colors: ['#0b8793', '#360033'],
  },
  {
    kind: 'friendInvitation', category: 'daily', title: '邀请好友 双方得彩金', summary: '好友首存满 100 元，双方各得 38 元', bonus: 3800, applicable: false,
    rules: ['好友通过您的专属链接或邀请码注册', '好友首存满 100 元后，双方各得 38 元彩金', '好友需完成实名认证，同一设备或网络地址视为同一会员'], startDays: -30, endDays: 60, colors: ['#662d8c', '#ed1e79'],
  },
  {
    kind: 'friendPeakBet', category: 'daily', title: '好友投注冲榜', summary: '好友本周有效投注排名前十，最高奖励 8888 元', bonus: 0, applicable: false,
    rules: ['每周一 00:00 至下周一 00:00（北京时间）为一期', '按您邀请的好友本期有效投注总额排名', '奖金于每期结束后 24 小时内发放至中心钱包'], startDays: -30, endDays: 60, colors: ['#f7971e', '#c2410c'],
  },
  {
    kind: 'luckyFlip', category: 'daily', title: '幸运翻翻乐', summary: '每日存款即送翻牌机会，100% 中奖', bonus: 0, applicable: false,
    rules: ['每存款 100 元获得 1 次翻牌机会', '奖品：1.88 元、8.88 元、18.8 元、58 元彩金及 888 元大奖', '彩金即时发放至中心钱包，无流水要求'], startDays: -30, endDays: 60, colors: ['#e4572e', '#7b2ff7'],
  },
  {
    kind: 'calendar', category: 'daily', title: '签到日历', summary: '每日签到领彩金，连签 7 天额外得 58 元', bonus: 0, applicable: false,
    rules: ['每个自然日（北京时间）可签到 1 次，每次 2 元', '连续签到 3、7、15、30 天另有奖励', '断签后连续天数从 1 重新计算'], startDays: -30, endDays: 60, colors: ['#2f80ed', '#56ccf2'],
  },
  {
    kind: 'discount', category: 'newcomer', title: '新人注册彩金', summary: '注册 30 天内的新会员免费领取 18 元', bonus: 1800, applicable: true, maxRegisterDays: 30,
    rules: ['仅限注册 30 天内的新会员', '彩金需完成 10 倍流水方可提款', '同一设备、网络地址或银行卡仅可领取一次'], startDays: -30, endDays: 60, colors: ['#11998e', '#38ef7d'],
  },
  {
    kind: 'discount', category: 'vip', title: 'VIP6 专享周礼金', summary: 'VIP6 及以上会员每周领取 58 元礼金', bonus: 5800, applicable: true, minGrade: 6,
    rules: ['VIP6 及以上会员方可申请', '每周可申请一次', '礼金需完成 10 倍流水方可提款'], startDays: -30, endDays: 60, colors: ['#b8860b', '#3d2a00'],
  },
  {
    kind: 'discount', category: 'vip', title: 'VIP 晋级礼金', summary: '每晋升一级即送晋级礼金，最高 8888 元', bonus: 0, applicable: false,
    rules: ['晋级后系统自动发放，无需申请', '晋级礼金无流水要求', '降级后再次晋级不重复发放'], startDays: -30, endDays: 60, colors: ['#8e2de2', '#4a00e0'],
  },
  {
    kind: 'discount', category: 'egame', title: '电子周周救援金', summary: '电子游戏周亏损最高返还 5%', bonus: 1880, applicable: true,
    rules: ['上周电子游戏净亏损 100 元以上可申请', '救援金需完成 5 倍流水方可提款', '每周一至周三申请，逾期不补'], startDays: -30, endDays: 60, colors: ['#fc466b', '#3f5efb'],
  },
  {
    kind: 'discount', category: 'live', title: '真人百家乐连赢奖金', summary: '百家乐连赢 8 局奖励 888 元', bonus: 0, applicable: true,
    rules: ['活动开始后，单桌连续赢 8 局即可申请', '和局不中断也不计入连赢', '每日限申请一次'], startDays: 3, endDays: 33, colors: ['#1d2b64', '#f8cdda'],
  },
  {
    kind: 'discount', category: 'sport', title: '欧冠竞猜 首注包赔', summary: '欧冠淘汰赛首注输了全额返还，最高 188 元', bonus: 0, applicable: true,
    rules: ['仅限欧冠淘汰赛的首笔投注', '返还金额需完成 1 倍流水', '串关与提前结算的注单不参与'], startDays: -40, endDays: -5, colors: ['#141e30', '#243b55'],
  },
];

/** Lucky-flip prizes; `weight` sets the odds. */
export const FLIP_PRIZES = [
  { id: 1, name: '1.88 元彩金', cents: 188, weight: 40 },
  { id: 2, name: '8.88 元彩金', cents: 888, weight: 30 },
  { id: 3, name: '18.8 元彩金', cents: 1880, weight: 18 },
  { id: 4, name: '58 元彩金', cents: 5800, weight: 9 },
  { id: 5, name: '888 元大奖', cents: 88800, weight: 3 },
] as const;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An activity's banner, drawn: edge to edge (the page rounds its corners), title and summary. */
function activityArt(a: ActivitySeed): string {
  const [from, to] = a.colors;
  const font = 'PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="750" height="300" fill="url(#g)"/>` +
    `<circle cx="660" cy="40" r="130" fill="#fff" fill-opacity="0.12"/><circle cx="40" cy="300" r="110" fill="#fff" fill-opacity="0.08"/>` +
    `<path d="M560 210l20-44 20 44 44 20-44 20-20 44-20-44-44-20z" fill="#fff" fill-opacity="0.22"/>` +
    `<text x="56" y="140" font-size="58" font-weight="700" fill="#fff" font-family="${font}">${escapeXml(a.title)}</text>` +
    `<text x="58" y="200" font-size="28" fill="#fff" fill-opacity="0.9" font-family="${font}">${escapeXml(a.summary)}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function insertActivities(db: Db, now: number): void {
  const act = db.prepare(
    `INSERT INTO activities (kind, category, title, summary, image_url, start_at, end_at, content, rules_json, bonus_cents, applicable, min_grade, max_register_days)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const a of ACTIVITIES_SEED) {
    act.run(
      a.kind, a.category, a.title, a.summary, activityArt(a),
      now + a.startDays * DAY, now + a.endDays * DAY, `${a.summary}。请仔细阅读以下规则，如有疑问请联系在线客服。`,
      JSON.stringify(a.rules), a.bonus, a.applicable ? 1 : 0, a.minGrade ?? null, a.maxRegisterDays ?? null,
    );
  }
}

/**
 * Friends and their bets for the peak-bet board: players who were not invited by the demo member
 * are spread over five promoter players, and every invited player bets over the last weeks (most
 * in the last ten days, so the week under way has a board). Its own random stream, so the rest of
 * the seed stays as it was.
 */
export function seedFriendBets(db: Db, now: number, demoId: number): void {
  const rand = mulberry32(2046);
  const players = db.prepare('SELECT id, referrer_id FROM members WHERE id != ? ORDER BY id').all(demoId) as { id: number; referrer_id: number | null }[];
  const promoters = players.filter((_, i) => [1, 2, 4, 5, 7].includes(i)).map((p) => p.id);
  const refer = db.prepare('UPDATE members SET referrer_id = ? WHERE id = ?');
  players.forEach((p, i) => {
    if (p.referrer_id === null && !promoters.includes(p.id)) refer.run(promoters[i % promoters.length], p.id);
  });
  // Some of the demo member's friends have deposited enough for the invite reward, some not yet.
  const deposit = db.prepare('UPDATE members SET deposit_total_cents = ? WHERE id = ?');
  for (const p of players.filter((p) => p.referrer_id === demoId)) deposit.run(Math.floor(rand() * 6) * 4_000 + (rand() < 0.3 ? 0 : 10_000), p.id);
  const bet = db.prepare(
    `INSERT INTO bets (member_id, order_no, venue_code, category, game_name, bet_content, bet_cents, valid_cents, winloss_cents, settled, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`,
  );
  const venues = [['OBTY', 'TY', '英超 曼城 vs 利物浦'], ['IMTY', 'TY', '西甲 皇马 vs 巴萨'], ['AGZR', 'ZR', '百家乐'], ['PGDZ', 'DZ', '麻将胡了']] as const;
  const invited = db.prepare('SELECT id FROM members WHERE referrer_id IS NOT NULL ORDER BY id').all() as { id: number }[];
  for (const m of invited) {
    for (let i = 0; i < 24; i += 1) {
      const recent = i < 14;
      const time = now - Math.floor(rand() * (recent ? 10 : 60) * DAY) - 60_000;
      const cents = (2 + Math.floor(rand() * 60)) * 1000;
      const [venue, category, game] = pick(rand, venues);
      bet.run(m.id, `F${m.id}${time}${i}`, venue, category, game, '主胜', cents, cents, Math.floor((rand() - 0.5) * cents), time);
    }
  }
}

const DOWNLINE_NAMES = ['顺风', '小鱼', '阿杰', '老王', '晴天', '大刘', '阿彬', '小美', '天天', '云朵', '阿豪', '小七', '木子', '铁柱'];

/** More members invited by the demo member, so the agent centre's team list runs over pages. */
export function seedDownline(db: Db, now: number, demoId: number, createWallets: (db: Db, memberId: number) => void): void {
  const rand = mulberry32(3031);
  const insert = db.prepare(
    `INSERT INTO members (username, password_hash, salt, nick_name, real_name, phone, grade, invite_code, referrer_id, register_time, deposit_total_cents)
     VALUES (?, ?, ?, ?, '', '', ?, ?, ?, ?, ?)`,
  );
  DOWNLINE_NAMES.forEach((nick, i) => {
    const username = `team${String(2001 + i)}`;
    const salt = `salt-${username}`;
    const info = insert.run(
      username, hashPassword('Player@2026', salt), salt, nick, Math.floor(rand() * 4), `TM${String(2001 + i)}`, demoId,
      now - Math.floor(rand() * 60 + 1) * DAY, Math.floor(rand() * 20) * 5_000,
    );
    createWallets(db, Number(info.lastInsertRowid));
  });
}

/** A few earlier draws of the demo member, so the history is not empty on a first visit. */
export function seedLuckyDraws(db: Db, now: number, demoId: number): void {
  const draw = db.prepare('INSERT INTO lucky_draws (member_id, position, prize_id, name, amount_cents, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const earlier = [FLIP_PRIZES[1], FLIP_PRIZES[0], FLIP_PRIZES[3]];
  earlier.forEach((p, i) => draw.run(demoId, (i * 4) % 9, p.id, p.name, p.cents, now - (i + 1) * 2 * DAY));
}
