import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';
import { control, login, moneyConfirm, signIn } from './money-api';

// Set MONEY_SHOTS=/some/dir to keep the pictures for a look; otherwise they go with the test output.
function shotPath(info: TestInfo, name: string): string {
  const dir = process.env['MONEY_SHOTS'];
  return dir ? path.join(dir, `${name}.png`) : info.outputPath(`${name}.png`);
}

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
  test(`money pages at ${String(width)}×${String(height)} fit the screen`, async ({ page, context, request, baseURL }, info) => {
    test.setTimeout(90_000);
    await control(request, 'reset');
    const token = await login(request);
    await signIn(context, baseURL ?? '', token);
    await page.setViewportSize({ width, height });
    for (const [name, url, ready] of PAGES) {
      await page.goto(url);
      if (ready) await expect(page.getByTestId(ready)).toBeVisible();
      else await expect(page.locator('.site-skeleton')).toHaveCount(0);
      await page.waitForTimeout(200);
      await noSideScroll(page);
      await page.screenshot({ path: shotPath(info, `money-${name}-${String(width)}`), fullPage: true });
    }
    // The deposit result behind the safety tip.
    await page.goto('/mine/finance/deposit');
    await page.getByLabel('存款金额').fill('500');
    await page.getByRole('button', { name: '立即存款' }).click();
    await expect(page.getByRole('dialog')).toContainText('伍佰元整');
    await page.waitForTimeout(400);
    await page.screenshot({ path: shotPath(info, `money-deposit-confirm-${String(width)}`) });
    await moneyConfirm(page).click();
    // The confirm may still be leaving (300 ms) while the safety tip opens.
    await expect(page.getByRole('dialog').filter({ hasText: '我知道了' })).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: shotPath(info, `money-deposit-tip-${String(width)}`) });
    await page.getByRole('button', { name: '我知道了' }).click();
    await expect(page.getByTestId('payee-account')).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: shotPath(info, `money-deposit-order-${String(width)}`), fullPage: true });
  });
}
