import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { API_PATHS } from '@site/api-contract';
import { sim } from './helpers';

// SPEC §2 application shell, measured in a real browser.

const LONG_TITLE = '星耀娱乐会员中心欢迎您体育电竞真人彩票棋牌电子捕鱼一站畅玩尽在掌握';
const STEP_MS = 350;

/**
 * Records every change of document.title with the page's time, from inside the page: a mutation
 * observer on the head, so each change is stamped when it happened (the page's clock is Playwright's,
 * moved by the test: the stamps are the timers' own times, however busy the machine).
 */
async function recordTitles(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __titles: { t: number; title: string }[]; __titleObserver?: MutationObserver };
    w.__titles = [{ t: performance.now(), title: document.title }];
    w.__titleObserver ??= new MutationObserver(() => {
      const last = w.__titles[w.__titles.length - 1];
      if (last && last.title !== document.title) w.__titles.push({ t: performance.now(), title: document.title });
    });
    w.__titleObserver.observe(document.head, { subtree: true, childList: true, characterData: true });
  });
}
const takeTitles = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __titles: { t: number; title: string }[] };
    const out = w.__titles;
    w.__titles = [{ t: performance.now(), title: document.title }];
    return out;
  });
/** Stops the page's clock (timers then fire only as the test moves it): from here each step is the test's. */
async function holdClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}
const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((h) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);

test.describe('tab title marquee', () => {
  let originalTitle = '';

  test.afterEach(async ({ request }) => {
    if (originalTitle) await sim(request, 'config', { key: 'title', value: originalTitle });
  });

  test('a title of 27+ characters steps every 350 ms while visible and stops while hidden', async ({ page, request }) => {
    // The page's timers run on Playwright's clock (it flows as real time until held): the steps
    // are counted and timed on it, not on a machine whose timers are late when it is busy.
    await page.clock.install();
    const first = page.waitForResponse((r) => r.url().endsWith(API_PATHS.preInfo));
    await page.goto('/');
    originalTitle = ((await (await first).json()) as { data: { SiteBaseConfigVo: { title: string } } }).data.SiteBaseConfigVo.title;

    await sim(request, 'config', { key: 'title', value: LONG_TITLE });
    await page.reload();
    // Wait for the long title itself: until the site config arrives the tab shows index.html's.
    await expect.poll(async () => Array.from(await page.title()).length).toBe(Array.from(LONG_TITLE).length);
    await holdClock(page);
    await recordTitles(page);
    await page.clock.runFor(STEP_MS * 8);
    const visible = await takeTitles(page);

    // Each step rotates the title by one character.
    const chars = Array.from(LONG_TITLE);
    const rotations = visible.map((s) => {
      const i = Array.from({ length: chars.length }, (_, k) => k).find((k) => [...chars.slice(k), ...chars.slice(0, k)].join('') === s.title);
      expect(i, `不是标题的轮转：${s.title}`).toBeDefined();
      return i ?? -1;
    });
    rotations.slice(1).forEach((r, k) => expect((r - (rotations[k] ?? -1) + chars.length) % chars.length).toBe(1));
    // Eight steps in eight step times, each STEP_MS after the one before.
    expect(visible).toHaveLength(1 + 8);
    const gaps = visible.slice(2).map((s, k) => s.t - (visible[k + 1]?.t ?? Number.NaN));
    for (const gap of gaps) expect(gap).toBeCloseTo(STEP_MS, 0);

    await setHidden(page, true);
    await takeTitles(page);
    await page.clock.runFor(STEP_MS * 6);
    const hidden = await takeTitles(page);
    expect(hidden).toHaveLength(1);

    await setHidden(page, false);
    await page.clock.runFor(STEP_MS * 4);
    expect((await takeTitles(page)).length).toBeGreaterThanOrEqual(1 + 3);
  });

  test('a short title stays still', async ({ page }) => {
    await page.clock.install();
    const info = page.waitForResponse((r) => r.url().endsWith(API_PATHS.preInfo));
    await page.goto('/');
    const siteTitle = ((await (await info).json()) as { data: { SiteBaseConfigVo: { title: string } } }).data.SiteBaseConfigVo.title;
    // Until the site config arrives the tab shows index.html's title: wait for the site's own.
    await expect.poll(() => page.title()).toBe(siteTitle);
    await holdClock(page);
    await recordTitles(page);
    await page.clock.runFor(STEP_MS * 4);
    const titles = await takeTitles(page);
    expect(Array.from(titles[0]?.title ?? '').length).toBeLessThan(27);
    expect(titles).toHaveLength(1);
  });
});

test('with cookies disabled, the cookie notice replaces the app', async ({ page, context }) => {
  // Chromium's own switch for a document's cookies (DevTools protocol): document.cookie stops
  // storing anything, as in a browser whose cookie setting blocks the site.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setDocumentCookieDisabled', { disabled: true });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '请开启浏览器 Cookie' })).toBeVisible();
  await expect(page.locator('body')).toContainText('本站需要使用 Cookie');
  await expect(page.getByRole('region', { name: '会员登录' })).toHaveCount(0);
  expect(await page.evaluate(() => {
    document.cookie = 'probe=1; path=/';
    return document.cookie.includes('probe=1');
  })).toBe(false);
});
