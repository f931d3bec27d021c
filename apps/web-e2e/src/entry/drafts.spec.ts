import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { API_PATHS } from '@site/api-contract';
import { control, DEMO, login, moneyConfirm, signIn } from '../money/money-api';
import { loginThroughForm, sim, skipActivityPopup } from './helpers';

/**
 * Issue #38 item 3: what a member typed is not lost. A withdrawal interrupted by 6001 comes back
 * filled after the login the site sends the member to; a reload keeps the feedback draft; a
 * submitted form leaves no draft; and the browser's storage never holds a secret.
 */
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ request }) => {
  await control(request, 'reset');
});
test.afterEach(async ({ request }) => {
  await sim(request, 'force/clear', {});
});

/** Everything this origin keeps in the browser: both storages and the cookies. */
async function everythingStored(page: Page): Promise<string> {
  const storages = await page.evaluate(() => {
    const dump = (s: Storage) => Array.from({ length: s.length }, (_, i) => `${s.key(i) ?? ''}=${s.getItem(s.key(i) ?? '') ?? ''}`);
    return [...dump(localStorage), ...dump(sessionStorage)].join('\n');
  });
  const cookies = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('\n');
  return `${storages}\n${cookies}`;
}

test('a withdrawal interrupted by 6001 comes back filled after logging in again; nothing secret is stored', async ({ page, context, request, baseURL }) => {
  await signIn(context, baseURL ?? '', await login(request));
  await skipActivityPopup(page);
  await page.goto('/mine/finance/withdrawal');
  await page.getByRole('radio', { name: /支付宝/ }).click();
  await page.getByLabel('取款金额').fill('300');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('draft:withdrawal'))).toContain('"amount":"300"');

  // The platform ends the session as the member submits: 6001, its dialog, then login.
  const message = '您的账号已在其他设备登录，请重新登录';
  await sim(request, 'force', { path: API_PATHS.withdrawalApply, code: 6001, message, times: 1 });
  await page.getByRole('button', { name: '确认取款' }).click();
  await moneyConfirm(page).click();
  const modal = page.getByRole('dialog').or(page.getByRole('alertdialog')).filter({ hasText: message });
  await modal.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/user\/login/);

  await loginThroughForm(page, request, DEMO);
  await expect(page).toHaveURL(/\/mine\/finance\/withdrawal/);
  await expect(page.getByText('已恢复未提交的内容')).toBeVisible();
  await expect(page.getByLabel('取款金额')).toHaveValue('300');
  await expect(page.getByRole('radio', { name: /支付宝/ })).toHaveAttribute('aria-checked', 'true');

  // The password typed at login, the captcha and full account numbers are nowhere in the browser.
  const stored = await everythingStored(page);
  expect(stored).toContain('draft:withdrawal');
  expect(stored).not.toContain(DEMO.password);
  expect(stored).not.toContain('6222020200112233445');
  expect(stored).not.toContain('wxm1990@alipay.example');
});

test('a reload keeps the feedback draft; sent, the draft is gone', async ({ page, context, request, baseURL }) => {
  await signIn(context, baseURL ?? '', await login(request));
  await skipActivityPopup(page);
  await page.goto('/mine/feedback');
  // The form is also the page's first view in its HTML (inert until the app takes over, #36): the
  // member's choice goes to the app's form, once the first view has gone.
  await expect(page.locator('.boot-view')).toHaveCount(0);
  await page.getByRole('radio', { name: '取款问题' }).check({ force: true });
  const text = page.getByLabel('反馈内容');
  await text.fill('周末提款到账比平时慢，希望能加快处理');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('draft:feedback'))).toContain('周末提款');

  await page.reload();
  await expect(page.getByText('已恢复未提交的内容')).toBeVisible();
  await expect(text).toHaveValue('周末提款到账比平时慢，希望能加快处理');
  await expect(page.getByRole('radio', { name: '取款问题' })).toBeChecked();

  await page.getByRole('button', { name: '提交反馈' }).click();
  await expect(page.getByRole('status').filter({ hasText: '提交成功' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('draft:feedback'))).toBeNull();
  await page.reload();
  await page.getByRole('link', { name: '提交反馈' }).click();
  await expect(page.getByLabel('反馈内容')).toHaveValue('');
  await expect(page.getByText('已恢复未提交的内容')).toHaveCount(0);
});
