import { ORDER_STATUS, PLATFORM_CATEGORY_NAMES } from '@site/api-contract';
import type { ApiReply, ApiRequest, ChatShareBet } from '@site/api-contract';
import type { TagTone } from '@site/ui';
import { formatInteger, formatNumber } from '@site/validation';
import { RECORD_TEXT as T } from './messages';
import {
  BET_QUERY,
  COIN_QUERY,
  CURRENCY_QUERY,
  GIFT_QUERY,
  MALL_ORDER_QUERY,
  TRANSACTION_QUERY,
  WELFARE_QUERY,
} from './record-queries';
import type { BET_SETTLED, GIFT_STATUSES, ORDER_STATUSES, RecordApi, RecordQuerySpec, TX_STATUSES, WELFARE_STATUSES } from './record-queries';

export type { RecordApi } from './record-queries';

/*
 * The seven record lists (five records, two mall lists) as configurations of one list: what
 * each asks the platform, which filters it offers, and how a row, its detail and the range's
 * totals read. No React here; the page draws what these describe.
 */

export type RecordItem<K extends RecordApi> = ApiReply<K>['list'][number];
export type RecordSummary<K extends RecordApi> = ApiReply<K>['summary'];

/** A value as the member reads it: money (2 decimals), a count (points, coins) or text. */
export type Figure =
  | { kind: 'money'; value: number; signed?: boolean }
  | { kind: 'count'; value: number; signed?: boolean }
  | { kind: 'text'; value: string };

export interface RecordStatus {
  text: string;
  tone: TagTone;
}

export interface RecordRow {
  id: number;
  title: string;
  /** Second line: kind, venue or remark. */
  note: string;
  time: number;
  figure: Figure;
  status: RecordStatus | null;
}

export interface DetailField {
  label: string;
  value: Figure | RecordStatus;
  /** An order number: a copy button beside it. */
  copy?: boolean;
}

export interface SummaryFigure {
  label: string;
  value: Figure;
}

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSpec {
  label: string;
  options: readonly FilterOption[];
}

/** Venue names by code (the member's wallets name every venue), with the category as fallback. */
export type VenueName = (code: string, category: string) => string;

export interface RecordKind<K extends RecordApi> extends RecordQuerySpec<K> {
  title: string;
  /** The URL's `type`. */
  types?: FilterSpec;
  /** The URL's `status`. */
  statuses?: FilterSpec;
  /** The URL's `venue`: options are the member's venues. */
  venues?: boolean;
  row(item: RecordItem<K>, venueName: VenueName): RecordRow;
  detailTitle: string;
  detail(item: RecordItem<K>, venueName: VenueName): DetailField[];
  /** A record that can be shared to a chat room (ShareBetRecord 10010): its card. */
  share?(item: RecordItem<K>, venueName: VenueName): ChatShareBet;
  summary(summary: RecordSummary<K>): SummaryFigure[];
  /** What an empty range says. */
  empty: string;
}

/** Every value the contract allows for a list's filter field: a label map keyed by it names them all. */
type FilterValue<K extends RecordApi, F extends keyof ApiRequest<K>> = NonNullable<ApiRequest<K>[F]>;

const money = (value: number, signed = false): Figure => ({ kind: 'money', value, signed });
const count = (value: number, signed = false): Figure => ({ kind: 'count', value, signed });
const text = (value: string): Figure => ({ kind: 'text', value });

const options = (labels: Readonly<Record<string, string>>): FilterOption[] => Object.entries(labels).map(([value, label]) => ({ value, label }));

function statusOf(labels: Readonly<Record<number, string>>, status: number): RecordStatus {
  const tone: TagTone =
    status === ORDER_STATUS.success ? 'success' : status === ORDER_STATUS.pending ? 'warning' : status === ORDER_STATUS.failed ? 'danger' : 'default';
  return { text: labels[status] ?? T.statusUnknown, tone };
}

const TX_TYPES: Record<FilterValue<'transactionRecords', 'type'>, string> = { DEPOSIT: '存款', WITHDRAW: '取款', TRANSFER: '转账', REBATE: '返水', BONUS: '优惠彩金', MALL: '商城兑换', ADJUST: '系统调整' };
const TX_STATUS: Record<(typeof TX_STATUSES)[number], string> = { 0: '处理中', 1: '成功', 2: '失败', 3: '已取消' };

const txTypes = { label: T.typeLabel, options: options(TX_TYPES) };
const txStatuses = { label: T.statusLabel, options: options(TX_STATUS) };

