import { expect, test } from '@playwright/test';
import { API_PATHS } from '@site/api-contract';
import { signIn, solvedCaptcha } from '../money/money-api';
import { call, control, freshDemo } from './mine-api';

test.describe.configure({ mode: 'serial' });

test('a failed read shows the reason and a way to try again; the retry shows the page', async ({ page, context, request, baseURL }) => {
  await freshDemo(request, context, baseURL);
  // A page whose loader fails: the frame stays, 重新加载 runs it again.
  await control(request, 'force', { path: API_PATHS.infoAudit, code: 10001, message: '系统繁忙，请稍后再试' });
  await page.goto('/mine/infoAudit');
  await expect(page.getByText('系统繁忙，请稍后再试')).toBeVisible();
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByTestId('audit-summary')).toBeVisible();

  // A part of the hub: the rest of the page stands, the balance says so and retries.
  await control(request, 'force', { path: API_PATHS.walletBalances, code: 10001, message: '钱包服务繁忙' });
  await page.goto('/mine');
  await expect(page.getByTestId('mine-username')).toHaveText('demo888');
  await expect(page.getByTestId('mine-balance')).toContainText('余额加载失败');
  await page.getByTestId('mine-balance').getByRole('button', { name: '重试' }).click();
  await expect(page.getByTestId('mine-balance')).toHaveText(/^\d[\d,]*\.\d{2}$/);
});

test('a new member: nothing under review and no feedback yet, each with a next step; identity 未认证', async ({ page, context, request, baseURL }) => {
  await control(request, 'reset');
  const username = `c${String(Date.now()).slice(-9)}`;
  const reg = await call<{ token: string }>(request, 'register', { username, password: 'Centre2026a', ...(await solvedCaptcha(request)) });
  expect(reg.status_code, reg.message).toBe(6000);
  await signIn(context, baseURL ?? '', reg.data.token);

  await page.goto('/mine');
  await expect(page.getByTestId('mine-username')).toHaveText(username);
  await expect(page.getByRole('link', { name: /实名认证/ })).toContainText('未认证');
  await expect(page.getByTestId('mine-vip')).toContainText('VIP0');

  await page.goto('/mine/infoAudit');
  await expect(page.getByText('暂无审核记录')).toBeVisible();
  await page.getByRole('link', { name: '去实名认证' }).click();
  await expect(page).toHaveURL(/\/mine\/userInfo\/authentication$/);

  await page.goto('/mine/feedback?tab=mine');
  await expect(page.getByText('您还没有提交过反馈')).toBeVisible();
  await page.getByRole('button', { name: '去提交反馈' }).click();
  await expect(page.getByLabel('反馈内容')).toBeVisible();

  await page.goto('/mine/rebate');
  await expect(page.getByRole('button', { name: '暂无可领取返水' })).toBeDisabled();
  await expect(page.getByText('投注后返水实时累积')).toBeVisible();
});
