import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO, balances, control, login, luhnCard, money, moneyConfirm, signIn, venueBalance } from './money-api';

test.describe.configure({ mode: 'serial' });

async function expectWallet(page: Page, b: { center: number; lockMoney: number; total: number }) {
  await expect(page.getByTestId('wallet-center')).toHaveText(money(b.center));
  await expect(page.getByTestId('wallet-lock')).toHaveText(money(b.lockMoney));
  await expect(page.getByTestId('wallet-total')).toHaveText(money(b.total));
}

test('the demo member deposits, transfers into OBTY and back, binds a card and withdraws; balances match the simulator', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await control(request, 'reset');
  const token = await login(request);
  await signIn(context, baseURL ?? '', token);

  // Wallet: what the platform holds, as the page shows it.
  let before = await balances(request, token);
  await page.goto('/mine/finance/wallet');
  await expectWallet(page, before);
  await expect(page.getByTestId('venue-OBTY')).toContainText(money(venueBalance(before, 'OBTY')));

  // Deposit 1000 by bank transfer: the safety tip comes before the payee account.
  await page.goto('/mine/finance/deposit');
  await page.getByRole('radio', { name: '银行卡' }).click();
  await page.getByLabel('存款金额').fill('1000');
  await page.getByRole('button', { name: '立即存款' }).click();
  await expect(page.getByRole('dialog')).toContainText('壹仟元整');
  await moneyConfirm(page).click();
  // The confirm may still be leaving (300 ms) while the safety tip opens.
  const tip = page.getByRole('dialog').filter({ hasText: '我知道了' });
  await expect(tip).toContainText('我知道了');
  await expect(page.getByTestId('payee-account')).toHaveCount(0);
  await tip.getByRole('button', { name: '我知道了' }).click();
  await expect(page.getByTestId('payee-account')).toBeVisible();
  const orderNo = (await page.getByTestId('deposit-order-no').textContent()) ?? '';
  expect(orderNo).not.toBe('');
  await control(request, 'deposit/confirm', { orderNo });
  let after = await balances(request, token);
  expect(after.center).toBeCloseTo(before.center + 1000, 2);
  await page.goto('/mine/finance/wallet');
  await expectWallet(page, after);

  // Transfer 300 into OBTY.
  before = after;
  await page.goto('/mine/finance/transfer');
  await expect(page.getByTestId('transfer-from')).toHaveText('中心钱包');
  await expect(page.getByTestId('transfer-to')).toHaveText('YB体育');
  await page.getByLabel('转账金额').fill('300');
  await page.getByRole('button', { name: '确认转账' }).click();
  await expect(page.getByRole('dialog')).toContainText('叁佰元整');
  await moneyConfirm(page).click();
  await expect(page.getByRole('status')).toHaveText('转账成功');
  after = await balances(request, token);
  expect(after.center).toBeCloseTo(before.center - 300, 2);
  expect(venueBalance(after, 'OBTY')).toBeCloseTo(venueBalance(before, 'OBTY') + 300, 2);
  await expect(page.getByTestId('transfer-center')).toHaveText(money(after.center));
  await expect(page.getByTestId('transfer-venue')).toHaveText(money(venueBalance(after, 'OBTY')));

  // And all of it back: the all-in button fills the OBTY balance.
  await page.getByRole('button', { name: '交换转出与转入' }).click();
  await expect(page.getByTestId('transfer-from')).toHaveText('YB体育');
  await page.getByRole('button', { name: '全部' }).click();
  await expect(page.getByLabel('转账金额')).toHaveValue(String(venueBalance(after, 'OBTY')));
  await page.getByRole('button', { name: '确认转账' }).click();
  await moneyConfirm(page).click();
  await expect(page.getByRole('status')).toHaveText('转账成功');
  const back = await balances(request, token);
  expect(venueBalance(back, 'OBTY')).toBe(0);
  expect(back.center).toBeCloseTo(after.center + venueBalance(after, 'OBTY'), 2);
  await expect(page.getByTestId('transfer-venue')).toHaveText('0.00');

  // Identity: the demo member is verified already, and the page says so.
  await page.goto('/mine/userInfo/authentication');
  await expect(page.getByText('已完成实名认证')).toBeVisible();

  // Bind a new bank card, holder = the verified name.
  const card = luhnCard();
  await page.goto('/mine/addBankCard');
  await page.getByLabel('开户银行').selectOption({ label: '招商银行' });
  await page.getByLabel('持卡人姓名').fill(DEMO.realName);
  await page.getByLabel('银行卡号').fill(card);
  await page.getByRole('button', { name: '确认绑定' }).click();
  await expect(page.getByRole('status')).toHaveText('绑定成功');
  const tail = card.slice(-4);
  await expect(page.getByTestId('bound-account').filter({ hasText: '招商银行' })).toContainText(`${'*'.repeat(card.length - 4)}${tail}`);
  await expect(page.locator('body')).not.toContainText(card);

  // Withdraw: the deposit's turnover is owed first.
  await page.goto('/mine/finance/withdrawal');
  await expect(page.getByTestId('audit-pending')).toContainText('1,000.00');
  await expect(page.getByRole('button', { name: '确认取款' })).toBeDisabled();
  await control(request, 'bet', { username: DEMO.username, amount: 1000 });
  await page.reload();
  await expect(page.getByText('稽核已通过，可以取款')).toBeVisible();
  before = await balances(request, token);
  await expect(page.getByTestId('withdraw-balance')).toHaveText(`¥${money(before.center)}`);
  await page.getByRole('radio', { name: new RegExp(`招商银行.*${tail}`) }).click();
  await page.getByLabel('取款金额').fill('200');
  await page.getByRole('button', { name: '确认取款' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`尾号${tail}`);
  await confirm.getByRole('button', { name: '确认' }).click();
  await expect(page.getByText('取款申请已提交')).toBeVisible();
  after = await balances(request, token);
  expect(after.center).toBeCloseTo(before.center - 200, 2);
  expect(after.lockMoney).toBeCloseTo(before.lockMoney + 200, 2);
  await page.goto('/mine/finance/wallet');
  await expectWallet(page, after);
});
