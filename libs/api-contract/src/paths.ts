/**
 * Every platform path the site calls. SPEC §7 lists the site/activity/venue/chat/cache calls;
 * the rest are the paths the pages need and the spec does not show. They all follow the spec's
 * form: `POST /{site|act|game|fd|page-fd|agent}/api/v1/{area}/{action}`, JSON body, reply
 * `{ status_code, message, data }`, success 6000. Exceptions are marked on the constant:
 * `vvPretty`, `sec(…)` and the cache's read are GET.
 */

/** The six API prefixes (SPEC §7 "bulk helper for the six prefixes"). */
export const API_PREFIXES = ['site', 'act', 'game', 'fd', 'page-fd', 'agent'] as const;
export type ApiPrefix = (typeof API_PREFIXES)[number];

export const API_PATHS = {
  // ── SPEC §7: site and activity calls ─────────────────────────────────────────────────────
  preInfo: '/site/api/v1/configuration/preInfo',
  /** GET; reply data is an AES payload, see VV_PRETTY_FORMAT. */
  vvPretty: '/site/api/v1/configuration/vvPretty',
  queryNoticeList: '/site/api/v1/advertising/queryNoticeList',
  queryStationAdList: '/act/api/v1/advertising/queryStationAdList',
  suspensionIcon: '/act/api/v1/activityShow/suspensionIcon',
  dividendLead: '/act/api/v1/dividend/manual/lead',
  dividendCheck: '/act/api/v1/dividend/front/check',
  dividendReceive: '/act/api/v1/dividend/front/receive',
  webTerminal: '/site/api/v1/launcher/webTerminal',
  namingList: '/site/api/v1/site/naming/list',
  popInfo: '/act/api/v1/memberTopActivity/popInfo',
  memberInfo: '/site/api/v1/user/member/info',
  memberJwt: '/site/api/v1/user/member/jwt',
  chatHistory: '/stream/api/v1/history',
  venueLaunch: '/game/api/v1/venue/launch',

  // ── member ──────────────────────────────────────────────────────────────────────────────
  captcha: '/site/api/v1/user/captcha/image',
  login: '/site/api/v1/user/login',
  register: '/site/api/v1/user/register',
  logout: '/site/api/v1/user/logout',
  passwordChange: '/site/api/v1/user/password/change',
  passwordReset: '/site/api/v1/user/password/reset',
  memberUpdate: '/site/api/v1/user/member/update',
  identityInfo: '/site/api/v1/user/identity/info',
  identityVerify: '/site/api/v1/user/identity/verify',

  // ── finance (money calls carry the idempotency header) ───────────────────────────────────
  walletBalances: '/fd/api/v1/wallet/balances',
  walletTransfer: '/fd/api/v1/wallet/transfer',
  walletRecallAll: '/fd/api/v1/wallet/recallAll',
  depositChannels: '/fd/api/v1/deposit/channels',
  depositCreate: '/fd/api/v1/deposit/create',
  withdrawalInfo: '/fd/api/v1/withdrawal/info',
  withdrawalApply: '/fd/api/v1/withdrawal/apply',
  auditList: '/fd/api/v1/audit/list',

  // ── cards and payment accounts (bank, virtual coin, EBpay, KOIpay, Alipay, WeChat, digital, sharelife)
  bankList: '/fd/api/v1/card/banks',
  cardList: '/fd/api/v1/card/list',
  cardBind: '/fd/api/v1/card/bind',
  cardDelete: '/fd/api/v1/card/delete',

  // ── records (paged) ─────────────────────────────────────────────────────────────────────
  transactionRecords: '/page-fd/api/v1/record/transactions',
  betRecords: '/page-fd/api/v1/record/bets',
  giftRecords: '/page-fd/api/v1/record/gifts',
  welfareRecords: '/page-fd/api/v1/record/welfare',
  currencyRecords: '/page-fd/api/v1/record/currency',
  mallOrders: '/page-fd/api/v1/mall/orders',
  coinRecords: '/page-fd/api/v1/mall/coinRecords',

  // ── VIP, mail, feedback ─────────────────────────────────────────────────────────────────
  vipInfo: '/act/api/v1/vip/info',
  vipLevels: '/act/api/v1/vip/levels',
  mailList: '/site/api/v1/mail/list',
  mailRead: '/site/api/v1/mail/read',
  mailDelete: '/site/api/v1/mail/delete',
  mailUnread: '/site/api/v1/mail/unreadCount',
  feedbackSubmit: '/site/api/v1/feedback/submit',
  feedbackList: '/site/api/v1/feedback/list',

  // ── mall, rebate ────────────────────────────────────────────────────────────────────────
  mallItems: '/act/api/v1/mall/items',
  mallBuy: '/act/api/v1/mall/buy',
  rebateInfo: '/act/api/v1/rebate/info',
  rebateReceive: '/act/api/v1/rebate/receive',

  // ── member centre: 资料审核 ──────────────────────────────────────────────────────────────
  infoAudit: '/site/api/v1/user/member/infoAudit',

  // ── activities ──────────────────────────────────────────────────────────────────────────
  activityList: '/act/api/v1/activity/list',
  activityDetail: '/act/api/v1/activity/detail',
  activityApply: '/act/api/v1/activity/apply',
  inviteInfo: '/act/api/v1/invite/info',
  peakBetInfo: '/act/api/v1/peakBet/info',
  luckyFlipInfo: '/act/api/v1/luckyFlip/info',
  luckyFlipDraw: '/act/api/v1/luckyFlip/draw',
  calendarList: '/act/api/v1/calendar/list',
  calendarCheckIn: '/act/api/v1/calendar/checkIn',
  peakBetBoard: '/act/api/v1/peakBet/board',
  calendarEvents: '/act/api/v1/calendar/events',

  // ── agent, help, download ───────────────────────────────────────────────────────────────
  agentInfo: '/agent/api/v1/agent/info',
  agentMembers: '/agent/api/v1/agent/members',
  agentApply: '/agent/api/v1/agent/apply',
  helpList: '/site/api/v1/help/list',
  helpDetail: '/site/api/v1/help/detail',
  downloadInfo: '/site/api/v1/download/info',

  // ── venues ──────────────────────────────────────────────────────────────────────────────
  venueList: '/game/api/v1/venue/list',
  /** The periodic count fetch (SPEC "getCountPB"); needs the OBTY requestId. */
  platformCount: '/game/api/v1/venue/platformCount',

  // ── responsible play (issue #22) ────────────────────────────────────────────────────────
  responsibleInfo: '/site/api/v1/responsible/info',
  responsibleSession: '/site/api/v1/responsible/session',
  depositLimitSet: '/site/api/v1/responsible/depositLimit',
  realityCheckSet: '/site/api/v1/responsible/realityCheck',
  timeOutTake: '/site/api/v1/responsible/timeOut',
  selfExclude: '/site/api/v1/responsible/selfExclude',
} as const;

