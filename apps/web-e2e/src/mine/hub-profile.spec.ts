import { expect, test } from '@playwright/test';
import { login } from '../money/money-api';
import { call, countCalls, freshDemo, money, read, slow } from './mine-api';

test.describe.configure({ mode: 'serial' });

interface Member {
  username: string;
  nickName: string;
  grade: number;
  phone: string;
  email: string;
  birthday: string;
}

test('/mine: the demo member sees their name, level, balance and unread mail; the hidden balance stays hidden; logout asks first', async ({ page, context, request, baseURL }) => {
  const token = await freshDemo(request, context, baseURL);
  const balances = await read<{ center: number }>(request, 'walletBalances', token);
  const { unread } = await read<{ unread: number }>(request, 'mailUnread', token);
  expect(unread).toBeGreaterThan(0);

  // The home page's 我的 tab carries the dot, and leads to the member centre.
  await page.goto('/');
  await expect(page.locator('.home-tabbar a[href="/mine"] .site-tabbar__dot')).toHaveCount(1);
  // (The home page greets a member with its own pop-up, so the tab's address is checked, not tapped.)
  await expect(page.locator('.home-tabbar').getByRole('link', { name: '我的' })).toHaveAttribute('href', '/mine');
  await page.goto('/mine');
  await expect(page.getByTestId('mine-username')).toHaveText('demo888');
  await expect(page.getByTestId('mine-balance')).toHaveText(money(balances.center));
  await expect(page.getByTestId('mine-vip')).toContainText('VIP5 钻石');
  await expect(page.getByTestId('mine-vip')).toContainText('距VIP6还需有效投注');
  await expect(page.getByTestId('mine-mail-unread')).toContainText(String(unread));
  await expect(page.locator('.mine-tabbar a[href="/mine"] .site-tabbar__dot')).toHaveCount(1);
  await expect(page.getByText('页面建设中')).toHaveCount(0);

  // Hide the balance: it stays hidden after a reload, and shows again on a second tap.
  await page.getByRole('button', { name: '隐藏余额' }).click();
  await expect(page.getByTestId('mine-balance')).toContainText('****');
  await page.reload();
  await expect(page.getByTestId('mine-balance')).toContainText('****');
  await page.getByRole('button', { name: '显示余额' }).click();
  await expect(page.getByTestId('mine-balance')).toHaveText(money(balances.center));

  // Refresh reads the platform again: a deposit confirmed elsewhere shows.
  const reads = countCalls(page, 'walletBalances');
  await page.getByRole('button', { name: '刷新余额' }).click();
  await expect.poll(() => reads.count).toBe(1);

  // Logout asks first; 取消 keeps the member signed in, 退出登录 ends the session.
  await page.getByRole('button', { name: '退出登录' }).dblclick();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
  await expect(page).toHaveURL(/\/mine$/);
  await page.locator('.mine-logout').click();
  await page.getByRole('dialog').getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await call(request, 'memberInfo', {}, token)).status_code).toBe(10004);
});

test('/mine/userInfo: the seeded profile shows masked; an edit is saved once and shown; a password change ends the session', async ({ page, context, request, baseURL }) => {
  const token = await freshDemo(request, context, baseURL);
  const before = await read<Member>(request, 'memberInfo', token);
  await page.goto('/mine/userInfo');
  await expect(page.getByTestId('profile-nickname')).toHaveText(before.nickName);
  await expect(page.getByTestId('profile-phone')).toContainText(before.phone);
  expect(before.phone).toMatch(/^\*+8888$/);
  await expect(page.getByTestId('profile-email')).toHaveText(before.email);
  await expect(page.getByTestId('profile-birthday')).toHaveText('1990-06-18');
  await expect(page.getByTestId('profile-identity')).toContainText('已认证');

  // The rules of the validation library, in Chinese, before anything is sent.
  const updates = countCalls(page, 'memberUpdate');
  await page.getByRole('button', { name: '编辑资料' }).click();
  await page.getByLabel('昵称').fill('星');
  await page.getByLabel('邮箱').fill('not-an-email');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('昵称长度须为4-20个字符（一个汉字算2个字符）')).toBeVisible();
  await expect(page.getByText('邮箱格式不正确')).toBeVisible();
  expect(updates.count).toBe(0);

  // A double tap saves once; the simulator holds the new values and the page shows them.
  await page.getByLabel('昵称').fill('幸运星耀');
  await page.getByLabel('邮箱').fill('lucky888@example.com');
  await slow(request, 'memberUpdate');
  await page.getByRole('button', { name: '保存' }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: '资料已更新' })).toBeVisible();
  expect(updates.count).toBe(1);
  const after = await read<Member>(request, 'memberInfo', token);
  expect(after.nickName).toBe('幸运星耀');
  expect(after.email).toMatch(/^lu\*+/);
  await expect(page.getByTestId('profile-nickname')).toHaveText('幸运星耀');
  await expect(page.getByTestId('profile-email')).toHaveText(after.email);

  // Password: changed at the platform, this session ends and the login page asks for the new one.
  await page.getByLabel('原密码').fill('Demo@2026');
  await page.getByLabel(/^新密码/).fill('Fresh@2027');
  await page.getByLabel('确认新密码').fill('Fresh@2027');
  const changes = countCalls(page, 'passwordChange');
  await slow(request, 'passwordChange');
  await page.getByRole('button', { name: '确认修改' }).dblclick();
  await expect(page).toHaveURL(/\/user\/login/);
  expect(changes.count).toBe(1);
  await expect(page.getByRole('alertdialog')).toContainText('请使用新密码重新登录');
  expect((await call(request, 'memberInfo', {}, token)).status_code).not.toBe(6000);
  await expect(login(request, 'demo888', 'Demo@2026')).rejects.toThrow();
  expect(await login(request, 'demo888', 'Fresh@2027')).toBeTruthy();
});

test('/mine/vip and /mine/vip/details: progress from the simulator, every level in a table that scrolls sideways', async ({ page, context, request, baseURL }) => {
  const token = await freshDemo(request, context, baseURL);
  const vip = await read<{ turnoverProgress: number; next: { requiredTurnover: number } }>(request, 'vipInfo', token);
  const needed = vip.next.requiredTurnover - vip.turnoverProgress;
  await page.goto('/mine/vip');
  await expect(page.getByTestId('vip-level')).toContainText('VIP5');
  await expect(page.getByTestId('vip-deposit')).toContainText('已达标');
  await expect(page.getByTestId('vip-turnover')).toContainText(`还需 ${money(needed)}`);
  await expect(page.getByTestId('vip-benefits')).toContainText('¥800,000.00');
  await page.getByRole('link', { name: '查看全部等级特权 ›' }).click();
  await expect(page).toHaveURL(/\/mine\/vip\/details$/);

  const table = page.getByTestId('vip-table');
  await expect(table.locator('thead th')).toHaveCount(12);
  await expect(table.locator('thead th.is-current')).toContainText('VIP5');
  const box = await table.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, left: el.scrollLeft }));
  expect(box.scroll).toBeGreaterThan(box.client);
  // The member's own column is in view on open, beside the fixed first column.
  expect(box.left).toBeGreaterThan(0);
  await table.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  const stays = await table.locator('tbody th').first().evaluate((el) => ({ position: getComputedStyle(el).position, left: el.getBoundingClientRect().left }));
  const tableLeft = await table.evaluate((el) => el.getBoundingClientRect().left);
  expect(stays.position).toBe('sticky');
  expect(Math.abs(stays.left - tableLeft)).toBeLessThan(2);
});
