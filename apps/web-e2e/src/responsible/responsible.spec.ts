import { expect, test } from '@playwright/test';
import { API_PATHS } from '@site/api-contract';
import { loginThroughForm, skipActivityPopup } from '../entry/helpers';
import { DAY, apiLogin, beijing, confirmTwice, control, depositThroughPage, residentId, signIn, signedIn } from './helpers';

// Issue #22 "done when": deposit limits, time-out, self-exclusion, reality check, 18+ — each
// enforced by the platform (the simulator, whose clock the tests move) and shown by the site.
test.beforeEach(async ({ page, request }) => {
  await control(request, 'reset');
  // Blocks end on the home page, where the activity pop-up would stand in front of their notice.
  await skipActivityPopup(page);
});

test('a 24-hour limit of 100 refuses 30 after 80; a raise waits 24 hours on the simulator clock', async ({ page, context, request, baseURL }) => {
  test.setTimeout(90_000);
  const member = await signedIn(context, request, baseURL, 'limit');

  await page.goto('/mine/responsible');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('理性娱乐');
  await expect(page.getByTestId('limit-day')).toContainText('未设置');
  await page.getByRole('radiogroup', { name: '限额周期' }).getByRole('radio', { name: '24小时' }).click();
  await page.getByLabel('限额金额').fill('100');
  await page.getByRole('button', { name: '保存限额' }).click();
  await expect(page.getByRole('status')).toHaveText('存款限额已生效');
  await expect(page.getByTestId('limit-day')).toContainText('¥100.00');

  // The deposit page shows the room left; 80 goes through.
  await depositThroughPage(page, 80);
  await page.getByRole('dialog').filter({ hasText: '我知道了' }).getByRole('button', { name: '我知道了' }).click();
  await expect(page.getByTestId('deposit-order-no')).not.toBeEmpty();
  await page.goto('/mine/finance/deposit');
  await expect(page.getByTestId('deposit-room')).toContainText('24小时存款限额剩余 ¥20.00');

  // 30 more is refused by the platform, with the limit and when room frees up (80 leaves the window).
  const created = Date.now();
  await depositThroughPage(page, 30);
  const refusal = page.getByRole('alert').filter({ hasText: '存款限额' });
  await expect(refusal).toContainText(/^已超出您设置的24小时存款限额 100\.00 元，当前剩余可存 20\.00 元；\d{4}-\d{2}-\d{2} \d{2}:\d{2}（北京时间）起可再存入 30\.00 元$/);
  const freesAt = /(\d{4}-\d{2}-\d{2} \d{2}:\d{2})（北京时间）/.exec((await refusal.textContent()) ?? '')?.[1];
  expect([beijing(created + DAY - 60_000), beijing(created + DAY), beijing(created + DAY - 120_000)]).toContain(freesAt);

  // Raising to 500: 待生效 with its time, and the old 100 still holds.
  await page.goto('/mine/responsible');
  await page.getByLabel('限额金额').fill('500');
  const raised = page.waitForResponse((r) => r.url().endsWith(API_PATHS.depositLimitSet));
  await page.getByRole('button', { name: '保存限额' }).click();
  const raisedAt = ((await (await raised).json()) as { data: { limits: { period: string; pending: { effectiveAt: number } | null }[] } }).data.limits.find((l) => l.period === 'day')?.pending?.effectiveAt ?? 0;
  await expect(page.getByRole('status')).toContainText('24小时后生效');
  await expect(page.getByTestId('limit-day')).toContainText('¥100.00');
  await expect(page.getByTestId('limit-day')).toContainText(`待生效 调整为 ¥500.00，将于 ${beijing(raisedAt)}（北京时间）生效`);

  // 23 h 59 min later on the simulator clock: still refused.
  await control(request, 'clock', { advanceMs: DAY - 60_000 });
  await depositThroughPage(page, 30);
  await expect(page.getByRole('alert').filter({ hasText: '存款限额' })).toContainText('100.00 元');

  // Past 24 hours: 300 (more than the old limit) goes through. The session token lived 24 h too.
  await control(request, 'clock', { advanceMs: 120_000 });
  const again = await apiLogin(request, member.username, member.password);
  await signIn(context, baseURL ?? '', again.data.token);
  await page.goto('/mine/responsible');
  await expect(page.getByTestId('limit-day')).toContainText('¥500.00');
  await expect(page.getByTestId('limit-day')).not.toContainText('待生效');
  await depositThroughPage(page, 300);
  await expect(page.getByRole('dialog').filter({ hasText: '我知道了' }).getByRole('button', { name: '我知道了' })).toBeVisible();
});

test('a time-out logs the member out; login is refused with its end time until the clock passes it', async ({ page, context, request, baseURL }) => {
  test.setTimeout(90_000);
  const member = await signedIn(context, request, baseURL, 'pause');
  await page.goto('/mine/responsible');
  const timeOut = page.getByTestId('time-out');
  await timeOut.getByRole('radio', { name: '24小时' }).click();
  await timeOut.getByRole('button', { name: '开始冷静期' }).click();
  const taken = page.waitForResponse((r) => r.url().endsWith(API_PATHS.timeOutTake));
  await confirmTwice(page);
  const until = ((await (await taken).json()) as { data: { until: number } }).data.until;
  const end = beijing(until);

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('alertdialog', { name: '已退出登录' })).toContainText(`冷静期已开始，至 ${end}（北京时间）结束`);
  expect((await context.cookies()).find((c) => c.name === 'X-API-TOKEN')).toBeUndefined();

  await loginThroughForm(page, request, member);
  await expect(page.getByRole('alert').filter({ hasText: '冷静期' })).toHaveText(`您的账号处于冷静期，${end}（北京时间）前无法登录`);

  // After the period (simulator clock), the same login works.
  await control(request, 'clock', { advanceMs: DAY + 1000 });
  await page.goto('/user/login');
  await loginThroughForm(page, request, member);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: '会员信息' })).toContainText(member.username);
});