export type ApiPathKey = keyof typeof API_PATHS;
export type ApiPath = (typeof API_PATHS)[ApiPathKey];

/** `GET /site/api/v1/sec/{secret}`: the key and iv that decrypt vvPretty. */
export function secPath(secret: string): string {
  return `/site/api/v1/sec/${encodeURIComponent(secret)}`;
}

/** `GET|POST /api/json-cache/{key}`: the encrypted cache. */
export function jsonCachePath(key: string): string {
  return `/api/json-cache/${encodeURIComponent(key)}`;
}

export const SEC_PATH_PREFIX = '/site/api/v1/sec/';
export const JSON_CACHE_PATH_PREFIX = '/api/json-cache/';

/** The chat socket path on the host of config entry 51 (SPEC §7, SPEC-NOTES 9). */
export const CHAT_WS_PATH = '/stream/ws/v1/handshake?clientType=web';
/** The path part alone, for servers matching the upgrade request. */
export const CHAT_WS_PATHNAME = '/stream/ws/v1/handshake';

/** Paths on a venue's own origin (SPEC §7 venue calls). */
export const VENUE_PATHS = {
  /** OBTY: `GET {token}?merchantCode=…` with header requestId; then this with `?token=`. */
  obtyUserInfo: '/yewu12/api/user/getUserInfo',
  /** IMTY calls under this prefix get the proxy prefix. */
  imtyMobilePrefix: '/api/mobile',
} as const;

/** Paths whose body moves money: the client sends IDEMPOTENCY_KEY_HEADER and never retries them. */
export const MONEY_PATHS: readonly ApiPath[] = [
  API_PATHS.walletTransfer,
  API_PATHS.walletRecallAll,
  API_PATHS.depositCreate,
  API_PATHS.withdrawalApply,
  API_PATHS.mallBuy,
  API_PATHS.rebateReceive,
  API_PATHS.dividendReceive,
  // Activities that pay into the centre wallet: one payout per tap, whatever the network does.
  API_PATHS.activityApply,
  API_PATHS.luckyFlipDraw,
  API_PATHS.calendarCheckIn,
];

export function isMoneyPath(path: string): boolean {
  return (MONEY_PATHS as readonly string[]).includes(path);
}
