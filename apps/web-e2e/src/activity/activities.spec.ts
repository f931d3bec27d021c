import { expect, test } from '@playwright/test';
import { countCalls, loginAndReturn, noPopup, sim } from './helpers';

// Issue 20: the activity pages against the simulator. A guest sees each page and is sent to login
// by a member action, then back to the same place; the demo member applies, flips, checks in and
// copies the invite link; what they did is still there after a reload.

// Journeys with a login through the form each: longer than the default 30 s on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async ({ request }) => {
  await sim(request, 'reset', {});
});

test.beforeEach(async ({ page }) => {
  await noPopup(page);
});

test('promotions: tabs in the address, a guest applies after logging in, once; refusals are the platform’s, in Chinese', async ({ page, request }) => {
  await page.goto('/activity/discount');
  const categories = page.getByRole('navigation', { name: '活动分类' });
  await expect(categories.getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
  await categories.getByRole('link', { name: 'VIP' }).click();
  await expect(page).toHaveURL(/\?tab=vip$/);
  await page.reload();
  await expect(categories.getByRole('link', { name: 'VIP' })).toHaveAttribute('aria-current', 'page');
  await expect(categories.locator('[aria-current]')).toHaveCount(1);
  await expect(page.getByRole('link', { name: /VIP6 专享周礼金/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /首存加赠/ })).toHaveCount(0);

  await categories.getByRole('link', { name: '电子' }).click();
  const card = page.getByRole('link', { name: /电子周周救援金/ });
  await expect(card).toContainText('进行中');
  await expect(card).toContainText(/活动时间：\d{4}-\d{2}-\d{2} 至 \d{4}-\d{2}-\d{2}/);
  await card.click();
  await expect(page.getByRole('heading', { name: '电子周周救援金' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '救援金需完成 5 倍流水方可提款' })).toBeVisible();
  const detailUrl = new URL(page.url());
  const back = `${detailUrl.pathname}${detailUrl.search}`;
  expect(back).toMatch(/^\/activity\/discount\?tab=egame&id=\d+$/);

  await page.getByRole('button', { name: '登录后申请' }).click();
  await loginAndReturn(page, request, back);
  const applies = countCalls(page, 'activityApply');
  await page.getByRole('button', { name: '立即申请' }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: '申请成功，彩金已发放' })).toBeVisible();
  await expect(page.getByRole('button', { name: '已申请' })).toBeDisabled();
  expect(applies.count).toBe(1);
  await page.reload();
  await expect(page.getByRole('button', { name: '已申请' })).toBeDisabled();

  // The platform refuses what this member may not have, and says why.
  await page.goto('/activity/discount?tab=newcomer');
  await page.getByRole('link', { name: /新人注册彩金/ }).click();
  await page.getByRole('button', { name: '立即申请' }).click();
  await expect(page.getByRole('alert')).toHaveText('仅限注册 30 天内的新会员申请');
  await expect(page.getByRole('button', { name: '立即申请' })).toBeEnabled();
});

test('the home page’s activity entries lead to the promotions', async ({ page, context }) => {
  await context.clearCookies();
  await page.goto('/');
  await page.getByRole('navigation', { name: '快捷入口' }).getByRole('link', { name: '优惠' }).click();
  await expect(page).toHaveURL('/activity/discount');
  await expect(page.getByRole('heading', { name: '优惠活动' })).toBeVisible();

  // The pop-up (shown once per session) opens its promotion.
  const fresh = await context.newPage();
  await fresh.goto('/');
  await fresh.getByRole('dialog').getByRole('button', { name: '立即参与' }).click();
  await expect(fresh).toHaveURL('/activity/discount?id=1');
  await expect(fresh.getByRole('heading', { name: '首存加赠 100%' })).toBeVisible();
});

