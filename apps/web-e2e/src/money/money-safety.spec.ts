import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { balances, call, control, login, moneyConfirm, platformHeaders, signIn, solvedCaptcha, venueBalance } from './money-api';
import { holdReplies } from '../quality/held-reply';

test.describe.configure({ mode: 'serial' });

test('the same transfer submitted 100 times at once with one key moves the money once', async ({ page, context, request, baseURL }) => {
  await control(request, 'reset');
  const token = await login(request);
  await signIn(context, baseURL ?? '', token);
  const before = await balances(request, token);
  await page.goto('/mine/finance/wallet');

  const key = randomUUID();
  const headers = platformHeaders('walletTransfer', token, key);
  // From the page, through the site's proxy, all in flight together.
  const replies = await page.evaluate(
    async ({ headers }) => {
      const body = JSON.stringify({ from: 'CENTER', to: 'OBTY', amount: 100 });
      const one = () => fetch('/fd/api/v1/wallet/transfer', { method: 'POST', headers, body }).then((r) => r.json() as Promise<{ status_code: number; data: { orderNo: string } | null }>);
      return Promise.all(Array.from({ length: 100 }, one));
    },
    { headers },
  );
  expect(replies).toHaveLength(100);
  expect(replies.every((r) => r.status_code === 6000)).toBe(true);
  expect(new Set(replies.map((r) => r.data?.orderNo)).size).toBe(1);

  const after = await balances(request, token);
  expect(after.center).toBeCloseTo(before.center - 100, 2);
  expect(venueBalance(after, 'OBTY')).toBeCloseTo(venueBalance(before, 'OBTY') + 100, 2);
  expect(after.total).toBeCloseTo(before.total, 2);
});

test('a transfer whose reply is lost keeps the form and retries with the same key: one charge', async ({ page, context, request, baseURL }) => {
  await control(request, 'reset');
  const token = await login(request);
  await signIn(context, baseURL ?? '', token);
  const before = await balances(request, token);

  const keys: string[] = [];
  let dropped = false;
  await page.route('**/fd/api/v1/wallet/transfer', async (route) => {
    keys.push(route.request().headers()['x-api-idempotency-key'] ?? '');
    if (!dropped) {
      // The platform does the transfer, but its answer never reaches the browser.
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });

  await page.goto('/mine/finance/transfer');
  await page.getByLabel('转账金额').fill('250');
  await page.getByRole('button', { name: '确认转账' }).click();
  await moneyConfirm(page).click();
  await expect(page.getByRole('alert')).toContainText('同一笔订单不会重复扣款');
  await expect(page.getByLabel('转账金额')).toHaveValue('250');
  // The money moved once already.
  expect((await balances(request, token)).center).toBeCloseTo(before.center - 250, 2);

  await page.getByRole('button', { name: '重试' }).click();
  await moneyConfirm(page).click();
  await expect(page.getByRole('status')).toHaveText('转账成功');
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);

  const after = await balances(request, token);
  expect(after.center).toBeCloseTo(before.center - 250, 2);
  expect(venueBalance(after, 'OBTY')).toBeCloseTo(venueBalance(before, 'OBTY') + 250, 2);

  // A new transfer after success gets a new key.
  await page.getByLabel('转账金额').fill('250');
  await page.getByRole('button', { name: '确认转账' }).click();
  await moneyConfirm(page).click();
  await expect(page.getByRole('status')).toHaveText('转账成功');
  expect(keys).toHaveLength(3);
  expect(keys[2]).not.toBe(keys[0]);
});

test('a double tap on transfer sends one request, and the server refusal is shown in Chinese', async ({ page, context, request, baseURL }) => {
  await control(request, 'reset');
  const token = await login(request);
  await signIn(context, baseURL ?? '', token);
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/fd/api/v1/wallet/transfer')) sent += 1;
  });
  // The reply is held until the in-flight state has been seen (not for a fixed time: on a busy
  // machine 800 ms could pass before the check looked).
  const { release } = await holdReplies(page, '/fd/api/v1/wallet/transfer');
  await page.goto('/mine/finance/transfer');
  await page.getByLabel('转账金额').fill('10');
  await page.getByRole('button', { name: '确认转账' }).click();
  await moneyConfirm(page).dblclick();
  await expect(page.getByRole('button', { name: '提交中…' })).toBeDisabled();
  release();
  await expect(page.getByRole('status')).toHaveText('转账成功');
  await page.unroute('**/fd/api/v1/wallet/transfer');
  expect(sent).toBe(1);

  await control(request, 'force', { path: '/fd/api/v1/wallet/transfer', code: 10001, message: '场馆维护中，暂时无法转账' });
  await page.getByLabel('转账金额').fill('10');
  await page.getByRole('button', { name: '确认转账' }).click();
  await moneyConfirm(page).click();
  await expect(page.getByRole('alert')).toHaveText('场馆维护中，暂时无法转账');
  await expect(page.getByRole('button', { name: '重试' })).toHaveCount(0);
  await expect(page.getByLabel('转账金额')).toHaveValue('10');
});

test('a new member is guided from withdrawal to identity verification, verifies, and binds a card', async ({ page, context, request, baseURL }) => {
  await control(request, 'reset');
  const username = `m${String(Date.now()).slice(-9)}`;
  const password = 'Money2026a';
  const reg = await call<{ token: string }>(request, 'register', { username, password, ...(await solvedCaptcha(request)) });
  expect(reg.status_code, reg.message).toBe(6000);
  await signIn(context, baseURL ?? '', reg.data.token);

  await page.goto('/mine/finance/withdrawal');
  await expect(page.getByText('请先完成实名认证')).toBeVisible();
  await page.getByRole('link', { name: '去认证' }).click();
  await expect(page).toHaveURL(/\/mine\/userInfo\/authentication$/);
  await page.getByLabel('真实姓名').fill('李小龙');
  await page.getByLabel('身份证号').fill('320102198511110528');
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByRole('alert')).toHaveText('身份证号校验不通过，请核对后重新输入');
  await page.getByLabel('身份证号').fill('320102198511110527');
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('已完成实名认证')).toBeVisible();
  await expect(page.getByTestId('identity-name')).toHaveText('李**');

  await page.goto('/mine/finance/withdrawal');
  await expect(page.getByText('请先绑定收款账户')).toBeVisible();
  await page.goto('/mine/userInfo/authentication/bindBankCard');
  await page.getByLabel('开户银行').selectOption({ label: '中国银行' });
  await page.getByLabel('持卡人姓名').fill('王小二');
  await page.getByLabel('银行卡号').fill('6217 0012 3456 7890 125');
  await page.getByRole('button', { name: '确认绑定' }).click();
  await expect(page.getByText('银行卡号有误，请核对后重新输入')).toBeVisible();
  await page.getByLabel('银行卡号').fill('6217 0012 3456 7890 122');
  await page.getByRole('button', { name: '确认绑定' }).click();
  // The platform's verdict wins, in Chinese, and the form keeps what was typed.
  await expect(page.getByRole('alert')).toHaveText('持卡人姓名须与实名认证姓名一致');
  await expect(page.getByLabel('银行卡号')).toHaveValue('6217 0012 3456 7890 122');
  await page.getByLabel('持卡人姓名').fill('李小龙');
  await page.getByRole('button', { name: '确认绑定' }).click();
  await expect(page.getByText('认证与绑卡已完成')).toBeVisible();

  await page.getByRole('link', { name: '去取款' }).click();
  await expect(page.getByRole('radio', { name: /中国银行.*\*{15}0122/ })).toBeVisible();
  await expect(page.getByText('稽核已通过，可以取款')).toBeVisible();
});
