/**
 * Chinese content of the demo member's six months of records (seed-history.ts). Names are all
 * Chinese: the record pages show them, and the site's pages carry no English words.
 */

/**
 * How many rows of each record the demo member has: thousands, spread over six months (gift
 * money follows the calendar instead: weekly, monthly, festivals).
 */
export const HISTORY_COUNTS = {
  bets: 3000,
  transactions: 1500,
  welfare: 420,
  coinEarnings: 900,
  currency: 700,
  mallOrders: 60,
} as const;

/** The demo member's balances the history ends at (seed.ts sets the same figures). */
export const HISTORY_END = { centerCents: 1_288_866, points: 12_680, chatScore: 2000 } as const;

export const BET_GAMES: Record<string, readonly string[]> = {
  TY: ['英超 曼城 对 利物浦', '西甲 皇马 对 巴萨', '美职篮 湖人 对 勇士', '中超 上海海港 对 山东泰山', '欧冠 拜仁 对 巴黎', '意甲 国际米兰 对 尤文图斯'],
  DJ: ['英雄联盟 职业联赛', '刀塔2 国际邀请赛', '王者荣耀 职业联赛', '反恐精英2 锦标赛'],
  DZ: ['麻将胡了', '赏金船长', '寻宝黄金城', '亡灵大盗'],
  ZR: ['百家乐', '龙虎斗', '轮盘', '骰宝'],
  CP: ['重庆时时彩', '北京赛车', '幸运飞艇', '六合彩'],
  QP: ['斗地主', '抢庄牛牛', '炸金花', '二八杠'],
};

export const BET_CONTENTS: Record<string, readonly string[]> = {
  TY: ['主胜', '客胜', '平局', '大 2.5', '小 2.5', '主队 -0.5', '客队 +0.5'],
  DJ: ['主队胜', '客队胜', '首杀', '总击杀 大 25.5'],
  DZ: ['单次旋转', '免费游戏', '加倍押注'],
  ZR: ['庄', '闲', '和', '龙', '虎'],
  CP: ['大', '小', '单', '双', '冠军 8 号'],
  QP: ['底注', '加注', '抢庄'],
};

/** Stakes in yuan and how often each is placed: mostly small bets, as members bet. */
export const BET_STAKES = [10, 20, 50, 100, 200, 500, 1000] as const;
export const BET_STAKE_WEIGHTS = [25, 25, 25, 13, 7, 4, 1] as const;

export const GIFT_TITLES = {
  UPGRADE: '晋级礼金',
  BIRTHDAY: '生日礼金',
  MONTHLY: '月度礼金',
  FESTIVAL: '节日礼金',
  WEEKLY: '周周红包',
} as const;

export const WELFARE_NAMES = {
  ACTIVITY: ['首存加赠 100%', '周末返水加码', '好友巅峰流水', '老会员回馈'],
  CHECKIN: ['签到日历 每日奖励', '签到日历 连续七天奖励'],
  LUCKY_FLIP: ['幸运翻翻乐'],
  INVITE: ['邀请好友 双方得彩金'],
  RED_PACKET: ['新春红包雨', '整点红包'],
} as const;

export const COIN_EARNINGS = ['投注赠送积分', '每日签到积分', '活动赠送积分'] as const;

export const CURRENCY_EARNINGS = ['签到赠送金币', '活动赠送金币', '存款赠送金币'] as const;

/** The chat room's gifts and their price in coins (seed-data GIFTS). */
export const CURRENCY_SPENDINGS = [
  { title: '聊天室送出 鲜花', cost: 10 },
  { title: '聊天室送出 跑车', cost: 100 },
  { title: '聊天室送出 火箭', cost: 500 },
] as const;
