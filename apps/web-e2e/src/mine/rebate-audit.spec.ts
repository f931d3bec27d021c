import { expect, test } from '@playwright/test';
import { countCalls, freshDemo, money, read, slow } from './mine-api';

test.describe.configure({ mode: 'serial' });

interface Rebate {
  available: number;
  items: { category: string; amount: number }[];
}

test('/mine/rebate: amounts from the simulator; one category then all, each once however often tapped; the balance follows', async ({ page, context, request, baseURL }) => {
  const token = await freshDemo(request, context, baseURL);
  const info = await read<Rebate>(request, 'rebateInfo', token);
  const before = (await read<{ center: number }>(request, 'walletBalances', token)).center;
  const one = info.items.find((i) => i.amount > 0);
  if (!one) throw new Error('the seed has no rebate to receive');

  await page.goto('/mine/rebate');
  await expect(page.getByTestId('rebate-available')).toHaveText(money(info.available));
  for (const item of info.items) await expect(page.getByTestId(`rebate-amount-${item.category}`)).toHaveText(money(item.amount));

  const receipts = countCalls(page, 'rebateReceive');
  await slow(request, 'rebateReceive');
  await page.getByTestId(`rebate-${one.category}`).getByRole('button').dblclick();
  await expect(page.getByTestId('rebate-notice')).toContainText(money(one.amount));
  expect(receipts.count).toBe(1);
  const mid = (await read<{ center: number }>(request, 'walletBalances', token)).center;
  expect(mid).toBeCloseTo(before + one.amount, 2);
  await expect(page.getByTestId(`rebate-amount-${one.category}`)).toHaveText('0.00');
  await expect(page.getByTestId('rebate-available')).toHaveText(money(info.available - one.amount));

  await slow(request, 'rebateReceive');
  await page.getByRole('button', { name: '一键领取' }).dblclick();
  await expect(page.getByTestId('rebate-notice')).toContainText(money(info.available - one.amount));
  expect(receipts.count).toBe(2);
  await expect(page.getByTestId('rebate-available')).toHaveText('0.00');
  await expect(page.getByRole('button', { name: '暂无可领取返水' })).toBeDisabled();
  const after = (await read<{ center: number }>(request, 'walletBalances', token)).center;
  expect(after).toBeCloseTo(before + info.available, 2);
  expect((await read<Rebate>(request, 'rebateInfo', token)).available).toBe(0);

  await page.goto('/mine');
  await expect(page.getByTestId('mine-balance')).toHaveText(money(after));
});

test('/mine/infoAudit: identity passed, a bank card under review, a refused account with its reason and the page that fixes it', async ({ page, context, request, baseURL }) => {
  await freshDemo(request, context, baseURL);
  await page.goto('/mine/infoAudit');
  await expect(page.getByTestId('audit-summary')).toContainText('1审核中');
  await expect(page.getByTestId('audit-summary')).toContainText('1未通过');
  const items = page.getByTestId('audit-item');
  await expect(items.filter({ hasText: '实名认证' })).toContainText('已通过');
  await expect(items.filter({ hasText: '招商银行' })).toContainText('审核中');
  const refused = items.filter({ hasText: '微信账户' });
  await expect(refused).toContainText('未通过');
  await expect(refused).toContainText('实名信息与您的认证姓名不一致');
  await expect(refused.getByRole('link', { name: '重新绑定' })).toHaveAttribute('href', '/mine/addwechatCard');
  await refused.getByRole('link', { name: '重新绑定' }).click();
  await expect(page).toHaveURL(/\/mine\/addwechatCard$/);
});
