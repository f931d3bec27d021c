import { API_PATHS } from '@site/api-contract';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { holdReplies } from '../quality/held-reply';
import { loginDemoMember, useMemberToken } from '../quality/member';
import { countLayoutShifts, layoutShiftOf } from './layout-shift';

// Issue #36 item 2: pages whose first view is the same for every visitor are drawn into their HTML
// by the build (src/prerender/first-view.tsx), and a page whose data fills a box does so in a box
// of fixed size (components/FirstView.tsx DataSlot): nothing moves when the data arrives.

/** When the app's entry was requested, and when the page's last LCP candidate painted. */
async function paintOrder(page: Page): Promise<{ entryRequested: number; lastLcp: number }> {
  return page.evaluate(async () => {
    const lcp = await new Promise<PerformanceEntry[]>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const script = document.querySelector<HTMLScriptElement>('script[type="module"]');
    const entry = script?.dataset['entry'] ?? (script ? new URL(script.src).pathname : '');
    const request = performance.getEntriesByType('resource').find((r) => new URL(r.name).pathname === entry);
    return { entryRequested: request?.startTime ?? Number.NaN, lastLcp: lcp.at(-1)?.startTime ?? Number.NaN };
  });
}


const drawn = [
  { path: '/other/maintenance', member: false, text: '维护期间暂时无法访问' },
  { path: '/404', member: false, text: '您访问的页面不存在或已被移除' },
  { path: '/demo', member: false, text: '免费试玩，先体验再决定' },
  { path: '/mine/finance/introTutorial', member: true, text: '银行卡转账' },
  { path: '/registerGuide', member: true, text: '完成以下几步' },
];

test.describe('pages drawn into their HTML (issue #36)', () => {
  let token = '';
  test.beforeAll(async ({ request, baseURL }) => {
    token = await loginDemoMember(request, baseURL ?? '');
  });

  for (const c of drawn) {
    test(`${c.path}: the HTML is the page itself, and its largest paint comes before the app is asked for`, async ({ page, context, baseURL }) => {
      if (c.member) await useMemberToken(context, baseURL ?? '', token);
      const html = await (await page.request.get(c.path)).text();
      expect(html).toMatch(/<div class="boot-view" inert aria-busy="true">/);
      expect(html).toContain(c.text);
      await page.goto(c.path);
      await expect(page.getByText(c.text).first()).toBeVisible();
      await expect(page.locator('.boot-view')).toHaveCount(0);
      const order = await paintOrder(page);
      expect(order.lastLcp).toBeLessThan(order.entryRequested);
    });
  }

  test('a venue launch page opens with 正在进入 from its HTML', async ({ page, context, baseURL }) => {
    await useMemberToken(context, baseURL ?? '', token);
    const html = await (await page.request.get('/game/sport/ob')).text();
    expect(html).toMatch(/<div class="boot-view" inert aria-busy="true">[^]*正在进入YB体育/);
  });
});

test('/download: the links fill a box drawn before the reply, and nothing below it moves when they come', async ({ page }) => {
  const { release } = await holdReplies(page, API_PATHS.downloadInfo);
  await page.addInitScript(countLayoutShifts);
  await page.goto('/download');
  // The app has taken over and waits for the reply: the box shows its skeleton.
  await expect(page.locator('.boot-view')).toHaveCount(0);
  const links = page.locator('.download__links');
  await expect(links.getByRole('status')).toBeVisible();
  const steps = page.getByRole('heading', { name: '苹果手机安装步骤' });
  const before = await steps.boundingBox();
  const boxBefore = await links.boundingBox();
  release();
  await expect(page.getByRole('link', { name: '苹果手机下载' })).toBeVisible();
  await expect(links.getByRole('status')).toHaveCount(0);
  expect(await steps.boundingBox()).toEqual(before);
  expect((await links.boundingBox())?.height).toBe(boxBefore?.height);
  expect(await layoutShiftOf(page)).toBe(0);
});
