import { VENUE_CODE_LIST } from '@site/api-contract';

/**
 * Latin-letter words a Chinese page may show (SPEC §2, ARCHITECTURE "Naming"): technical names
 * members know in this form. Everything else in Latin letters is a bug. Keep it short; every entry
 * says why it is here.
 */
export const ENGLISH_ALLOWLIST: ReadonlyMap<string, string> = new Map([
  ['VIP', '会员等级的通用叫法（SPEC §2 VIP特权）'],
  ['USDT', '虚拟币名称'],
  ['TRC20', 'USDT 链名称'],
  ['ERC20', 'USDT 链名称'],
  ...VENUE_CODE_LIST.map((code): [string, string] => [code, '场馆代码']),
  // Venue brand prefixes in the venue names of the contract (IM体育, YB电竞, FB体育) and the launch pages' titles, which are those names.
  ['IM', '场馆品牌'],
  ['YB', '场馆品牌'],
  ['FB', '场馆品牌'],
  ['OB', '场馆品牌'],
  // Venue brands of the platform's venue list (PG电子, AG真人: the simulator's seed venues).
  ['PG', '场馆品牌'],
  ['AG', '场馆品牌'],
  // Payment apps named in SPEC §2 page titles (添加EBpay账户, KOIpay账户), and EBpay's coin (EB币).
  ['EBpay', '支付应用名称'],
  ['KOIpay', '支付应用名称'],
  ['EB', 'EBpay 的币种（EB币）'],
  ['QQ', '即时通讯软件名称（代理申请的联系方式）'],
]);

/**
 * The member's own data, shown back to them: not text of the site. Only the demo member's
 * username; masked account numbers and addresses (三个以上 * 号) are recognised by their mask.
 */
export const MEMBER_DATA: ReadonlyMap<string, string> = new Map([
  ['demo888', '演示会员的用户名'],
  ['XY8888', '演示会员的邀请码（邀请好友页）'],
]);

/**
 * Requests a page may see fail, with the reason. `path` limits an entry to one page; `url` is
 * matched against the request URL.
 */
export interface ExpectedFailure {
  path?: string;
  url: RegExp;
  reason: string;
}
export const EXPECTED_FAILURES: readonly ExpectedFailure[] = [];

/** axe rules not enforced on a page, with the reason. `path` undefined = every page. */
export interface AxeException {
  path?: string;
  rule: string;
  reason: string;
}
export const AXE_EXCEPTIONS: readonly AxeException[] = [];

/** WCAG 2.2 AA as axe tags it (each level includes the earlier ones). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