test('invite: a guest logs in for the code and link; the member copies the link and sees friends and rewards', async ({ page, context, request, baseURL }) => {
  await context.clearCookies();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
  await page.goto('/activity/friendInvitation');
  await expect(page.getByRole('heading', { name: '邀请好友 双方得彩金' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '好友首存满 100 元后，双方各得 38 元彩金' })).toBeVisible();
  await page.getByRole('button', { name: '登录后邀请' }).click();
  await loginAndReturn(page, request, '/activity/friendInvitation');

  await expect(page.getByTestId('invite-code')).toHaveText('XY8888');
  const link = await page.getByLabel('邀请链接', { exact: true }).inputValue();
  expect(link).toMatch(/\/user\/register\?invite_code=XY8888$/);
  await expect(page.getByRole('img', { name: '邀请链接二维码' })).toBeVisible();
  await page.getByRole('button', { name: '复制链接' }).click();
  await expect(page.getByRole('button', { name: '已复制' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  await expect(page.getByText(/^已邀请/).locator('..')).toContainText('22 人');
  await page.getByRole('button', { name: '查看全部 22 位好友' }).click();
  await expect(page.locator('.activity-row')).toHaveCount(22);
  await page.reload();
  await expect(page.getByTestId('invite-code')).toHaveText('XY8888');
});

test('peak bet: the week’s board and countdown for a guest; the member’s own rank after logging in', async ({ page, context, request }) => {
  await context.clearCookies();
  await page.goto('/activity/friendPeakBet');
  const timer = page.getByTestId('peak-countdown');
  await expect(timer).toHaveText(/^(\d+ 天 )?\d{2}:\d{2}:\d{2}$/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first ?? '');
  await expect(page.getByRole('list', { name: '好友有效投注排行榜' }).getByRole('listitem').first()).toContainText('¥8,888.00');
  await page.getByRole('complementary', { name: '我的排名' }).getByRole('button', { name: '登录查看' }).click();
  await loginAndReturn(page, request, '/activity/friendPeakBet');
  await expect(page.getByTestId('peak-mine')).toContainText(/第 \d+ 名|未上榜/);

  // A friend of the demo member bets 500,000 this week: first place after a reload.
  await sim(request, 'bet', { username: 'player1001', amount: 500_000 });
  await page.reload();
  await expect(page.getByTestId('peak-mine')).toContainText('第 1 名');
  await expect(page.getByTestId('peak-mine')).toContainText('¥8,888.00');
});

test('lucky flip: a guest is sent to login; one tap is one draw, the card turns within 0.6 s (none with reduced motion), history and chances survive a reload', async ({ page, context, request }) => {
  await context.clearCookies();
  await page.goto('/activity/luckyFlip');
  await page.getByRole('button', { name: '登录后翻开第 5 张牌' }).click();
  await loginAndReturn(page, request, '/activity/luckyFlip');
  await expect(page.getByTestId('flip-chances')).toHaveText('3');
  const history = page.getByTestId('flip-history').getByRole('listitem');
  await expect(history).toHaveCount(3);

  const draws = countCalls(page, 'luckyFlipDraw');
  // Two clicks in the same task, before the page can re-render: still one draw.
  await page.getByRole('button', { name: '翻开第 5 张牌' }).evaluate((card: HTMLElement) => {
    card.click();
    card.click();
  });
  const won = page.getByRole('status').filter({ hasText: /^恭喜获得 / });
  await expect(won).toBeVisible();
  const prize = ((await won.textContent()) ?? '').replace('恭喜获得 ', '');
  expect(draws.count).toBe(1);
  const turn = await page.locator('.flip-card.is-flipped .flip-card__inner').evaluate((el) => getComputedStyle(el).transitionDuration);
  expect(Number.parseFloat(turn) * 1000).toBeLessThanOrEqual(600);
  await expect(page.getByTestId('flip-chances')).toHaveText('2');
  await expect(history).toHaveCount(4);
  await expect(history.first()).toContainText(prize);

  await page.reload();
  await expect(page.getByTestId('flip-chances')).toHaveText('2');
  await expect(history.first()).toContainText(prize);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  const reduced = await page.locator('.flip-card__inner').first().evaluate((el) => getComputedStyle(el).transitionDuration);
  expect(Number.parseFloat(reduced) * 1000).toBeLessThanOrEqual(1);
});

test('calendar: check in once per China day (a second try is refused in Chinese), month in the address, guest to login and back', async ({ page, context, request }) => {
  await context.clearCookies();
  await page.goto('/activity/calendar');
  await expect(page.getByRole('button', { name: /今天/ })).toBeVisible();
  await page.getByRole('button', { name: '登录后签到' }).click();
  await loginAndReturn(page, request, '/activity/calendar');

  // A second tab opened before the check-in still offers it: the platform refuses there.
  const stale = await context.newPage();
  await stale.goto('/activity/calendar');
  await expect(stale.getByRole('button', { name: '立即签到' })).toBeEnabled();

  await expect(page.getByTestId('checkin-streak')).toHaveText('3');
  await page.getByRole('button', { name: '立即签到' }).click();
  await expect(page.getByRole('status').filter({ hasText: '签到成功，获得 2.00 元' })).toBeVisible();
  await expect(page.getByRole('button', { name: '今日已签到' })).toBeDisabled();
  await expect(page.getByTestId('checkin-streak')).toHaveText('4');
  await expect(page.getByRole('button', { name: /今天，已签到/ })).toBeVisible();

  await stale.getByRole('button', { name: '立即签到' }).click();
  await expect(stale.getByRole('alert')).toHaveText('今日已签到');

  await page.reload();
  await expect(page.getByRole('button', { name: '今日已签到' })).toBeDisabled();
  await expect(page.getByTestId('checkin-streak')).toHaveText('4');

  await page.getByRole('button', { name: '下个月' }).click();
  await expect(page).toHaveURL(/\?month=\d{4}-\d{2}$/);
  const month = new URL(page.url()).searchParams.get('month') ?? '';
  await page.reload();
  await expect(page.getByRole('heading', { name: `${month.slice(0, 4)}年${Number(month.slice(5))}月` })).toBeVisible();
});
