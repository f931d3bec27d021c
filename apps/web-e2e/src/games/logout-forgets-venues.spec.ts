import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { logIn, sim } from './helpers';

// Issue #35 item 6: after 退出登录 nothing stored opens the member's venue, no member value is left
// in local storage, session storage or cookies, and the next login gets an OBTY requestId of its own.

/** What a device keeps across members (SESSION_STORED_VALUES, VENUE_STORED_VALUES, APP_STORED_VALUES: `device`). */
const DEVICE_KEYS = new Set([
  'X-API-UUID',
  'loginInfo',
  'preInfo',
  'fingerprint',
  'agent_verify',
  'i_code',
  'r_code',
  'r_bet',
  'invite_code',
  'isGo',
  'from',
  'href',
  'growCode',
  'isApp',
  'isCheck',
  'platformCount',
  'mine.balanceHidden',
  'preferWebVersionAt',
  'tsr-scroll-restoration-v1_3',
]);

interface Stored {
  local: Record<string, string>;
  session: Record<string, string>;
}

async function stored(page: Page): Promise<Stored> {
  return page.evaluate(() => ({
    local: Object.fromEntries(Object.entries(localStorage)),
    session: Object.fromEntries(Object.entries(sessionStorage)),
  }));
}

test.beforeEach(async ({ request }) => {
  await sim(request, '/__sim/reset');
});

test('logout forgets the venue sessions: nothing stored opens the lobby, no member value is left, the next login launches OBTY anew', async ({
  page,
  context,
  request,
}) => {
  await logIn(request, context);
  await page.goto('/game/sport');
  await expect(page.getByText(/当前 \d[\d,]* 场赛事/)).toBeVisible();
  await page.getByRole('button', { name: '进入游戏：YB体育' }).click();
  const frame = page.locator('iframe');
  await expect(frame).toHaveCount(1);
  const lobby = (await frame.getAttribute('src')) ?? '';
  const lobbyToken = new URL(lobby).search;
  expect(lobbyToken).not.toBe('');
  await expect.poll(async () => (await stored(page)).local['OBTY_cuid'] ?? null).not.toBeNull();
  const before = await stored(page);
  const requestId = before.local['OBTY_requestId'] ?? '';
  expect(requestId).not.toBe('');
  expect(before.local['venueLaunch:OBTY']).toContain(lobbyToken.slice(1));

  await page.goto('/');
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByRole('region', { name: '会员登录' })).toBeVisible();

  const after = await stored(page);
  expect(Object.keys(after.local).filter((key) => !DEVICE_KEYS.has(key)), 'local storage: member keys').toEqual([]);
  expect(Object.keys(after.session).filter((key) => !DEVICE_KEYS.has(key)), 'session storage: member keys').toEqual([]);
  const cookies = await context.cookies();
  expect(cookies.map((c) => c.name).filter((name) => !DEVICE_KEYS.has(name)), 'cookies: member cookies').toEqual([]);
  const values = [...Object.values(after.local), ...Object.values(after.session), ...cookies.map((c) => c.value)];
  for (const secret of [lobbyToken.slice(1), requestId, before.local['OBTY_cuid'] ?? '']) {
    expect(values.filter((value) => value.includes(secret)), secret).toEqual([]);
  }

  // The old lobby address opens nothing for whoever holds the phone now.
  await page.goto(`/game/sport/ob?url=${encodeURIComponent(lobby)}`);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.locator('iframe')).toHaveCount(0);

  // The next login's counts launch OBTY for a requestId of their own instead of reusing the old one.
  await logIn(request, context);
  await page.goto('/game/sport');
  await expect(page.getByText(/当前 \d[\d,]* 场赛事/)).toBeVisible();
  await expect.poll(async () => (await stored(page)).local['OBTY_requestId'] ?? null).not.toBeNull();
  expect((await stored(page)).local['OBTY_requestId']).not.toBe(requestId);
});
