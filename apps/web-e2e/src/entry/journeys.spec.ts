import { expect, test } from '@playwright/test';
import { API_PATHS } from '@site/api-contract';
import { PASSWORD_LABEL, captchaAnswer, freshUsername, loginThroughForm, nextCaptcha, skipActivityPopup } from './helpers';

test.beforeEach(async ({ page }) => skipActivityPopup(page));

// Issue 10 "done when": register → log out → log in → home shows the balance.
test('a visitor registers, logs out, logs in again and sees the balance on home', async ({ page, request }) => {
  const member = { username: freshUsername(), password: 'Abc12345' };

  const firstCaptcha = nextCaptcha(page);
  await page.goto('/user/register');
  const answer = await captchaAnswer(request, await firstCaptcha);
  await page.getByLabel(/^用户名/).fill(member.username);
  await page.getByLabel(PASSWORD_LABEL).fill(member.password);
  await page.getByLabel(/^确认密码/).fill(member.password);
  await page.getByLabel(/^手机号/).fill('13800138000');
  await page.getByLabel(/^图形验证码/).fill(answer);
  await page.getByLabel(/年满18周岁/).check();
  await page.getByRole('button', { name: '注册', exact: true }).click();

  // A new member lands on the first-steps guide, a member-only page.
  await expect(page).toHaveURL(/\/registerGuide$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('新手指引');

  await page.goto('/');
  await expect(page.getByRole('region', { name: '会员信息' })).toContainText(member.username);
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByRole('region', { name: '会员登录' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'X-API-TOKEN')).toBeUndefined();

  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/login/);
  const info = page.waitForResponse((r) => r.url().endsWith(API_PATHS.memberInfo));
  await loginThroughForm(page, request, member);
  await expect(page).toHaveURL(/\/$/);
  const reply = (await (await info).json()) as { data: { balance: number; username: string } };
  expect(reply.data.username).toBe(member.username);
  const panel = page.getByRole('region', { name: '会员信息' });
  await expect(panel).toContainText('账户余额');
  const shown = reply.data.balance.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(panel).toContainText(`¥${shown}`);
});

test('login answers a wrong password in Chinese and keeps what was typed', async ({ page, request }) => {
  await loginThroughForm(page, request, { username: 'demo888', password: 'Wrong1234' });
  await expect(page.getByRole('alert').filter({ hasText: '用户名或密码错误' })).toBeVisible();
  await expect(page.getByLabel('用户名')).toHaveValue('demo888');
  await expect(page).toHaveURL(/\/user\/login/);
});

test('after login the member returns to where the guard stopped them', async ({ page, request }) => {
  await page.goto('/mine/vip');
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('redirect') === '/mine/vip');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await loginThroughForm(page, request, { username: 'demo888', password: 'Demo@2026' });
  await expect(page).toHaveURL(/\/mine\/vip$/);
});
