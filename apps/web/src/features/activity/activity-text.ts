import type { ACTIVITY_CATEGORIES, ACTIVITY_KINDS, ACTIVITY_STATUSES } from '@site/api-contract';
import type { TagTone } from '@site/ui';

type Category = (typeof ACTIVITY_CATEGORIES)[number];
type Kind = (typeof ACTIVITY_KINDS)[number];
type Status = (typeof ACTIVITY_STATUSES)[number];

/** The tabs of /activity/discount, in the order members know from other sites. */
export const CATEGORY_TABS: readonly { key: 'all' | Category; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'newcomer', label: '新人' },
  { key: 'daily', label: '日常' },
  { key: 'vip', label: 'VIP' },
  { key: 'sport', label: '体育' },
  { key: 'egame', label: '电子' },
  { key: 'live', label: '真人' },
];

export const STATUS_TAG: Record<Status, { text: string; tone: TagTone }> = {
  ongoing: { text: '进行中', tone: 'success' },
  upcoming: { text: '未开始', tone: 'warning' },
  ended: { text: '已结束', tone: 'default' },
};

/** The activities that have a page of their own (the rest are applied for in their detail). */
export type KindPage = '/activity/friendInvitation' | '/activity/friendPeakBet' | '/activity/luckyFlip' | '/activity/calendar';
export const KIND_PAGES: Partial<Record<Kind, { to: KindPage; action: string }>> = {
  friendInvitation: { to: '/activity/friendInvitation', action: '去邀请好友' },
  friendPeakBet: { to: '/activity/friendPeakBet', action: '查看排行榜' },
  luckyFlip: { to: '/activity/luckyFlip', action: '去翻牌' },
  calendar: { to: '/activity/calendar', action: '去签到' },
};

export const ACTIVITY_TEXT = {
  leadTitle: '精选优惠，先看规则再参与',
  leadText: '按分类浏览全部活动，点开查看详情并申请',
  listLabel: '活动分类',
  empty: '该分类暂无活动，看看其他分类吧',
  period: '活动时间',
  periodJoin: '至',
  applied: '已申请',
  detail: '活动详情',
  content: '活动内容',
  rules: '活动规则',
  backToList: '返回活动列表',
  notFound: '该活动不存在或已下线',
  apply: '立即申请',
  applyGuest: '登录后申请',
  applying: '申请中…',
  automatic: '无需申请，达标后自动发放',
  upcoming: '活动尚未开始',
  ended: '活动已结束',
  loginToJoin: '登录后参与',
  login: '去登录',
  rulesFallback: '活动规则加载失败',
  timeZone: '（北京时间）',
} as const;
