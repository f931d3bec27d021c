import { expect, test } from '@playwright/test';
import { PLAIN_MEMBER, loginAndReturn, noPopup, sim } from './helpers';
import { loginThroughForm } from '../entry/helpers';

// Issue 20: the agent centre (programme and application for everyone else, commission, link and
// team for an agent) and the sponsorship stories.

// Journeys with a login through the form each: longer than the default 30 s on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async ({ request }) => {
  await sim(request, 'reset', {});
});

test.beforeEach(async ({ page }) => {
  await noPopup(page);
});

test('agent: a guest reads the programme and logs in to apply; the form checks its fields in Chinese; the application waits for review after a reload', async ({ page, request }) => {
  await page.goto('/agent');
  await expect(page.getByRole('heading', { name: '加入星耀合营计划' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('50%');
  await page.getByRole('button', { name: '登录后申请' }).click();
  await loginAndReturn(page, request, '/agent', PLAIN_MEMBER);

  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('请输入真实姓名')).toBeVisible();
  await expect(page.getByText('请输入手机号码')).toBeVisible();
  await expect(page.getByText('请输入联系账号')).toBeVisible();

  await page.getByLabel('真实姓名').fill('李四');
  await page.getByLabel('手机号码').fill('13812345678');
  await page.getByLabel('联系方式').selectOption({ label: 'QQ' });
  await page.getByLabel('联系账号').fill('qq-abc');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('QQ号须为5-12位数字')).toBeVisible();
  await page.getByLabel('联系账号').fill('123456789');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByRole('heading', { name: '申请审核中' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: '申请审核中' })).toBeVisible();
  await expect(page.getByRole('button', { name: '提交申请' })).toHaveCount(0);
});

test('agent: the demo agent sees the commission, copies the recruit link and pages through the team; the page stays on reload', async ({ page, context, request, baseURL }) => {
  await context.clearCookies();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
  await loginThroughForm(page, request, { username: 'demo888', password: 'Demo@2026' });
  await expect(page).toHaveURL('/');
  await page.goto('/agent');
  await expect(page.getByRole('region', { name: '佣金概览' })).toContainText('¥1,288.00');
  const link = await page.getByLabel('推广链接', { exact: true }).inputValue();
  expect(link).toMatch(/\?agent_verify=AG8888$/);
  await page.getByRole('button', { name: '复制链接' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(page.getByRole('img', { name: '推广链接二维码' })).toBeVisible();

  const rows = page.getByTestId('agent-team').locator('tbody tr');
  await expect(rows).toHaveCount(10);
  await expect(page.getByText('第 1 / 3 页')).toBeVisible();
  const firstPage = await rows.first().textContent();
  await page.getByRole('link', { name: '下一页' }).click();
  await expect(page).toHaveURL('/agent?page=2');
  await expect(page.getByText('第 2 / 3 页')).toBeVisible();
  await expect(rows.first()).not.toHaveText(firstPage ?? '');
  await page.reload();
  await expect(page.getByText('第 2 / 3 页')).toBeVisible();
});

test('sponsors: each partner opens its story, which survives a reload', async ({ page }) => {
  await page.goto('/sponsor/0');
  const cards = page.getByRole('link', { name: /阅读故事/ });
  await expect(cards).toHaveCount(5);
  await page.getByRole('link', { name: /赤焰电竞战队/ }).click();
  await expect(page).toHaveURL('/sponsor/0?story=blaze-esports');
  await expect(page.getByRole('heading', { name: '赤焰燃起的那个夏天' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: '赤焰燃起的那个夏天' })).toBeVisible();
  await page.getByRole('link', { name: '查看全部赞助' }).click();
  await expect(page).toHaveURL('/sponsor/0');
  await page.goto('/sponsor/0?story=nope');
  await expect(page.getByText('该赞助故事不存在')).toBeVisible();
});
