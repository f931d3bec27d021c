import { API_PATHS } from '@site/api-contract';
import { expect, test } from '@playwright/test';
import type { Page, Route } from '@playwright/test';
import { loginDemoMember, useMemberToken } from '../quality/member';
import { countLayoutShifts, layoutShiftOf } from './layout-shift';

// Issue #36 item 2, the second round: the help centre, the lobbies (/game/sport with its match
// centre), the chat's rooms, 我的钱包, 代理中心, 站内信 and the record lists (whose totals' frame is the
// block) open with the shared heading block (components/FirstView.tsx PageLead), drawn into their HTML by the build; its drawing is their largest paint, from the HTML,
// before the app takes over. Their data fills a box below it, and nothing on the first screen moves
// when it comes. (Whether that paint also precedes the app's request is a race between the drawing's
// decode and the boot script, which waits only for the first contentful paint: not asserted here.)

/** Notes in `window.__bootGone` when the app replaced the HTML's first view (the boot view left the page). */
function watchBootView() {
  const w = window as unknown as { __bootGone?: number };
  new MutationObserver((_, observer) => {
    if (document.readyState !== 'loading' && document.querySelector('.boot-view') === null) {
      w.__bootGone = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

/** The page's last LCP candidate (its time and image) and when the app replaced the HTML's first view. */
async function paintOrder(page: Page): Promise<{ lastLcp: number; lcpUrl: string; bootGone: number }> {
  return page.evaluate(async () => {
    const lcp = await new Promise<(PerformanceEntry & { url: string })[]>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries() as (PerformanceEntry & { url: string })[])).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    return { lastLcp: lcp.at(-1)?.startTime ?? Number.NaN, lcpUrl: lcp.at(-1)?.url ?? '', bootGone: (window as unknown as { __bootGone?: number }).__bootGone ?? Number.NaN };
  });
}


const leads = [
  { path: '/help', member: false, lead: '有问题？在这里找答案', ready: '如何开户' },
  { path: '/game/chess', member: false, lead: '棋牌场馆', ready: '开元棋牌' },
  { path: '/game/sport', member: false, lead: '体育场馆', ready: '登录后查看实时赛事' },
  { path: '/chat', member: true, lead: '会员聊天室', ready: '综合大厅' },
  { path: '/mine/finance/wallet', member: true, lead: '中心钱包 · 场馆钱包', ready: '场馆钱包' },
  { path: '/agent', member: false, lead: '推荐好友注册，团队佣金每月结算', ready: '加入星耀合营计划' },
  { path: '/mine/mail', member: true, lead: '平台通知、活动消息与到账提醒', ready: '返水已到账' },
  // The record lists: the totals' frame is the heading block, with no date in the HTML.
  { path: '/mine/record/betRecord', member: true, lead: '合计', ready: '注单数' },
];

test.describe('heading blocks drawn into the HTML (issue #36)', () => {
  let token = '';
  test.beforeAll(async ({ request, baseURL }) => {
    token = await loginDemoMember(request, baseURL ?? '');
  });

  for (const c of leads) {
    test(`${c.path}: its heading block is in the HTML and its drawing is the largest paint, before the app takes over; the data fills in below`, async ({ page, context, baseURL }) => {
      if (c.member) await useMemberToken(context, baseURL ?? '', token);
      const html = await (await page.request.get(c.path)).text();
      expect(html).toMatch(/<div class="boot-view" inert aria-busy="true">[^]*class="page-lead[ "]/);
      expect(html).toContain(c.lead);
      // The HTML is every visitor's: no guest's 登录后… line in it.
      expect(html).not.toContain('登录后');
      await page.addInitScript(watchBootView);
      await page.goto(c.path);
      await expect(page.locator('.boot-view')).toHaveCount(0);
      await expect(page.getByText(c.ready).first()).toBeVisible();
      const order = await paintOrder(page);
      expect(order.lcpUrl.startsWith('data:image/svg+xml')).toBe(true);
      expect(order.lastLcp).toBeLessThan(order.bootGone);
    });
  }
});

const held = [
  { path: '/help', member: false, reply: API_PATHS.helpList, lead: '有问题？在这里找答案', ready: (p: Page) => p.getByRole('link', { name: /^如何开户/ }) },
  { path: '/mine/mail', member: true, reply: API_PATHS.mailList, lead: '站内信', ready: (p: Page) => p.getByTestId('mail-row').first() },
];

for (const c of held) {
  test(`${c.path}: the data fills the box under the heading block, and nothing on the first screen moves when it comes`, async ({ page, context, request, baseURL }) => {
    if (c.member) await useMemberToken(context, baseURL ?? '', await loginDemoMember(request, baseURL ?? ''));
    let release: () => void = () => undefined;
    const reply = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${c.reply}*`, async (route: Route) => {
      await reply;
      await route.continue();
    });
    await page.addInitScript(countLayoutShifts);
    await page.goto(c.path);
    await expect(page.locator('.boot-view')).toHaveCount(0);
    const lead = page.getByRole('region', { name: c.lead, exact: true });
    const box = page.locator('.data-slot');
    await expect(box.getByRole('status')).toBeVisible();
    const leadBefore = await lead.boundingBox();
    const boxBefore = await box.boundingBox();
    release();
    await expect(c.ready(page)).toBeVisible();
    await expect(box.getByRole('status', { name: '加载中…' })).toHaveCount(0);
    expect(await lead.boundingBox()).toEqual(leadBefore);
    expect((await box.boundingBox())?.y).toBe(boxBefore?.y);
    expect((await box.boundingBox())?.x).toBe(boxBefore?.x);
    expect(await layoutShiftOf(page)).toBe(0);
  });
}
