import { expect, test } from '@playwright/test';
import { API_PATHS, ENCRYPTED_USER_HEADER } from '@site/api-contract';
import { DEMO_MEMBER, loginThroughForm, skipActivityPopup } from '../entry/helpers';

// Issue 25 items 1 and 5: what a member's browser stores, seen from outside.

test('with cookies and site data blocked, the cookie notice replaces the app and nothing throws', async ({ page }) => {
  // Chromium's "block cookies and site data": navigator.cookieEnabled stays true, cookies are
  // dropped, and reading localStorage / sessionStorage throws a SecurityError.
  await page.addInitScript(() => {
    const denied = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    for (const name of ['localStorage', 'sessionStorage']) Object.defineProperty(window, name, { get: denied, configurable: true });
    Object.defineProperty(Document.prototype, 'cookie', { get: () => '', set: () => undefined, configurable: true });
  });
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '请开启浏览器 Cookie' })).toBeVisible();
  await expect(page.getByText('加载中')).toHaveCount(0);
  expect(crashes).toEqual([]);
});

test('the first member/info after login already carries the encrypted-user header', async ({ page, request }) => {
  await skipActivityPopup(page);
  const infoHeaders: (string | undefined)[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === API_PATHS.memberInfo) infoHeaders.push(r.headers()[ENCRYPTED_USER_HEADER.toLowerCase()]);
  });
  await loginThroughForm(page, request, DEMO_MEMBER);
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
  await expect.poll(() => infoHeaders.length).toBeGreaterThan(0);
  expect(infoHeaders[0], '登录后的第一次 member/info').toMatch(/\S/);
});

test('once start-up is over the device fingerprint is computed and kept in local storage (32 hex characters)', async ({ page }) => {
  await skipActivityPopup(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Not during start-up (#36): it starts START_UP_TAIL_MS (5 s) after load, at idle, one probe a task.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('fingerprint')), { timeout: 30_000 }).toMatch(/^[0-9a-f]{32}$/);
});
