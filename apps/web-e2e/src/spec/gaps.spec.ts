import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { API_PATHS, IDEMPOTENCY_KEY_HEADER } from '@site/api-contract';
import { sim } from '../games/helpers';
import { trackNetwork } from '../quality/inspect';
import { loginDemoMember, skipActivityPopup, useMemberToken } from '../entry/helpers';

// Issue 25 items 6, 7, 10, 11 and 13, seen from outside: what a member's browser asks for and shows.

const HOME_READY = { name: '会员信息' } as const;

/** Counts the requests the page sends to one platform path. */
function countCalls(page: Page, path: string): { n: number } {
  const seen = { n: 0 };
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) seen.n += 1;
  });
  return seen;
}

test.beforeEach(async ({ request }) => {
  await sim(request, '/__sim/reset');
});

test('dividends: 查看分红 lists them, 领取 receives one with an idempotency key, the balance follows (item 6)', async ({ page, context, request, baseURL }) => {
  await skipActivityPopup(page);
  await useMemberToken(context, baseURL ?? '', await loginDemoMember(request, baseURL ?? ''));
  await page.goto('/');
  const panel = page.getByRole('region', HOME_READY);
  await expect(panel).toContainText('12,888.66');
  await page.getByRole('button', { name: '查看分红' }).click();
  const dialog = page.getByRole('dialog');
  const row = dialog.getByRole('listitem').filter({ hasText: '11 月股东分红' });
  const receive = page.waitForRequest((r) => new URL(r.url()).pathname === API_PATHS.dividendReceive);
  await row.getByRole('button', { name: '领取' }).click();
  const sent = await receive;
  expect(sent.postDataJSON()).toEqual({ id: expect.any(Number) });
  expect(sent.headers()[IDEMPOTENCY_KEY_HEADER.toLowerCase()]).toMatch(/^[0-9a-f-]{36}$/);
  await expect(row).toContainText('已领取');
  // The member's balance is asked for again: 12,888.66 + 288.00.
  await expect(panel).toContainText('13,176.66');

  // Received already (another tab, say): the refusal reads in Chinese beside the dividend.
  await sim(request, '/__sim/force', { path: API_PATHS.dividendReceive, code: 10001, message: '该分红已领取，请勿重复领取', times: 1 });
  const other = dialog.getByRole('listitem').filter({ hasText: '周末红包' });
  await other.getByRole('button', { name: '领取' }).click();
  await expect(other.getByRole('alert')).toHaveText('该分红已领取，请勿重复领取');

  // Closing the dialog reloads the lead: one dividend left.
  await dialog.getByRole('button', { name: '关闭' }).first().click();
  await expect(page.getByText('您有 1 笔分红待领取')).toBeVisible();
});

test('webTerminal is reported once per start-up, after first paint (item 7)', async ({ page }) => {
  const calls = countCalls(page, API_PATHS.webTerminal);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => calls.n, { timeout: 15_000 }).toBe(1);
  // Moving around the site is not a new start-up.
  await page.getByRole('button', { name: '登录' }).first().click();
  await expect(page).toHaveURL(/\/user\/login/);
  await page.waitForTimeout(2_500);
  expect(calls.n).toBe(1);
});

test('a member\'s counts: one platformCount per 60 s cycle for all six tiles, OBTY launched once, its requestId reused on reload (item 10)', async ({ page, context, request, baseURL }) => {
  await page.clock.install();
  await skipActivityPopup(page);
  await useMemberToken(context, baseURL ?? '', await loginDemoMember(request, baseURL ?? ''));
  const counts = countCalls(page, API_PATHS.platformCount);
  const launches = countCalls(page, API_PATHS.venueLaunch);
  await page.goto('/');
  await expect(page.locator('.home-games__live').first()).toBeVisible();
  await expect.poll(() => counts.n).toBe(1);
  expect(launches.n).toBe(1);
  await page.clock.runFor(60_000);
  await expect.poll(() => counts.n).toBe(2);
  await page.reload();
  await expect(page.locator('.home-games__live').first()).toBeVisible();
  await expect.poll(() => counts.n).toBe(3);
  expect(launches.n, 'the stored requestId is still valid: no second launch').toBe(1);
});

test('after 10102 the member-only blocks leave home the moment the token goes (item 11)', async ({ page, context, request, baseURL }) => {
  await skipActivityPopup(page);
  await useMemberToken(context, baseURL ?? '', await loginDemoMember(request, baseURL ?? ''));
  await page.goto('/');
  await expect(page.getByRole('button', { name: '查看分红' })).toBeVisible();
  await sim(request, '/__sim/force', { path: API_PATHS.memberInfo, code: 10102, message: '设备已被禁用', times: 1 });
  await page.getByRole('button', { name: '刷新余额' }).click();
  const alert = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(alert).toContainText('设备已被禁用');
  // Behind the alert: no dividend block, no member panel; the guest's login is there instead.
  await expect(page.getByText('分红待领取')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '查看分红' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: '会员登录' })).toBeVisible();
});

test('the activity pop-up: never over the member panel, once a day, never when the platform says no (item 13)', async ({ page, context, request, baseURL }) => {
  await useMemberToken(context, baseURL ?? '', await loginDemoMember(request, baseURL ?? ''));
  await page.goto('/');
  const pop = page.getByRole('complementary', { name: '热门活动' });
  await expect(pop).toBeVisible();
  // 退出登录 stays reachable: nothing lies over it (a trial click fails when another element would receive it).
  await page.getByRole('button', { name: '退出登录' }).click({ trial: true, timeout: 3_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Seen today: not again on the next visit. The pop-up is decided by popInfo's reply: it is
  // looked for once that reply is in and the page's network has been quiet since.
  const network = trackNetwork(page);
  const settledHome = async () => {
    const popInfo = page.waitForResponse((r) => new URL(r.url()).pathname === API_PATHS.popInfo);
    await page.reload();
    await expect(page.getByRole('region', HOME_READY)).toContainText('demo888');
    await popInfo;
    await network.quiet(300, Date.now() + 10_000);
  };
  await settledHome();
  await expect(pop).toHaveCount(0);

  // A new day, but the platform says not to show it: it stays away.
  await sim(request, '/__sim/config', { key: 'popShow', value: '0' });
  try {
    await page.evaluate(() => localStorage.removeItem('home_pop_seen'));
    await settledHome();
    await expect(pop).toHaveCount(0);
  } finally {
    await sim(request, '/__sim/config', { key: 'popShow', value: '1' });
  }
});
