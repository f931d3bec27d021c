import { expect, test } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { API_PATHS } from '@site/api-contract';
import { balances, control, login, money, moneyConfirm, signIn } from '../money/money-api';
import { DEMO_MEMBER, loginThroughForm, sim, skipActivityPopup } from './helpers';

/**
 * Issue #38 items 1, 2, 5: two tabs of one browser are one session. Tab B is never reloaded by the
 * test: a mark set on its window before the change must still be there after it. The 1 s of the
 * issue is the session's timing (A's 350 ms debounce, then B at once), asserted with fake
 * timers in libs/session/src/tab-sync.test.ts; here each tab waits for the state it must reach.
 */
test.describe.configure({ mode: 'serial' });

async function openTab(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await skipActivityPopup(page);
  await page.goto(path);
  await page.evaluate(() => {
    (window as unknown as { tabMark?: string }).tabMark = 'still-here';
  });
  return page;
}
const notReloaded = async (page: Page) =>
  expect(await page.evaluate(() => (window as unknown as { tabMark?: string }).tabMark)).toBe('still-here');

test.beforeEach(async ({ request }) => {
  await control(request, 'reset');
});
test.afterEach(async ({ request }) => {
  await sim(request, 'force/clear', {});
});

test('logout in A: B leaves its member page for home, without a reload', async ({ context, request, baseURL }) => {
  await signIn(context, baseURL ?? '', await login(request));
  const a = await openTab(context, '/mine');
  const b = await openTab(context, '/mine/vip');
  await expect(b.getByRole('heading', { level: 1 })).toContainText('VIP');
  await a.locator('.mine-logout').click();
  await a.getByRole('dialog').getByRole('button', { name: '退出登录' }).click();
  await expect(a).toHaveURL(/\/$/);
  await expect(b).toHaveURL(/\/$/);
  await expect(b.getByRole('region', { name: '会员登录' })).toBeVisible();
  await notReloaded(b);
});

test('10102 in A: one alert across both tabs, and both end on login', async ({ context, request, baseURL }) => {
  await signIn(context, baseURL ?? '', await login(request));
  const a = await openTab(context, '/mine');
  const b = await openTab(context, '/mine/vip');
  const message = '设备异常，请重新登录';
  await sim(request, 'force', { path: API_PATHS.memberInfo, code: 10102, message, times: 5 });
  await a.reload();
  const alerts = (page: Page) => page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: message });
  const shown = async () => (await alerts(a).count()) + (await alerts(b).count());
  await expect.poll(shown).toBe(1);
  await expect(b).toHaveURL(/\/user\/login/);
  // Still one, after both tabs have acted.
  await expect(alerts(a)).toHaveCount(1);
  await expect(alerts(b)).toHaveCount(0);
  await alerts(a).getByRole('button', { name: '确定' }).click();
  await expect(a).toHaveURL(/\/user\/login/);
  await notReloaded(b);
});

test('login in A: B shows the member without a reload; another member in A: B follows', async ({ context, request, page }) => {
  const b = await openTab(context, '/');
  await expect(b.getByRole('region', { name: '会员登录' })).toBeVisible();
  await skipActivityPopup(page);
  await loginThroughForm(page, request, DEMO_MEMBER);
  await expect(page).toHaveURL(/\/$/);
  await expect(b.getByRole('region', { name: '会员信息' })).toContainText(DEMO_MEMBER.username);
  await notReloaded(b);

  // Another member logs in over demo888 in A: B shows them, and demo888 is gone from it.
  await page.goto('/user/login');
  await loginThroughForm(page, request, { username: 'player1001', password: 'Player@2026' });
  await expect(page).toHaveURL(/\/$/);
  await expect(b.getByRole('region', { name: '会员信息' })).toContainText('player1001');
  await expect(b.getByRole('region', { name: '会员信息' })).not.toContainText(DEMO_MEMBER.username);
  await notReloaded(b);
});

test('a transfer in A: the balance B shows changes, without a reload', async ({ context, request, baseURL }) => {
  const token = await login(request);
  await signIn(context, baseURL ?? '', token);
  const before = await balances(request, token);
  const b = await openTab(context, '/mine/balance');
  await expect(b.getByText(money(before.center)).first()).toBeVisible();
  const a = await openTab(context, '/mine/finance/transfer');
  await a.getByLabel('转账金额').fill('100');
  await a.getByRole('button', { name: '确认转账' }).click();
  await moneyConfirm(a).click();
  await expect(a.getByRole('status')).toHaveText('转账成功');
  const after = await balances(request, token);
  expect(after.center).toBeCloseTo(before.center - 100, 2);
  await expect(b.getByText(money(after.center)).first()).toBeVisible();
  await notReloaded(b);
});