export const TRANSACTION_RECORDS: RecordKind<'transactionRecords'> = {
  ...TRANSACTION_QUERY,
  title: '交易记录',
  types: txTypes,
  statuses: txStatuses,
  row: (t) => ({
    id: t.id,
    title: TX_TYPES[t.type],
    note: t.remark,
    time: t.createdAt,
    figure: money(t.amount, true),
    status: t.status === ORDER_STATUS.success ? null : statusOf(TX_STATUS, t.status),
  }),
  detailTitle: '交易详情',
  detail: (t) => [
    { label: T.orderNo, value: text(t.orderNo), copy: true },
    { label: T.type, value: text(TX_TYPES[t.type]) },
    { label: T.amount, value: money(t.amount, true) },
    { label: T.balanceAfter, value: money(t.balanceAfter) },
    { label: T.status, value: statusOf(TX_STATUS, t.status) },
    { label: T.remark, value: text(t.remark || '—') },
  ],
  summary: (s) => [
    { label: T.count, value: count(s.count) },
    { label: T.income, value: money(s.income, true) },
    { label: T.expense, value: money(-s.expense, true) },
  ],
  empty: '所选时间内暂无交易记录',
};

const BET_STATUS: Record<(typeof BET_SETTLED)[number], string> = { 1: '已结算', 0: '未结算' };

const betStatuses = { label: T.statusLabel, options: options(BET_STATUS).reverse() };

export const BET_RECORDS: RecordKind<'betRecords'> = {
  ...BET_QUERY,
  title: '投注记录',
  statuses: betStatuses,
  venues: true,
  row: (b, venueName) => ({
    id: b.id,
    title: b.gameName,
    note: `${venueName(b.venueCode, b.category)} · ${b.betContent}`,
    time: b.createdAt,
    // An open bet has no result yet: its stake, marked as open.
    figure: b.settled ? money(b.winLoss, true) : text(T.staked(formatNumber(b.betAmount))),
    status: b.settled ? null : { text: T.unsettled, tone: 'warning' },
  }),
  detailTitle: '注单详情',
  detail: (b, venueName) => [
    { label: T.betNo, value: text(b.orderNo), copy: true },
    { label: T.venue, value: text(venueName(b.venueCode, b.category)) },
    { label: T.game, value: text(b.gameName) },
    { label: T.betContent, value: text(b.betContent) },
    { label: T.betAmount, value: money(b.betAmount) },
    { label: T.validAmount, value: money(b.validAmount) },
    { label: T.winLoss, value: b.settled ? money(b.winLoss, true) : text(T.unsettled) },
    { label: T.status, value: b.settled ? { text: T.settled, tone: 'success' } : { text: T.unsettled, tone: 'warning' } },
  ],
  // The card shows what the detail shows: venue, match, pick, stake and the result (none while open).
  share: (b, venueName) => ({
    orderNo: b.orderNo,
    venueCode: b.venueCode,
    venueName: venueName(b.venueCode, b.category),
    gameName: b.gameName,
    betContent: b.betContent,
    betAmount: b.betAmount,
    winLoss: b.settled ? b.winLoss : null,
  }),
  summary: (s) => [
    { label: T.betCount, value: count(s.count) },
    { label: T.betAmount, value: money(s.betAmount) },
    { label: T.validAmount, value: money(s.validAmount) },
    { label: T.winLoss, value: money(s.winLoss, true) },
  ],
  empty: '所选时间内暂无投注记录',
};

const GIFT_TYPE_NAMES: Record<FilterValue<'giftRecords', 'type'>, string> = { UPGRADE: '晋级礼金', BIRTHDAY: '生日礼金', MONTHLY: '月度礼金', FESTIVAL: '节日礼金', WEEKLY: '周周红包' };
const GIFT_STATUS: Record<(typeof GIFT_STATUSES)[number], string> = { 1: '已到账', 0: '待领取', 2: '已失效' };

const giftTypes = { label: T.typeLabel, options: options(GIFT_TYPE_NAMES) };
const giftStatuses = { label: T.statusLabel, options: options(GIFT_STATUS) };

export const GIFT_RECORDS: RecordKind<'giftRecords'> = {
  ...GIFT_QUERY,
  title: '礼金记录',
  types: giftTypes,
  statuses: giftStatuses,
  row: (g) => ({
    id: g.id,
    title: g.title,
    note: GIFT_TYPE_NAMES[g.type],
    time: g.createdAt,
    figure: money(g.amount, g.status === ORDER_STATUS.success),
    status: g.status === ORDER_STATUS.success ? null : statusOf(GIFT_STATUS, g.status),
  }),
  detailTitle: '礼金详情',
  detail: (g) => [
    { label: T.giftType, value: text(GIFT_TYPE_NAMES[g.type]) },
    { label: T.amount, value: money(g.amount) },
    { label: T.status, value: statusOf(GIFT_STATUS, g.status) },
    { label: T.recordNo, value: text(String(g.id)) },
  ],
  summary: (s) => [
    { label: T.count, value: count(s.count) },
    { label: T.paid, value: money(s.amount) },
  ],
  empty: '所选时间内暂无礼金记录',
};

