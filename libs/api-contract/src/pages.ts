import { VENUE_DISPLAY_NAMES } from './venue-names';

/**
 * The page table: every page of SPEC §2 with its Chinese title and who may open it — the one
 * answer to "which pages exist and which need a member". The session's protected-path rule
 * (`@site/session`), the app's route guard and title, and the e2e sweep all read this table, so
 * changing a page's access is a one-line change here (SPEC §4, SPEC-NOTES 3).
 */
export interface PageInfo {
  path: string;
  title: string;
  access: 'public' | 'member';
  /**
   * Where a guest who opens a member page is sent: home, as SPEC §4 says, unless logging in is
   * the only way into the page (the chat rooms), then the login page, which brings them back.
   */
  guestTo?: 'home' | 'login';
  /**
   * A page whose work is to send the member on, and where to when that is one of the site's own
   * pages: customer service's first stop goes to the service (SPEC-NOTES 22), which is
   * /customer/main when the platform's service is this site's (the simulator's). The destination's
   * code is preloaded with the page (apps/web/server/page-preloads.ts), and the bench and the e2e
   * sweep check the page where it lands.
   */
  forwardsTo?: string;
}

// A launch page is titled with its venue's one display name (SPEC-NOTES 14: OBTY shows as YB体育).
const p = (path: string, title: string, access: PageInfo['access'] = 'public'): PageInfo => ({ path, title, access });
const m = (path: string, title: string): PageInfo => p(path, title, 'member');

export const HELP_TOPICS = {
  kh: '如何开户',
  ck: '如何存款',
  qk: '如何取款',
  zz: '如何转账',
  yhgz: '优惠规则',
  tjllq: '推荐浏览器',
  xnbcqkjc: '虚拟币存取款教程',
  tytzjc: '体育投注教程',
  tysstqth: '体育赛事提前结算',
  fjcjc: '防劫持教程',
  cpwt: '彩票问题',
  dzjj: '电子游戏简介',
  tywt: '体育问题',
  zrwt: '真人问题',
  qtwt: '其他问题',
  bczr: '博彩责任',
  gywm: '关于我们',
  gztk: '规则条款',
  hzhb: '合作伙伴',
  ysgz: '隐私政策',
  zxkf: '在线客服',
} as const;
export type HelpTopic = keyof typeof HELP_TOPICS;

