/**
 * Seed data of the simulated sports venues: leagues and their clubs (Chinese names as the
 * providers write them, no Latin letters: 米兰 not AC米兰), and the kick-off slots of a day in Asia/Shanghai. Fixtures are drawn
 * from these per day (sports-schedule.ts), so every day has a full card without a table.
 */
export interface SeedLeague {
  name: string;
  teams: readonly string[];
  /** How strong each club is (same order), for believable prices. */
  strength: readonly number[];
  /** The providers stream this league's matches. */
  streamed: boolean;
}

export const SEED_LEAGUES: readonly SeedLeague[] = [
  { name: '英超', teams: ['曼城', '利物浦', '阿森纳', '切尔西', '曼联', '热刺', '纽卡斯尔联', '阿斯顿维拉'], strength: [92, 90, 88, 82, 80, 79, 78, 77], streamed: true },
  { name: '西甲', teams: ['皇家马德里', '巴塞罗那', '马德里竞技', '皇家社会', '比利亚雷亚尔', '塞维利亚'], strength: [91, 89, 84, 76, 75, 74], streamed: true },
  { name: '意甲', teams: ['国际米兰', '米兰', '尤文图斯', '那不勒斯', '罗马', '拉齐奥'], strength: [86, 82, 83, 81, 77, 76], streamed: false },
  { name: '德甲', teams: ['拜仁慕尼黑', '勒沃库森', '多特蒙德', '莱比锡红牛', '斯图加特', '法兰克福'], strength: [91, 85, 83, 80, 76, 75], streamed: false },
  { name: '法甲', teams: ['巴黎圣日耳曼', '摩纳哥', '马赛', '里尔', '里昂', '尼斯'], strength: [90, 78, 77, 76, 74, 73], streamed: false },
  { name: '中超', teams: ['上海海港', '上海申花', '成都蓉城', '北京国安', '山东泰山', '浙江队'], strength: [80, 79, 76, 75, 74, 70], streamed: true },
];

/**
 * Kick-offs of one Shanghai day (minutes after midnight) and the league played then: Chinese
 * Super League in the afternoon and evening, Europe in the evening and after midnight.
 */
export const KICK_OFF_SLOTS: readonly { minute: number; league: number }[] = [
  { minute: 0 * 60 + 30, league: 3 },
  { minute: 2 * 60 + 0, league: 1 },
  { minute: 3 * 60 + 45, league: 2 },
  { minute: 4 * 60 + 0, league: 4 },
  { minute: 11 * 60 + 0, league: 5 },
  { minute: 15 * 60 + 30, league: 5 },
  { minute: 17 * 60 + 30, league: 5 },
  { minute: 19 * 60 + 35, league: 5 },
  { minute: 20 * 60 + 0, league: 0 },
  { minute: 20 * 60 + 30, league: 3 },
  { minute: 21 * 60 + 0, league: 1 },
  { minute: 22 * 60 + 0, league: 2 },
  { minute: 23 * 60 + 0, league: 0 },
  { minute: 23 * 60 + 30, league: 4 },
];
