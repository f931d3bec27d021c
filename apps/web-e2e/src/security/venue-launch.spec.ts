import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { logIn, sim } from '../games/helpers';

// Issue #27 item 5: the venue launch token stays out of the address bar and history, and each
// launch page accepts only its own venue's lobby.

const LAUNCH_PATH = '/game/api/v1/venue/launch';

function countLaunches(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === LAUNCH_PATH && r.method() === 'POST') seen.count += 1;
  });
  return seen;
}

/** The lobby url the framed venue page was loaded from. */
async function framedLobby(page: Page): Promise<string> {
  await expect(page.frameLocator('iframe').getByText('场馆余额')).toBeVisible();
  return (await page.locator('iframe').getAttribute('src')) ?? '';
}

test.beforeEach(async ({ request, context }) => {
  await sim(request, '/__sim/reset');
  await logIn(request, context);
});

test('after a launch from the lobby, no entry of the history carries the lobby url or its token', async ({ page }) => {
  await page.goto('/game/sport');
  await page.getByRole('button', { name: '进入游戏：YB体育' }).click();
  const lobby = await framedLobby(page);
  expect(lobby).toContain('token=');
  expect(page.url()).toMatch(/\/game\/sport\/ob$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/game\/sport$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/game\/sport\/ob$/);
  expect(page.url()).not.toContain('token');
});

test('opened with ?url=, the page keeps the lobby in memory and drops it from the address; a reload relaunches', async ({ page }) => {
  const launches = countLaunches(page);
  await page.goto('/game/sport/V188');
  const lobby = await framedLobby(page);
  expect(launches.count).toBe(1);

  await page.goto(`/game/sport/V188?url=${encodeURIComponent(lobby)}`);
  await expect(page).toHaveURL(/\/game\/sport\/V188$/);
  expect(await framedLobby(page)).toBe(lobby);
  expect(launches.count).toBe(1);
  expect(await page.evaluate(() => location.search)).toBe('');

  await page.reload();
  const relaunched = await framedLobby(page);
  expect(launches.count).toBe(2);
  expect(relaunched).not.toBe(lobby);
  expect(page.url()).not.toContain('token');
});

test("a 188 lobby url does not load inside the IM page (each page checks its own venue's lobby)", async ({ page }) => {
  await page.goto('/game/sport/im');
  await framedLobby(page);
  await page.goto('/game/sport/V188');
  const v188 = await framedLobby(page);

  await page.goto(`/game/sport/im?url=${encodeURIComponent(v188)}`);
  await expect(page.getByText('场馆地址无效')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(page.url()).not.toContain('token');
});