test('self-exclusion refuses login, venue launch and chat join with its end time', async ({ page, context, request, baseURL }) => {
  test.setTimeout(90_000);
  // A live session when an exclusion is recorded (another channel): launch and chat refuse it.
  const live = await signedIn(context, request, baseURL, 'excl');
  await control(request, 'responsible/block', { username: live.username, kind: 'exclusion', period: '6m' });
  await page.goto('/game/sport/ob');
  await expect(page.getByText(/^您已申请自我排除，\d{4}-\d{2}-\d{2} \d{2}:\d{2}（北京时间）前无法进入游戏场馆$/)).toBeVisible();
  await page.goto('/chat/1');
  await expect(page.getByRole('alert').filter({ hasText: '自我排除' })).toHaveText(/^您已申请自我排除，\d{4}-\d{2}-\d{2} \d{2}:\d{2}（北京时间）前无法进入聊天室$/);

  // The member's own self-exclusion from the page: confirmed twice, logged out, login refused.
  await context.clearCookies();
  const member = await signedIn(context, request, baseURL, 'self');
  await page.goto('/mine/responsible');
  const exclusion = page.getByTestId('self-exclusion');
  await exclusion.getByRole('radio', { name: '1年' }).click();
  await exclusion.getByRole('button', { name: '申请自我排除' }).click();
  const taken = page.waitForResponse((r) => r.url().endsWith(API_PATHS.selfExclude));
  await confirmTwice(page);
  const end = beijing(((await (await taken).json()) as { data: { until: number } }).data.until);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('alertdialog', { name: '已退出登录' })).toContainText(`自我排除已生效，至 ${end}（北京时间）结束`);
  await page.getByRole('button', { name: '我知道了' }).click();
  await loginThroughForm(page, request, member);
  await expect(page.getByRole('alert').filter({ hasText: '自我排除' })).toHaveText(`您已申请自我排除，${end}（北京时间）前无法登录`);
});

test('a reality check every 15 minutes shows the session time on the page clock, also after a reload', async ({ page, context, request, baseURL }) => {
  test.setTimeout(60_000);
  await page.clock.install();
  await signedIn(context, request, baseURL, 'reality');
  // The settings are read twice after each change or load: by the page's loader and by the check
  // itself, which schedules its timer from that answer. The clock may only jump after both.
  let reads = 0;
  page.on('response', (r) => {
    if (r.url().endsWith(API_PATHS.responsibleInfo)) reads += 1;
  });
  const settled = async (count: number) => expect.poll(() => reads, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  await page.goto('/mine/responsible');
  await settled(2);
  reads = 0;
  await page.getByRole('radio', { name: '15分钟' }).click();
  await expect(page.getByRole('radio', { name: '15分钟' })).toHaveAttribute('aria-checked', 'true');
  await settled(2);

  // Time passes for the page and the platform alike.
  await control(request, 'clock', { advanceMs: 15 * 60_000 });
  await page.clock.fastForward('15:00');
  const dialog = page.getByRole('dialog').filter({ hasText: '现实检查' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('reality-duration')).toHaveText('15分钟');
  await expect(dialog.getByTestId('reality-net')).toContainText('0.00');
  await dialog.getByRole('button', { name: '继续' }).click();
  await expect(dialog).toBeHidden();

  // A reload keeps the rhythm: the session start comes from the platform.
  reads = 0;
  await page.reload();
  await settled(2);
  await control(request, 'clock', { advanceMs: 15 * 60_000 });
  await page.clock.fastForward('15:00');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('reality-duration')).toHaveText('30分钟');
  await dialog.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/$/);
  // Logged out: no more checks.
  await page.clock.fastForward('15:00');
  await expect(dialog).toHaveCount(0);
});

test('18+: registration needs the confirmation, identity check refuses a minor, the home footer links the tools', async ({ page, context, request, baseURL }) => {
  await page.goto('/user/register');
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page.getByText('请确认您已年满18周岁')).toBeVisible();

  await signedIn(context, request, baseURL, 'minor');
  await page.goto('/mine/userInfo/authentication');
  const now = new Date();
  const tenYearsOld = new Date(Date.UTC(now.getUTCFullYear() - 10, now.getUTCMonth(), Math.min(now.getUTCDate(), 28)));
  await page.getByLabel(/真实姓名/).fill('李小明');
  await page.getByLabel(/身份证号/).fill(residentId(tenYearsOld));
  await page.getByRole('button', { name: /提交|认证/ }).first().click();
  await expect(page.getByText('根据身份证出生日期，您未满18周岁，无法完成实名认证')).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('img', { name: '18岁以上' })).toHaveText('18+');
  await page.getByRole('link', { name: '理性娱乐' }).click();
  await expect(page).toHaveURL(/\/mine\/responsible$/);

  // The member centre's menu and the help topic lead here too.
  await page.goto('/mine');
  await page.getByRole('link', { name: '理性娱乐' }).click();
  await expect(page).toHaveURL(/\/mine\/responsible$/);
  await page.goto('/help/bczr');
  await page.getByRole('link', { name: '设置负责任博彩工具' }).click();
  await expect(page).toHaveURL(/\/mine\/responsible$/);
});