const WELFARE_TYPE_NAMES: Record<FilterValue<'welfareRecords', 'type'>, string> = { ACTIVITY: '活动彩金', CHECKIN: '签到奖励', LUCKY_FLIP: '幸运翻牌', INVITE: '邀请奖励', RED_PACKET: '红包雨' };
const WELFARE_STATUS: Record<(typeof WELFARE_STATUSES)[number], string> = { 1: '已发放', 0: '审核中', 2: '未通过' };

const welfareTypes = { label: T.typeLabel, options: options(WELFARE_TYPE_NAMES) };
const welfareStatuses = { label: T.statusLabel, options: options(WELFARE_STATUS) };

export const WELFARE_RECORDS: RecordKind<'welfareRecords'> = {
  ...WELFARE_QUERY,
  title: '福利记录',
  types: welfareTypes,
  statuses: welfareStatuses,
  row: (w) => ({
    id: w.id,
    title: w.activityName,
    note: WELFARE_TYPE_NAMES[w.type],
    time: w.createdAt,
    figure: money(w.amount, w.status === ORDER_STATUS.success),
    status: w.status === ORDER_STATUS.success ? null : statusOf(WELFARE_STATUS, w.status),
  }),
  detailTitle: '福利详情',
  detail: (w) => [
    { label: T.activity, value: text(w.activityName) },
    { label: T.welfareType, value: text(WELFARE_TYPE_NAMES[w.type]) },
    { label: T.amount, value: money(w.amount) },
    { label: T.status, value: statusOf(WELFARE_STATUS, w.status) },
    { label: T.recordNo, value: text(String(w.id)) },
  ],
  summary: (s) => [
    { label: T.count, value: count(s.count) },
    { label: T.paidWelfare, value: money(s.amount) },
  ],
  empty: '所选时间内暂无福利记录',
};

const DIRECTIONS: Record<FilterValue<'coinRecords', 'direction'>, string> = { in: '获得', out: '消耗' };
const directions = { label: T.directionLabel, options: options(DIRECTIONS) };

/** 金币 (chat coins) and 积分 (mall points) read the same way: movements with a running balance. */
function pointsKind<K extends 'currencyRecords' | 'coinRecords'>(query: RecordQuerySpec<K>, title: string, unit: string, empty: string): RecordKind<K> {
  return {
    ...query,
    title,
    types: directions,
    row: (r) => ({ id: r.id, title: r.title, note: T.balanceNote(unit, formatInteger(r.balanceAfter)), time: r.createdAt, figure: count(r.change, true), status: null }),
    detailTitle: `${unit}明细`,
    detail: (r) => [
      { label: T.description, value: text(r.title) },
      { label: T.change(unit), value: count(r.change, true) },
      { label: T.balanceAfterOf(unit), value: count(r.balanceAfter) },
      { label: T.recordNo, value: text(String(r.id)) },
    ],
    summary: (s) => [
      { label: T.count, value: count(s.count) },
      { label: T.gained(unit), value: count(s.gained, true) },
      { label: T.spent(unit), value: count(-s.spent, true) },
    ],
    empty,
  };
}

export const CURRENCY_RECORDS = pointsKind(CURRENCY_QUERY, '金币记录', '金币', '所选时间内暂无金币记录');
export const COIN_RECORDS = pointsKind(COIN_QUERY, '积分明细', '积分', '所选时间内暂无积分变动');

const ORDER_STATUS_TEXT: Record<(typeof ORDER_STATUSES)[number], string> = { 1: '已完成', 0: '待发货', 3: '已取消' };
const orderStatuses = { label: T.statusLabel, options: options(ORDER_STATUS_TEXT) };

export const MALL_ORDERS: RecordKind<'mallOrders'> = {
  ...MALL_ORDER_QUERY,
  title: '兑换记录',
  statuses: orderStatuses,
  row: (o) => ({
    id: o.id,
    title: o.itemName,
    note: T.quantity(o.quantity),
    time: o.createdAt,
    figure: count(-o.points, true),
    status: o.status === ORDER_STATUS.success ? null : statusOf(ORDER_STATUS_TEXT, o.status),
  }),
  detailTitle: '兑换详情',
  detail: (o) => [
    { label: T.orderNo, value: text(o.orderNo), copy: true },
    { label: T.item, value: text(o.itemName) },
    { label: T.quantityLabel, value: count(o.quantity) },
    { label: T.pointsCost, value: count(o.points) },
    { label: T.status, value: statusOf(ORDER_STATUS_TEXT, o.status) },
  ],
  summary: (s) => [
    { label: T.exchangeCount, value: count(s.count) },
    { label: T.pointsCost, value: count(s.points) },
  ],
  empty: '所选时间内暂无兑换记录',
};

/** A venue's name from the member's wallets; a code the wallets do not know reads as its category. */
export function venueNamer(wallets: readonly { code: string; name: string }[] | undefined): VenueName {
  const names = new Map((wallets ?? []).map((w) => [w.code, w.name]));
  return (code, category) => names.get(code) ?? (PLATFORM_CATEGORY_NAMES as Readonly<Record<string, string>>)[category] ?? T.otherVenue;
}
