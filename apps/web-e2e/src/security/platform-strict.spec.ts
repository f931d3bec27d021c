import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { API_PATHS } from '@site/api-contract';
import { balances, login, platformHeaders } from '../money/money-api';

// Issue #27 item 6: the platform side is as strict as a real one, seen through the site's proxy
// (the path a page or a cross-site form would take), and an over-long address gets the site's own
// Chinese page instead of Chromium's.

test('a transfer sent as text/plain is refused with 415 in Chinese and moves no money', async ({ request }) => {
  const token = await login(request);
  const before = await balances(request, token);
  const reply = await request.post(API_PATHS.walletTransfer, {
    headers: { ...platformHeaders('walletTransfer', token, randomUUID()), 'content-type': 'text/plain' },
    data: JSON.stringify({ from: 'CENTER', to: 'OBTY', amount: 5 }),
  });
  expect(reply.status()).toBe(415);
  expect(((await reply.json()) as { message: string }).message).toBe('请求内容类型须为 application/json');
  expect((await balances(request, token)).center).toBe(before.center);
});

test('an amount with more than two decimals is refused, not rounded; out-of-range amounts say so', async ({ request }) => {
  const token = await login(request);
  const before = await balances(request, token);
  const send = async (amount: string) => {
    const reply = await request.post(API_PATHS.walletTransfer, {
      headers: platformHeaders('walletTransfer', token, randomUUID()),
      data: `{"from":"CENTER","to":"OBTY","amount":${amount}}`,
    });
    return (await reply.json()) as { status_code: number; message: string };
  };
  const noise = await send('0.30000000000000004');
  expect(noise.status_code).toBe(10003);
  expect(noise.message).toContain('金额最多两位小数');
  for (const amount of ['1e308', '1e999']) {
    const r = await send(amount);
    expect(r.status_code, amount).toBe(10003);
    expect(r.message, amount).toContain('金额超出范围');
  }
  expect((await balances(request, token)).center).toBe(before.center);
});

test("an over-long address shows the site's Chinese 414 page", async ({ page }) => {
  const response = await page.goto(`/game/sport/V188?url=${'a'.repeat(20_000)}`);
  expect(response?.status()).toBe(414);
  await expect(page).toHaveTitle('链接过长');
  await expect(page.getByRole('heading', { name: '链接过长' })).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/$/);
});
