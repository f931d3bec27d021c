import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { LAUNCH_PATH, LOBBIES, launchRequests, logIn, openLobby, sim } from './helpers';

/** The sport lobby is up: venues listed and the live TY count shown (its OBTY background launch done). */
async function openSportLobby(page: Page): Promise<void> {
  await page.goto('/game/sport');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('体育');
  await expect(page.getByRole('heading', { name: 'YB体育' })).toBeVisible();
  await expect(page.getByText(/当前 \d[\d,]* 场赛事/)).toBeVisible();
}

test.beforeEach(async ({ request }) => {
  await sim(request, '/__sim/reset');
});

test('a member opens /game/sport, launches OBTY and the simulator lobby renders in a sandboxed frame', async ({ page, context, request }) => {
  await logIn(request, context);
  await openSportLobby(page);
  await page.getByRole('button', { name: '进入游戏：YB体育' }).click();

  // The lobby url (it carries the venue token) stays in memory, never in the address (issue #27).
  await expect(page).toHaveURL(/\/game\/sport\/ob$/);
  const frame = page.locator('iframe');
  await expect(frame).toHaveCount(1);
  const sandbox = (await frame.getAttribute('sandbox')) ?? '';
  expect(sandbox).toContain('allow-scripts');
  expect(sandbox).not.toContain('allow-top-navigation');
  const src = new URL((await frame.getAttribute('src')) ?? '');
  expect(src.origin).not.toBe(new URL(page.url()).origin);
  const lobby = page.frameLocator('iframe');
  await expect(lobby.getByRole('heading', { name: 'YB体育' })).toBeVisible();
  await expect(lobby.getByText('场馆余额')).toBeVisible();
  await expect(page.getByText('场馆加载中')).toHaveCount(0);

  if (process.env['GAMES_SHOTS']) {
    for (const [w, h] of [[390, 844], [1440, 900]] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.screenshot({ path: `/tmp/games-ob-${String(w)}.png` });
      await page.goto('/game/sport');
      await expect(page.getByText(/当前 \d/)).toBeVisible();
      await page.screenshot({ path: `/tmp/games-sport-${String(w)}.png` });
      await page.goBack();
    }
  }
});

test('a crafted /game/sport/ob?url=https://evil.example/ shows an error and loads nothing', async ({ page, context, request }) => {
  await logIn(request, context);
  const evil: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).hostname.endsWith('evil.example')) evil.push(r.url());
  });
  await page.goto('/game/sport/ob?url=https://evil.example/');
  await expect(page.getByText('场馆地址无效')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(evil).toEqual([]);
  if (process.env['GAMES_SHOTS']) await page.screenshot({ path: '/tmp/games-evil-390.png' });
});

test('a forced 400401 on the OBTY launch relaunches once, then the lobby opens', async ({ page, context, request }) => {
  await logIn(request, context);
  await openSportLobby(page);
  const launches = launchRequests(page);
  await sim(request, '/__sim/force', { path: LAUNCH_PATH, code: 400401, message: '令牌已过期', times: 1 });

  await page.getByRole('button', { name: '进入游戏：YB体育' }).click();
  await expect(page.frameLocator('iframe').getByText('场馆余额')).toBeVisible();
  expect(launches).toHaveLength(2);
  const first = launches[0]?.postDataJSON() as { enName?: string } | undefined;
  const second = launches[1]?.postDataJSON() as { enName?: string } | undefined;
  expect(first?.enName).toBe('OBTY');
  expect(second?.enName).toBe('OBTY');
});

test('a guest pressing a venue is asked to log in first', async ({ page }) => {
  await page.goto('/game/sport');
  await page.getByRole('button', { name: '进入游戏：YB体育' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('登录后即可进入YB体育');
  await dialog.getByRole('button', { name: '去登录' }).click();
  await expect(page).toHaveURL(/\/user\/login\?redirect=/);
});

test('an empty venue wallet offers a transfer', async ({ page, context, request }) => {
  await logIn(request, context);
  await page.goto('/game/sport');
  await page.getByRole('button', { name: '进入游戏：188体育' }).click();
  await expect(page.frameLocator('iframe').getByText('场馆余额')).toBeVisible();
  await expect(page.getByText('188体育钱包余额为 0')).toBeVisible();
  await page.getByRole('button', { name: '去转账' }).click();
  await expect(page).toHaveURL(/\/mine\/finance\/transfer/);
});

// One test per lobby (was one loop over six): each lobby has its own time budget and report, so a
// loaded machine cannot time out the sixth lobby on the first five's account.
for (const { path, title, venue } of LOBBIES) {
  test(`the ${path} lobby lists the venues of its category with its live count`, async ({ page, context, request }) => {
    await logIn(request, context);
    await openLobby(page, path, venue);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    if (process.env['GAMES_SHOTS'] && path === '/game/egame') {
      await expect(page.getByRole('button', { name: '进入游戏：PG电子' })).toBeEnabled();
      await page.screenshot({ path: '/tmp/games-egame-390.png' });
    }
  });
}
