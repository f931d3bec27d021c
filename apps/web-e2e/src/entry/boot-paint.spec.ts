import { expect, test } from '@playwright/test';
import { loginDemoMember, useMemberToken } from '../quality/member';

// Issue #24: the largest element of `/` (the boot shell's banner) paints from the HTML, before any
// of the app's JavaScript is requested, and stays the page's LCP when the app takes over. So do
// the pages whose first view the build draws into their HTML (src/prerender/first-view.tsx).

interface PaintFacts {
  fcp: number;
  entryRequested: number;
  lcp: { startTime: number; url: string; size: number }[];
}

async function paintFacts(page: import('@playwright/test').Page): Promise<PaintFacts> {
  return page.evaluate(async () => {
    const lcp = await new Promise<PerformanceEntry[]>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    // The app's entry: named by the boot script's data-entry, or (without the boot script) the module script itself.
    const script = document.querySelector<HTMLScriptElement>('script[type="module"]');
    const entry = script?.dataset['entry'] ?? (script ? new URL(script.src).pathname : '');
    const request = performance.getEntriesByType('resource').find((r) => new URL(r.name).pathname === entry);
    return {
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      entryRequested: request?.startTime ?? Number.NaN,
      lcp: lcp.map((e) => {
        const l = e as PerformanceEntry & { url: string; size: number };
        return { startTime: l.startTime, url: l.url, size: l.size };
      }),
    };
  });
}

test('/ paints its banner from the HTML before the app is requested, and the banner stays its LCP', async ({ page }) => {
  await page.goto('/');
  // The app has taken over: the page's own banner is shown.
  await expect(page.locator('.boot')).toHaveCount(0);
  await expect(page.getByRole('main')).toBeVisible();
  const facts = await paintFacts(page);
  expect(facts.entryRequested).toBeGreaterThan(facts.fcp);
  expect(facts.lcp.length).toBeGreaterThan(0);
  // Every LCP candidate is the boot banner (the drawn SVG), painted before the app was requested.
  for (const candidate of facts.lcp) expect(candidate.url.startsWith('data:image/svg+xml')).toBe(true);
  expect(facts.lcp.at(-1)?.startTime ?? Number.NaN).toBeLessThan(facts.entryRequested);
});

test('a page without a first view of its own asks for the app beside its HTML (its content is drawn by the app)', async ({ page }) => {
  // A path no route matches: its HTML is the app's (_page.html), which draws the not-found page.
  await page.goto('/no/such/page');
  await expect(page.getByText('您访问的页面不存在或已被移除')).toBeVisible();
  const facts = await paintFacts(page);
  expect(facts.entryRequested).toBeLessThan(facts.fcp);
});

test.describe('pages whose first view is in their HTML', () => {
  let token = '';
  test.beforeAll(async ({ request, baseURL }) => {
    token = await loginDemoMember(request, baseURL ?? '');
  });

  const cases = [
    { path: '/user/login', member: false, ready: (p: import('@playwright/test').Page) => p.getByRole('button', { name: '登录' }) },
    { path: '/mine', member: true, ready: (p: import('@playwright/test').Page) => p.getByTestId('mine-balance').getByText(/\d\.\d{2}/) },
    { path: '/mine/finance/deposit', member: true, ready: (p: import('@playwright/test').Page) => p.getByRole('button', { name: '立即存款' }) },
  ];
  for (const c of cases) {
    test(`${c.path} paints its page from the HTML before the app is requested, and that paint stays its LCP`, async ({ page, context, baseURL }) => {
      if (c.member) await useMemberToken(context, baseURL ?? '', token);
      // What the HTML shows before any script: the page itself, inert until the app takes over.
      const html = await (await page.request.get(c.path)).text();
      expect(html).toMatch(/<div class="boot-view" inert aria-busy="true"><div class="page-frame">/);
      expect(html).not.toContain('加载中…</span>\n        </div>');
      await page.goto(c.path);
      await expect(c.ready(page)).toBeVisible();
      await expect(page.locator('.boot-view')).toHaveCount(0);
      const facts = await paintFacts(page);
      expect(facts.entryRequested).toBeGreaterThan(facts.fcp);
      expect(facts.lcp.length).toBeGreaterThan(0);
      // No element the app drew later (the balance, the form, the channels) outgrew that first paint.
      expect(facts.lcp.at(-1)?.startTime ?? Number.NaN).toBeLessThan(facts.entryRequested);
    });
  }

  test('nothing typed before the app takes over is lost: the first view takes no input', async ({ page }) => {
    // The entry waits: the first view is all there is.
    await page.route(/\/assets\/index-[\w-]+\.js$/, () => undefined);
    await page.goto('/user/login');
    const field = page.getByPlaceholder('请输入用户名');
    await expect(field).toBeVisible();
    await expect(page.locator('.boot-view')).toHaveAttribute('inert', '');
    await field.click({ force: true });
    await page.keyboard.type('demo888');
    await expect(field).toHaveValue('');
  });
});
