import { memoryStorage } from '@site/ports';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createServices } from '../app/services';
import type { BrowserPorts } from '../app/services';
import { createAppRouter } from '../router';
import { servicesAtom } from '../state/services';
import { createAppStore } from '../app/store';

/**
 * The pages whose first view the build draws into their HTML (issues #24, #36): the page as React
 * first draws it, before any platform data — the login and register forms, the member hub and the
 * deposit page with their skeletons, and (#36) every page whose first view is the same for every
 * visitor at any time: the service pages, the static texts (demo, customer service, tutorials,
 * the new member's guide), the download pages (their links fill a box of fixed size), the
 * venue launch pages' 正在进入 and VIP特权 (its heading block and the box its level fills). Their
 * largest element is then painted from the HTML, not after the entry, the page's chunk and its
 * data have come, and the app's first render replaces it with the same thing. A page joins this list only when its first view is its real layout: one whose route
 * waits for data before drawing anything would prerender an empty frame (the build then fails).
 *
 * Not drawn, and why: pages whose first view depends on who is looking (unless that part is drawn
 * loading, as /user/password's forms), on the address (unless what depends on it is drawn blank,
 * as /leave's target and a `$param` route's value, whose one HTML serves every value), and pages
 * whose route still waits for its data before drawing.
 */
export const FIRST_VIEW_PAGES = [
  '/user/login',
  '/user/register',
  '/mine',
  '/mine/finance/deposit',
  '/other/stopService',
  '/other/maintenance',
  '/other/restrictionIp',
  '/404',
  '/registerGuide',
  '/demo',
  '/customer/main',
  // The customer-service window's first stop (#36): the service's heading block and the wait, the
  // same for everyone until the service's address comes and the window goes on.
  '/customer/instead',
  '/game/sport/V188',
  '/game/sport/im',
  '/game/sport/ob',
  '/game/gaming/ybdj',
  '/game/gaming/imdj',
  '/game/gaming/lhdj',
  '/mine/finance/introTutorial',
  '/mine/finance/introTutorial/platformTutorials',
  '/download',
  '/download-page',
  '/mine/vip',
  // The help centre (#36): its heading block with the search, and the topics' box.
  '/help',
  // The chat's room list (#36): heading block, connection line, the rooms' box.
  '/chat',
  // 我的钱包 (#36): heading block, the balances' box.
  '/mine/finance/wallet',
  // 代理中心 (#36): heading block and the box the visitor's part fills (guest, member, agent alike).
  '/agent',
  // 站内信 (#36): heading block and the mailbox's box.
  '/mine/mail',
  // The record lists (#36): filters and the totals' frame (the heading block) with no date in them
  // (the HTML serves every day: RecordsPage draws the range blank for the build), the list's skeleton.
  '/mine/record/transRecord',
  '/mine/record/betRecord',
  '/mine/record/giftRecord',
  '/mine/record/welfare',
  '/mine/record/currencyRecord',
  '/mine/mall/record',
  '/mine/mall/coinRecord',
  // The lobbies (#36): the heading block with its count line empty (the visitor's, components/FirstView
  // drawnByBuild), the venues' skeleton; /game/sport with the match centre's filters and skeleton.
  '/game/sport',
  '/game/chess',
  '/game/egame',
  '/game/gaming',
  '/game/lottery',
  '/game/realbet',
  '/game/fishing',
  // 取款 (#36): heading block and the form's box (the limits, accounts and identity fill it).
  '/mine/finance/withdrawal',
  // The forms and money pages (#36): heading block and the box the member's data fills — the payment
  // apps' forms, 认证绑定银行卡, 额度转换, 余额, 个人资料, 流水审核, 资料审核, 自助返水, VIP详情 — and
  // 意见反馈's box of the form's size (the form itself is the app's: fields in the HTML would take
  // no input), 理性娱乐's tools. /user/password draws its forms' box loading (a guest's and a member's differ).
  '/mine/addEBpayCard',
  '/mine/addKOIpayCard',
  '/mine/addAlipayCard',
  '/mine/addwechatCard',
  '/mine/addDigitalCard',
  '/mine/userInfo/authentication/bindBankCard',
  '/mine/finance/transfer',
  '/mine/balance',
  '/mine/userInfo',
  '/mine/audit',
  '/mine/infoAudit',
  '/mine/rebate',
  '/mine/vip/details',
  '/mine/feedback',
  '/mine/responsible',
  '/user/password',
  // The activities (#36): 优惠活动's heading block, tabs and the promotions' box; 活动日历's hero and
  // the month's box (a guest's 登录后… card and a member's check-in come with the month).
  '/activity/discount',
  '/activity/calendar',
  // The help topics (#36): heading block and the text's box. One HTML serves every topic (a `$topic`
  // route has one page file, server/page-variants.ts): drawn from a stand-in topic with the title
  // left blank (HelpTopicPage, drawnByBuild), which the app's first render fills.
  '/help/$topic',
  // The account pages (#36): heading block (and the way to add one), the bound accounts' box; 虚拟币地址's
  // and 添加银行卡's box holds the bound ones and the form, 实名认证's the identity or its form.
  '/mine/virtualCoinCard',
  '/mine/addBankCard',
  '/mine/ebpayAcount',
  '/mine/koipayAcount',
  '/mine/alipayAcount',
  '/mine/wechatAcount',
  '/mine/digitalAcount',
  '/mine/sharelifeAcount',
  '/mine/userInfo/authentication',
  // 积分商城 (#36): the mall's links, heading block and the box the points and items fill.
  '/mine/currency',
  // The other activities (#36): the hero (KindHero lead) and the box the board, the member's part or
  // the guest's card fills (the guest's card is the app's first render: the HTML holds the box).
  '/activity/friendInvitation',
  '/activity/friendPeakBet',
  '/activity/luckyFlip',
  // Pages whose words depend on the address (#36): 官方赞助 (one HTML serves every id and ?story=: the
  // block's and the bar's words blank, the box loading) and /leave (the frame, the heading block and
  // the warning; the boxes the address fills are empty, LeavePage says why).
  '/sponsor/$sponsorId',
  '/leave',
];

