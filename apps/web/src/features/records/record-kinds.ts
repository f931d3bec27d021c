import { ORDER_STATUS, PLATFORM_CATEGORY_NAMES } from '@site/api-contract';
import type { ApiReply, ApiRequest } from '@site/api-contract';
import type { TagTone } from '@site/ui';
import { formatInteger } from '@site/validation';
import type { RecordRange, RecordSearch } from '../../app/search';
import { RECORD_TEXT as T } from './messages';

/*
 * The seven record lists (five records, two mall lists) as configurations of one list: what
 * each asks the platform, which filters it offers, and how a row, its detail and the range's
 * totals read. No React here; the page draws what these describe.
 */

export type RecordApi = 'transactionRecords' | 'betRecords' | 'giftRecords' | 'welfareRecords' | 'currencyRecords' | 'coinRecords' | 'mallOrders';
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

export interface RecordKind<K extends RecordApi> {
  api: K;
  title: string;
  /** The range a list opens on when the URL names none. */
  defaultRange: RecordRange;
  /** The URL's `type`. */
  types?: FilterSpec;
  /** The URL's `status`. */
  statuses?: FilterSpec;
  /** The URL's `venue`: options are the member's venues. */
  venues?: boolean;
  /** The body fields the URL filter adds to a page request (values the list does not offer are left out). */
  request(search: RecordSearch): Partial<ApiRequest<K>>;
  row(item: RecordItem<K>, venueName: VenueName): RecordRow;
  detailTitle: string;
  detail(item: RecordItem<K>, venueName: VenueName): DetailField[];
  summary(summary: RecordSummary<K>): SummaryFigure[];
  /** What an empty range says. */
  empty: string;
}

const money = (value: number, signed = false): Figure => ({ kind: 'money', value, signed });
const count = (value: number, signed = false): Figure => ({ kind: 'count', value, signed });
const text = (value: string): Figure => ({ kind: 'text', value });

const options = (labels: Readonly<Record<string, string>>): FilterOption[] => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The value when it is one the list offers, else nothing (a tampered or outdated link). */
function offered(spec: FilterSpec | undefined, value: string | number | undefined): string | undefined {
  if (value === undefined || !spec) return undefined;
  return spec.options.some((o) => o.value === String(value)) ? String(value) : undefined;
}

function statusOf(labels: Readonly<Record<number, string>>, status: number): RecordStatus {
  const tone: TagTone =
    status === ORDER_STATUS.success ? 'success' : status === ORDER_STATUS.pending ? 'warning' : status === ORDER_STATUS.failed ? 'danger' : 'default';
  return { text: labels[status] ?? T.statusUnknown, tone };
}

const TX_TYPES = { DEPOSIT: '存款', WITHDRAW: '取款', TRANSFER: '转账', REBATE: '返水', BONUS: '优惠彩金', MALL: '商城兑换', ADJUST: '系统调整' } as const;
const TX_STATUS = { 0: '处理中', 1: '成功', 2: '失败', 3: '已取消' } as const;

const txTypes = { label: T.typeLabel, options: options(TX_TYPES) };
const txStatuses = { label: T.statusLabel, options: options(TX_STATUS) };