export const PAGES: readonly PageInfo[] = [
  p('/other/stopService', '停止服务'),
  p('/other/maintenance', '系统维护'),
  p('/other/restrictionIp', '访问受限'),
  p('/404', '页面不存在'),
  p('/user/login', '登录'),
  p('/user/register', '注册'),
  p('/user/password', '密码管理'),
  m('/registerGuide', '新手指引'),
  p('/', '首页'),
  p('/demo', '试玩体验'),
  p('/customer/main', '在线客服'),
  { ...p('/customer/instead', '正在连接客服'), forwardsTo: '/customer/main' },
  p('/game/chess', '棋牌'),
  p('/game/egame', '电子'),
  p('/game/gaming', '电竞'),
  p('/game/lottery', '彩票'),
  p('/game/realbet', '真人'),
  p('/game/sport', '体育'),
  p('/game/fishing', '捕鱼'),
  m('/game/sport/V188', VENUE_DISPLAY_NAMES.V188),
  m('/game/sport/im', VENUE_DISPLAY_NAMES.IMTY),
  m('/game/sport/ob', VENUE_DISPLAY_NAMES.OBTY),
  m('/game/gaming/ybdj', VENUE_DISPLAY_NAMES.YBDJ),
  m('/game/gaming/imdj', VENUE_DISPLAY_NAMES.IMDJ),
  m('/game/gaming/lhdj', VENUE_DISPLAY_NAMES.LHDJ),
  p('/activity/discount', '优惠活动'),
  p('/activity/friendInvitation', '邀请好友'),
  p('/activity/friendPeakBet', '好友投注冲榜'),
  p('/activity/luckyFlip', '幸运翻牌'),
  p('/activity/calendar', '活动日历'),
  m('/mine', '我的'),
  m('/mine/audit', '稽核详情'),
  m('/mine/userInfo', '个人资料'),
  m('/mine/mail', '站内信'),
  m('/mine/feedback', '意见反馈'),
  m('/mine/vip', 'VIP特权'),
  m('/mine/vip/details', 'VIP详情'),
  m('/mine/record/transRecord', '交易记录'),
  m('/mine/record/betRecord', '投注记录'),
  m('/mine/record/giftRecord', '礼金记录'),
  m('/mine/record/welfare', '福利记录'),
  m('/mine/record/currencyRecord', '金币记录'),
  m('/mine/balance', '账户余额'),
  m('/mine/rebate', '自助返水'),
  m('/mine/infoAudit', '资料审核'),
  m('/mine/currency', '积分商城'),
  m('/mine/mall/record', '兑换记录'),
  m('/mine/mall/coinRecord', '积分明细'),
  m('/mine/finance/wallet', '我的钱包'),
  m('/mine/finance/deposit', '存款'),
  m('/mine/finance/transfer', '额度转换'),
  m('/mine/finance/withdrawal', '取款'),
  m('/mine/finance/introTutorial', '存款教程'),
  m('/mine/finance/introTutorial/platformTutorials', '平台教程'),
  m('/mine/addBankCard', '添加银行卡'),
  m('/mine/virtualCoinCard', '虚拟币地址'),
  m('/mine/userInfo/authentication', '实名认证'),
  m('/mine/userInfo/authentication/bindBankCard', '认证绑定银行卡'),
  m('/mine/addEBpayCard', '添加EBpay账户'),
  m('/mine/ebpayAcount', 'EBpay账户'),
  m('/mine/addKOIpayCard', '添加KOIpay账户'),
  m('/mine/koipayAcount', 'KOIpay账户'),
  m('/mine/addAlipayCard', '添加支付宝账户'),
  m('/mine/alipayAcount', '支付宝账户'),
  m('/mine/addwechatCard', '添加微信账户'),
  m('/mine/wechatAcount', '微信账户'),
  m('/mine/addDigitalCard', '添加数字钱包'),
  m('/mine/digitalAcount', '数字钱包'),
  m('/mine/sharelifeAcount', '分享钱包账户'),
  // Issue #22: responsible-play tools (deposit limits, reality check, time-out, self-exclusion).
  m('/mine/responsible', '理性娱乐'),
  p('/download', '下载客户端'),
  p('/download-page', '下载客户端'),
  p('/sponsor/0', '官方赞助'),
  p('/agent', '代理中心'),
  // Not in SPEC §2: the chat rooms (SPEC §1) need a home; guests are sent to login.
  { path: '/chat', title: '聊天室', access: 'member', guestTo: 'login' },
  // Not in SPEC §2: the help centre's index, where its 21 topics are found and searched.
  p('/help', '帮助中心'),
  // Not in SPEC §2: the stop before an outside address from platform data (issue #27).
  p('/leave', '即将离开本站'),
  ...Object.entries(HELP_TOPICS).map(([topic, title]) => p(`/help/${topic}`, title)),
];

/** The page's row, by its exact path. */
export function pageOf(path: string, pages: readonly PageInfo[] = PAGES): PageInfo | undefined {
  return pages.find((page) => page.path === path);
}

/** The page's Chinese title, by its exact path. */
export function pageTitle(path: string, pages: readonly PageInfo[] = PAGES): string | undefined {
  return pages.find((page) => page.path === path)?.title;
}

/** The member-only pages of a table, as their paths. */
export function memberPaths(pages: readonly PageInfo[] = PAGES): string[] {
  return pages.filter((page) => page.access === 'member').map((page) => page.path);
}
