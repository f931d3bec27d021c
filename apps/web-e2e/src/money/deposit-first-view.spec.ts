import { expect, test } from '@playwright/test';
import { API_PATHS } from '@site/api-contract';
import { control, login, signIn } from './money-api';
import { holdReplies } from '../quality/held-reply';

// Issue #24: the deposit page no longer waits for its channels before drawing anything. Its frame
// and lead come at once (they are also its first view in the HTML), the form with the channels; a
// failure to read them is shown in the page with 重新加载, which reads them again.

test.describe.configure({ mode: 'serial' });

test('while the channels are on their way the page shows its lead and a skeleton, then the form', async ({ page, context, request, baseURL }) => {
  await control(request, 'reset');
  await signIn(context, baseURL ?? '', await login(request));
  // The channels' reply waits until the loading state has been seen (not a fixed delay, which a
  // slow start-up on a loaded machine outlasts).
  const channels = await holdReplies(page, API_PATHS.depositChannels);
  await page.goto('/mine/finance/deposit');
  await expect(page.locator('.boot-view')).toHaveCount(0);
  await expect(page.getByRole('region', { name: '存款说明' })).toContainText('安全存款 · 极速到账');
  await expect(page.getByRole('status').filter({ hasText: '加载中…' })).toBeVisible();
  await expect(page.getByRole('button', { name: '立即存款' })).toHaveCount(0);
  channels.release();
  await expect(page.getByRole('button', { name: '立即存款' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '加载中…' })).toHaveCount(0);
  // The tutorial link of the lead leads to the tutorial.
  await page.getByRole('link', { name: '看看存款教程' }).click();
  await expect(page).toHaveURL(/\/mine\/finance\/introTutorial$/);
});

test('channels that cannot be read: 加载失败 in the page, and 重新加载 brings the form', async ({ page, context, request, baseURL }) => {
  await control(request, 'reset');
  await signIn(context, baseURL ?? '', await login(request));
  await control(request, 'force', { path: API_PATHS.depositChannels, code: 10001, message: '支付通道维护中，请稍后再试' });
  await page.goto('/mine/finance/deposit');
  await expect(page.getByText('加载失败')).toBeVisible();
  await expect(page.getByText('支付通道维护中，请稍后再试')).toBeVisible();
  await expect(page.getByRole('region', { name: '存款说明' })).toBeVisible();
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByRole('button', { name: '立即存款' })).toBeVisible();
  await expect(page.getByText('加载失败')).toHaveCount(0);
});