export const TRANSACTION_RECORDS: RecordKind<'transactionRecords'> = {
  api: 'transactionRecords',
  title: '交易记录',
  defaultRange: '7d',
  types: txTypes,
  statuses: txStatuses,
  request(search) {
    const type = offered(txTypes, search.type) as keyof typeof TX_TYPES | undefined;
    const status = offered(txStatuses, search.status);
    return { ...(type ? { type } : {}), ...(status ? { status: Number(status) } : {}) };
  },
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

const BET_STATUS = { 1: '已结算', 0: '未结算' } as const;

const betStatuses = { label: T.statusLabel, options: options(BET_STATUS).reverse() };

export const BET_RECORDS: RecordKind<'betRecords'> = {
  api: 'betRecords',
  title: '投注记录',
  defaultRange: '7d',
  statuses: betStatuses,
  venues: true,
  request(search) {
    const settled = offered(betStatuses, search.status);
    return { ...(settled ? { settled: Number(settled) } : {}), ...(search.venue ? { venueCode: search.venue } : {}) };
  },
  row: (b, venueName) => ({
    id: b.id,
    title: b.gameName,
    note: `${venueName(b.venueCode, b.category)} · ${b.betContent}`,
    time: b.createdAt,
    figure: b.settled ? money(b.winLoss, true) : text(T.unsettled),
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
  summary: (s) => [
    { label: T.betCount, value: count(s.count) },
    { label: T.betAmount, value: money(s.betAmount) },
    { label: T.validAmount, value: money(s.validAmount) },
    { label: T.winLoss, value: money(s.winLoss, true) },
  ],
  empty: '所选时间内暂无投注记录',
};

const GIFT_TYPES = { UPGRADE: '晋级礼金', BIRTHDAY: '生日礼金', MONTHLY: '月度礼金', FESTIVAL: '节日礼金', WEEKLY: '周周红包' } as const;
const GIFT_STATUS = { 1: '已到账', 0: '待领取', 2: '已失效' } as const;

const giftTypes = { label: T.typeLabel, options: options(GIFT_TYPES) };
const giftStatuses = { label: T.statusLabel, options: options(GIFT_STATUS) };

export const GIFT_RECORDS: RecordKind<'giftRecords'> = {
  api: 'giftRecords',
  title: '礼金记录',
  defaultRange: '30d',
  types: giftTypes,
  statuses: giftStatuses,
  request(search) {
    const type = offered(giftTypes, search.type) as keyof typeof GIFT_TYPES | undefined;
    const status = offered(giftStatuses, search.status);
    return { ...(type ? { type } : {}), ...(status ? { status: Number(status) } : {}) };
  },
  row: (g) => ({
    id: g.id,
    title: g.title,
    note: GIFT_TYPES[g.type],
    time: g.createdAt,
    figure: money(g.amount, g.status === ORDER_STATUS.success),
    status: g.status === ORDER_STATUS.success ? null : statusOf(GIFT_STATUS, g.status),
  }),
  detailTitle: '礼金详情',
  detail: (g) => [
    { label: T.giftType, value: text(GIFT_TYPES[g.type]) },
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

const WELFARE_TYPES = { ACTIVITY: '活动彩金', CHECKIN: '签到奖励', LUCKY_FLIP: '幸运翻牌', INVITE: '邀请奖励', RED_PACKET: '红包雨' } as const;
const WELFARE_STATUS = { 1: '已发放', 0: '审核中', 2: '未通过' } as const;

const welfareTypes = { label: T.typeLabel, options: options(WELFARE_TYPES) };
const welfareStatuses = { label: T.statusLabel, options: options(WELFARE_STATUS) };

export const WELFARE_RECORDS: RecordKind<'welfareRecords'> = {
  api: 'welfareRecords',
  title: '福利记录',
  defaultRange: '30d',
  types: welfareTypes,
  statuses: welfareStatuses,
  request(search) {
    const type = offered(welfareTypes, search.type) as keyof typeof WELFARE_TYPES | undefined;
    const status = offered(welfareStatuses, search.status);
    return { ...(type ? { type } : {}), ...(status ? { status: Number(status) } : {}) };
  },
  row: (w) => ({
    id: w.id,
    title: w.activityName,
    note: WELFARE_TYPES[w.type],
    time: w.createdAt,
    figure: money(w.amount, w.status === ORDER_STATUS.success),
    status: w.status === ORDER_STATUS.success ? null : statusOf(WELFARE_STATUS, w.status),
  }),
  detailTitle: '福利详情',
  detail: (w) => [
    { label: T.activity, value: text(w.activityName) },
    { label: T.welfareType, value: text(WELFARE_TYPES[w.type]) },
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

const DIRECTIONS = { in: '获得', out: '消耗' } as const;
const directions = { label: T.directionLabel, options: options(DIRECTIONS) };

/** 金币 (chat coins) and 积分 (mall points) read the same way: movements with a running balance. */
function pointsKind<K extends 'currencyRecords' | 'coinRecords'>(api: K, title: string, unit: string, empty: string): RecordKind<K> {
  return {
    api,
    title,
    defaultRange: '30d',
    types: directions,
    request(search) {
      const direction = offered(directions, search.type) as keyof typeof DIRECTIONS | undefined;
      return (direction ? { direction } : {}) as Partial<ApiRequest<K>>;
    },
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

export const CURRENCY_RECORDS = pointsKind('currencyRecords', '金币记录', '金币', '所选时间内暂无金币记录');
export const COIN_RECORDS = pointsKind('coinRecords', '积分明细', '积分', '所选时间内暂无积分变动');

const ORDER_STATUS_TEXT = { 1: '已完成', 0: '待发货', 3: '已取消' } as const;
const orderStatuses = { label: T.statusLabel, options: options(ORDER_STATUS_TEXT) };

export const MALL_ORDERS: RecordKind<'mallOrders'> = {
  api: 'mallOrders',
  title: '兑换记录',
  defaultRange: '30d',
  statuses: orderStatuses,
  request(search) {
    const status = offered(orderStatuses, search.status);
    return status ? { status: Number(status) } : {};
  },
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
