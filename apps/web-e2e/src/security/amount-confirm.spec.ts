import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { balances, control, login, moneyConfirm, signIn, venueBalance } from '../money/money-api';

// Issue #27 item 1, as #35 item 5 left it: the member confirms the amount — large, in Chinese
// capitals, with both ends — before anything is sent, and the confirm shows exactly what was typed
// (a bad amount never reaches it: money/bad-amounts.spec.ts).

const TRANSFER = '/fd/api/v1/wallet/transfer';

function countRequests(page: Page, path: string): { count: number } {
  const seen = { count: 0 };
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path && r.method() === 'POST') seen.count += 1;
  });
  return seen;
}

let token = '';

test.beforeEach(async ({ context, request, baseURL }) => {
  await control(request, 'reset');
  token = await login(request);
  await signIn(context, baseURL ?? '', token);
});

test('typing 5 on transfer gives a confirm with 5.00 / 伍元整 and both wallets; cancel sends nothing', async ({ page }) => {
  const sent = countRequests(page, TRANSFER);
  await page.goto('/mine/finance/transfer');
  const field = page.getByLabel('转账金额');
  await field.pressSequentially('5');
  await expect(field).toHaveValue('5');

  await page.getByRole('button', { name: '确认转账' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('confirm-amount')).toHaveText('¥5.00');
  await expect(dialog.getByTestId('confirm-capital')).toHaveText('伍元整');
  await expect(dialog.getByTestId('confirm-from')).toHaveText('中心钱包');
  await expect(dialog.getByTestId('confirm-to')).toHaveText('YB体育');
  // The amount is shown large: well above the body text.
  const size = await dialog.getByTestId('confirm-amount').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(size).toBeGreaterThanOrEqual(28);

  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(sent.count).toBe(0);
});

test('pasting 21 on transfer confirms 贰拾壹元整; only 确认 sends 21.00', async ({ page, context, request }) => {
  const before = await balances(request, token);
  const sent = countRequests(page, TRANSFER);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/mine/finance/transfer');
  await page.evaluate(() => navigator.clipboard.writeText('21'));
  const field = page.getByLabel('转账金额');
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(field).toHaveValue('21');

  await page.getByRole('button', { name: '确认转账' }).click();
  await expect(page.getByRole('dialog').getByTestId('confirm-capital')).toHaveText('贰拾壹元整');
  expect(sent.count).toBe(0);
  await moneyConfirm(page).click();
  await expect(page.getByRole('status').filter({ hasText: '转账成功' })).toBeVisible();
  expect(sent.count).toBe(1);
  const after = await balances(request, token);
  expect(after.center).toBeCloseTo(before.center - 21, 2);
  expect(venueBalance(after, 'OBTY')).toBeCloseTo(venueBalance(before, 'OBTY') + 21, 2);
});

test('deposit: the capital confirm with source and target; cancel creates no order', async ({ page }) => {
  await page.goto('/mine/finance/deposit');
  await page.getByRole('radio', { name: '银行卡' }).click();
  const deposit = page.getByLabel('存款金额');
  await deposit.fill('100.05');
  await page.getByRole('button', { name: '立即存款' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('confirm-capital')).toHaveText('壹佰元零伍分');
  await expect(dialog.getByTestId('confirm-from')).toContainText('银行卡');
  await expect(dialog.getByTestId('confirm-to')).toHaveText('中心钱包');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(page.getByTestId('deposit-order-no')).toHaveCount(0);
});
