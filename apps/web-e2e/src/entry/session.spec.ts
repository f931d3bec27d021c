import { expect, test } from '@playwright/test';
import { API_PATHS } from '@site/api-contract';
import { DEMO_MEMBER, loginThroughForm, sim, skipActivityPopup } from './helpers';

const DAY_S = 24 * 60 * 60;
const tokenCookie = async (page: import('@playwright/test').Page) =>
  (await page.context().cookies()).find((c) => c.name === 'X-API-TOKEN');

// Issue 5 "done when": the session rules in a real browser.
test.describe('session in the browser', () => {
  test.beforeEach(async ({ page }) => skipActivityPopup(page));
  test.afterEach(async ({ request }) => {
    await sim(request, 'force/clear', {});
  });

  test('remember me keeps the token cookie about 365 days', async ({ page, request }) => {
    await loginThroughForm(page, request, DEMO_MEMBER, { rememberMe: true });
    await expect(page).toHaveURL(/\/$/);
    const cookie = await tokenCookie(page);
    expect(cookie?.value).toBeTruthy();
    const daysLeft = ((cookie?.expires ?? 0) - Date.now() / 1000) / DAY_S;
    expect(daysLeft).toBeGreaterThan(364);
    expect(daysLeft).toBeLessThanOrEqual(365.01);
  });

  test('without remember me the token is a session cookie', async ({ page, request }) => {
    await loginThroughForm(page, request, DEMO_MEMBER, { rememberMe: false });
    await expect(page).toHaveURL(/\/$/);
    const cookie = await tokenCookie(page);
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.expires).toBe(-1);
  });

  test('a forced 6001 shows one modal, clears the token and lands on login', async ({ page, request }) => {
    await loginThroughForm(page, request, DEMO_MEMBER);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: '会员信息' })).toContainText(DEMO_MEMBER.username);

    // Two calls of the home page answer 6001 within the 350 ms debounce: still one modal.
    const message = '您的账号已在其他设备登录，请重新登录';
    await sim(request, 'force', { path: API_PATHS.memberInfo, code: 6001, message, times: 1 });
    await sim(request, 'force', { path: API_PATHS.dividendLead, code: 6001, message, times: 1 });
    await page.reload();

    const modal = page.getByRole('dialog').or(page.getByRole('alertdialog'));
    await expect(modal).toHaveCount(1);
    await expect(modal).toContainText('提示');
    await expect(modal).toContainText(message);
    // Held for a while: no second modal follows.
    await page.waitForTimeout(1_000);
    await expect(modal).toHaveCount(1);
    expect(await tokenCookie(page)).toBeUndefined();

    await modal.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/user\/login/);
    await expect(modal).toHaveCount(0);
  });

  test('a guest opening /mine/vip lands on home', async ({ page }) => {
    await page.goto('/mine/vip');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('region', { name: '会员登录' })).toContainText('请先登录');
  });
});
