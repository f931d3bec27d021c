import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { nextFrame, shot } from '../quality/screenshots';
import { control, login, moneyConfirm, signIn } from './money-api';

// SHOTS_DIR=/some/dir keeps the pictures for a look (quality/screenshots.ts).

async function noSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const PAGES = [
  ['wallet', '/mine/finance/wallet', 'wallet-total'],
  ['deposit', '/mine/finance/deposit', null],
  ['transfer', '/mine/finance/transfer', 'transfer-center'],
  ['withdrawal', '/mine/finance/withdrawal', 'withdraw-balance'],
  ['bank-card', '/mine/addBankCard', null],
  ['audit', '/mine/audit', 'audit-summary'],
  ['alipay', '/mine/alipayAcount', null],
] as const;

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  test(`money pages at ${String(width)}×${String(height)} fit the screen`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(90_000);
    await control(request, 'reset');
    const token = await login(request);
    await signIn(context, baseURL ?? '', token);
    await page.setViewportSize({ width, height });
    for (const [name, url, ready] of PAGES) {
      await page.goto(url);
      if (ready) await expect(page.getByTestId(ready)).toBeVisible();
      else await expect(page.locator('.site-skeleton')).toHaveCount(0);
      await nextFrame(page);
      await noSideScroll(page);
      await shot(page, `money-${name}-${String(width)}`, { fullPage: true });
    }
    // The deposit result behind the safety tip.
    await page.goto('/mine/finance/deposit');
    await page.getByLabel('存款金额').fill('500');
    await page.getByRole('button', { name: '立即存款' }).click();
    await expect(page.getByRole('dialog')).toContainText('伍佰元整');
    await shot(page, `money-deposit-confirm-${String(width)}`);
    await moneyConfirm(page).click();
    // The confirm may still be leaving (300 ms) while the safety tip opens.
    await expect(page.getByRole('dialog').filter({ hasText: '我知道了' })).toBeVisible();
    await shot(page, `money-deposit-tip-${String(width)}`);
    await page.getByRole('button', { name: '我知道了' }).click();
    await expect(page.getByTestId('payee-account')).toBeVisible();
    await shot(page, `money-deposit-order-${String(width)}`, { fullPage: true });
  });
}
