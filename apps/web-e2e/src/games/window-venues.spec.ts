import { expect, test } from '@playwright/test';
import type { Request } from '@playwright/test';
import { LAUNCH_PATH, LOBBIES, launchRequests, logIn, openLobby, sim, venueOrigin } from './helpers';

/*
 * Venues without a SPEC §2 launch page (FBTY and every platform venue outside the spec's seven)
 * open in a new window, only on the platform's venue origin (libs/venues README "Entering a venue").
 */

const enNames = (requests: Request[]) => requests.map((r) => (r.postDataJSON() as { enName?: string }).enName);

test.beforeEach(async ({ request }) => {
  await sim(request, '/__sim/reset');
});

test('launching FBTY from /game/sport opens the venue lobby in a new window on the venue origin', async ({ page, context, request }) => {
  await logIn(request, context);
  await openLobby(page, '/game/sport', 'FB体育');
  const launches = launchRequests(page);

  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: '进入游戏：FB体育' }).click()]);
  await popup.waitForURL((url) => url.origin === venueOrigin);
  expect(new URL(popup.url()).pathname).toBe('/lobby/FBTY');
  await expect(popup.getByRole('heading', { name: 'FB体育' })).toBeVisible();
  await expect(popup.getByText('场馆余额')).toBeVisible();
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  // The site stays where it was.
  await expect(page).toHaveURL(/\/game\/sport$/);
  expect(enNames(launches)).toEqual(['FBTY']);
});

test('a forced 14010 on the FBTY launch relaunches once, then the window opens the lobby', async ({ page, context, request }) => {
  await logIn(request, context);
  await openLobby(page, '/game/sport', 'FB体育');
  const launches = launchRequests(page);
  await sim(request, '/__sim/force', { path: LAUNCH_PATH, code: 14010, message: '令牌已过期', times: 1 });

  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: '进入游戏：FB体育' }).click()]);
  await popup.waitForURL((url) => url.origin === venueOrigin);
  await expect(popup.getByText('场馆余额')).toBeVisible();
  expect(enNames(launches)).toEqual(['FBTY', 'FBTY']);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

// One test per lobby (was one loop): each has its own time budget and report on a loaded machine.
for (const { path, venue: title, windowCode: code } of LOBBIES) {
  if (!code) continue;
  test(`the ${path} lobby's ${code} opens in a window on the venue origin`, async ({ page, context, request }) => {
    await logIn(request, context);
    await openLobby(page, path, title);
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: `进入游戏：${title}` }).click()]);
    await popup.waitForURL((url) => url.origin === venueOrigin);
    expect(new URL(popup.url()).pathname).toBe(`/lobby/${code}`);
    await expect(popup.getByRole('heading', { name: title })).toBeVisible();
    if (process.env['GAMES_SHOTS']) await popup.screenshot({ path: `/tmp/games-window-${code}.png` });
    await popup.close();
  });
}

test('a venue in maintenance shows the badge and its launch is refused in Chinese, until it is lifted', async ({ page, context, request }) => {
  await logIn(request, context);
  await openLobby(page, '/game/sport', 'FB体育');

  // Maintenance starts while the member looks at the lobby: the launch itself is refused.
  await sim(request, '/__sim/venue/maintenance', { venue: 'FBTY', on: true });
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: '进入游戏：FB体育' }).click()]);
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('进入场馆失败');
  await expect(dialog).toContainText('FB体育维护中，请稍后再试');
  await expect.poll(() => popup.isClosed()).toBe(true);
  if (process.env['GAMES_SHOTS']) {
    await page.screenshot({ path: '/tmp/games-refused-390.png' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: '/tmp/games-refused-1440.png' });
    await page.setViewportSize({ width: 390, height: 844 });
  }
  await dialog.getByRole('button', { name: '确定' }).click();

  // A fresh look at the lobby shows the badge and offers no way in.
  await page.reload();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'FB体育' }) });
  await expect(card.getByText('维护中', { exact: true }).first()).toBeVisible();
  await expect(card.getByRole('button', { name: '维护中：FB体育' })).toBeDisabled();
  if (process.env['GAMES_SHOTS']) await page.screenshot({ path: '/tmp/games-maintenance-390.png' });

  // A launch page refuses too, with the platform's reason.
  await sim(request, '/__sim/venue/maintenance', { venue: 'V188', on: true });
  await page.goto('/game/sport/V188');
  await expect(page.getByText('进入场馆失败')).toBeVisible();
  await expect(page.getByText('188体育维护中，请稍后再试')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);

  // Lifted: the badge is gone and the venue opens again.
  await sim(request, '/__sim/venue/maintenance', { venue: 'FBTY', on: false });
  await sim(request, '/__sim/venue/maintenance', { venue: 'V188', on: false });
  await openLobby(page, '/game/sport', 'FB体育');
  await expect(card.getByText('维护中', { exact: true })).toHaveCount(0);
  const [reopened] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: '进入游戏：FB体育' }).click()]);
  await reopened.waitForURL((url) => url.origin === venueOrigin);
  await expect(reopened.getByText('场馆余额')).toBeVisible();
});