/** What a route with a parameter is drawn from: one of its pages (what differs by value is drawn blank). */
const STAND_INS: Readonly<Record<string, string>> = { '/help/$topic': '/help/kh', '/sponsor/$sponsorId': '/sponsor/0' };

/** How long the prerender lets the router settle: what is not there by then is drawn as loading. */
const SETTLE_MS = 200;

function memoryCookies(): BrowserPorts['cookies'] {
  const jar = new Map<string, string>();
  return { get: (name) => jar.get(name), set: (name, value) => void jar.set(name, value), remove: (name) => void jar.delete(name) };
}

/** Node's timer handles have `unref`; a browser's numbers do not (the prerender runs in Node). */
function unref<T>(handle: T): T {
  (handle as { unref?: () => void }).unref?.();
  return handle;
}

/**
 * The global timers, except that they do not keep the build's process alive. Every call of the
 * page's first load waits for a platform that never answers, under its 100 s timeout: on the
 * global timers the build finished in 4 s and its process then waited 100 s more for them.
 */
export const prerenderClock: NonNullable<BrowserPorts['clock']> = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => unref(globalThis.setTimeout(callback, ms)),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
};

function servicesFor(pathname: string, member: boolean) {
  const history = createMemoryHistory({ initialEntries: [pathname] });
  const services = createServices({
    history,
    reload: () => undefined,
    browser: {
      cookies: memoryCookies(),
      localStorage: memoryStorage(),
      // A member is someone with a token; `?token=` is a way the token store reads one.
      location: { pathname, search: member ? '?token=prerender' : '', href: pathname, replace: () => undefined },
      // The platform never answers: every part that shows its data is drawn as loading.
      fetch: () => new Promise<Response>(() => undefined),
      clock: prerenderClock,
    },
  });
  return { history, services };
}

async function render(pathname: string): Promise<{ html: string; landedOn: string }> {
  // The session's own guard says whether the page is for members (the page table decides).
  const member = servicesFor(pathname, false).services.session.guard(pathname) !== null;
  const { history, services } = servicesFor(pathname, member);
  const store = createAppStore();
  store.set(servicesAtom, services);
  const router = createAppRouter({ store, services }, history);
  let settle: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([router.load(), new Promise((resolve) => (settle = setTimeout(resolve, SETTLE_MS)))]);
  clearTimeout(settle);
  const html = renderToString(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
  return { html, landedOn: router.state.location.pathname };
}

/**
 * A page's first view as markup for its boot shell: drawn as a guest, or as a member (with a
 * token and no data) when the page sends guests away. Inline scripts (the router's scroll restoration) and React's streaming
 * markers go: the CSP runs no inline script, and the markup is only looked at until React takes
 * over. A page is complete with its frame (`page-frame`, or a service page's own). Throws when the page cannot be drawn: a build must not ship a broken first view.
 */
export async function renderFirstView(pathname: string): Promise<string> {
  const drawnFrom = STAND_INS[pathname] ?? pathname;
  const drawn = await render(drawnFrom);
  if (drawn.landedOn !== drawnFrom) throw new Error(`[prerender] ${pathname} 跳转到了 ${drawn.landedOn}`);
  const html = drawn.html.replace(/<script\b[^]*?<\/script>/g, '').replace(/<!--\/?\$-->/g, '');
  if (/<script/i.test(html) || !/page-frame|service-page/.test(html)) throw new Error(`[prerender] ${pathname} 的首屏不完整：${html.slice(0, 300)}`);
  return html;
}
