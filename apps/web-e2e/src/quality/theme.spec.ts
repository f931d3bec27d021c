import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { settle } from './inspect';
import { loginDemoMember, useMemberToken } from './member';
import { darkContrastProblems, reflowProblems } from './theme-checks';

// #40: the dark theme follows the system, or the member's choice in 我的 → 显示主题, and a cold load
// never flashes white: the first frame the browser draws already has the theme's background (the
// boot shell's colours are the tokens, inlined in the HTML; a choice is applied by the head's one
// inline script before the body exists).

/**
 * Records, in the page, the background the first frame is drawn with: the first animation frame
 * runs before the first paint, once the body exists. Read after load as window.__firstFrame.
 */
async function recordFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const read = () => {
      const w = window as unknown as { __firstFrame?: { html: string; body: string; theme: string | null } };
      if (w.__firstFrame || !document.body) return requestAnimationFrame(read);
      w.__firstFrame = {
        html: getComputedStyle(document.documentElement).backgroundColor,
        body: getComputedStyle(document.body).backgroundColor,
        theme: document.documentElement.getAttribute('data-theme'),
      };
      return undefined;
    };
    requestAnimationFrame(read);
  });
}

interface FirstFrame {
  html: string;
  body: string;
  theme: string | null;
}

/** The first frame's record, once the page has made it (waitForFunction waits for a truthy value). */
const firstFrame = (page: Page): Promise<FirstFrame> =>
  page.waitForFunction(() => (window as unknown as { __firstFrame?: FirstFrame }).__firstFrame).then((h) => h.jsonValue() as Promise<FirstFrame>);

/** Relative luminance (WCAG) of a computed `rgb(r, g, b)`. */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

const themeColors = (page: Page) => page.locator('meta[name="theme-color"]').evaluateAll((metas) => metas.map((m) => m.getAttribute('content')));

test.describe('深色主题：首帧即深色', () => {
  test.use({ colorScheme: 'dark' });

  for (const path of ['/', '/user/login', '/help']) {
    test(`a system in dark mode gets a dark first frame on ${path}, then a dark page`, async ({ page }) => {
      await recordFirstFrame(page);
      await page.goto(path);
      const first = await firstFrame(page);
      expect(luminance(first.body), `首帧背景 ${first.body}`).toBeLessThan(0.05);
      await expect(page.locator('body')).toContainText(/[\u4e00-\u9fff]/);
      expect(luminance(await page.evaluate(() => getComputedStyle(document.body).backgroundColor))).toBeLessThan(0.05);
    });
  }

  test('浅色 chosen on the device wins over the dark system, from the first frame', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('siteTheme', 'light'));
    await recordFirstFrame(page);
    await page.goto('/');
    const first = await firstFrame(page);
    expect(first.theme).toBe('light');
    expect(luminance(first.body), `首帧背景 ${first.body}`).toBeGreaterThan(0.8);
    expect(await themeColors(page)).toEqual(['#c8102e', '#c8102e']);
  });
});

test.describe('深色主题：会员的选择', () => {
  test.use({ colorScheme: 'light' });

  test('深色 chosen in 我的 applies at once, colours the browser bar, and holds for a cold load of another page', async ({ page, context, request, baseURL }) => {
    await context.addInitScript(() => localStorage.setItem('preferWebVersionAt', String(Date.now())));
    await useMemberToken(context, baseURL ?? '', await loginDemoMember(request, baseURL ?? ''));
    await page.goto('/mine');
    const choices = page.getByRole('radiogroup', { name: '显示主题' });
    await expect(choices.getByRole('radio', { name: '跟随系统' })).toBeChecked();
    expect(luminance(await page.evaluate(() => getComputedStyle(document.body).backgroundColor))).toBeGreaterThan(0.8);

    await choices.getByText('深色').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor).then(luminance)).toBeLessThan(0.05);
    expect(await themeColors(page)).toEqual(['#1c1f24', '#1c1f24']);

    const other = await context.newPage();
    await recordFirstFrame(other);
    await other.goto('/mine/record/betRecord');
    const first = await firstFrame(other);
    expect(first.theme).toBe('dark');
    expect(luminance(first.body), `首帧背景 ${first.body}`).toBeLessThan(0.05);

    await choices.getByText('跟随系统').click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', /.*/);
    expect(await themeColors(page)).toEqual(['#c8102e', '#1c1f24']);
  });
});

test("the sweep's dark-contrast and reflow checks pass a clean page and catch a planted problem, giving the window back", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('preferWebVersionAt', String(Date.now())));
  await page.goto('/help');
  await settle(page);
  expect(await reflowProblems(page)).toEqual([]);
  expect(await darkContrastProblems(page, () => false)).toEqual([]);
  await page.evaluate(() => {
    const wide = document.createElement('div');
    wide.style.cssText = 'width: 500px; height: 10px';
    document.body.append(wide);
    const faint = document.createElement('p');
    faint.textContent = '看不清的字';
    faint.style.color = 'var(--site-color-border)';
    document.querySelector('#root')?.prepend(faint);
  });
  expect((await reflowProblems(page)).some((p) => p.startsWith('320 px 宽：页面可横向滚动'))).toBe(true);
  expect((await darkContrastProblems(page, () => false)).join('\n')).toContain('深色主题 color-contrast');
  expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
});
