import { API_PATHS, CHAT_MSG_ID, VENUE_API_PATHS } from '@site/api-contract';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { logIn, sim } from '../games/helpers';

// Issue #41 item 6: a platform-given name of 200 unbroken characters (a team, a league, a venue,
// a game, a chat nickname) must wrap or be cut with an ellipsis: no page grows wider than a
// 390 px phone. /game/sport was 3,888 px wide with one long team name.

const TAIL = 'W'.repeat(200);
/** A name made long: the original stays in front, so venues' names of one fixture still differ per fixture. */
const long = (name: unknown) => `${typeof name === 'string' ? name : '名称'}${TAIL}`;
const LONG_TEXT = new RegExp(`W{200}`);

/** Every venue feed's names of leagues and teams (IMTY, OBTY, FBTY shapes: see libs/venues/src/sports). */
const NAME_KEYS = new Set(['CompetitionName', 'HomeTeam', 'AwayTeam', 'tn', 'mhn', 'man', 'na']);

function lengthen(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(lengthen);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, NAME_KEYS.has(key) && typeof v === 'string' ? long(v) : lengthen(v)]));
}

/** Replies of `pattern` pass through `change` (the real reply, names made long). */
async function rewrite(page: Page, pattern: string, change: (body: unknown) => unknown): Promise<void> {
  await page.route(pattern, async (route) => {
    try {
      const response = await route.fetch();
      await route.fulfill({ response, json: change(await response.json()) });
    } catch {
      // The page closed before this reply was needed.
    }
  });
}

async function longSportsFeeds(page: Page): Promise<void> {
  for (const path of [VENUE_API_PATHS.imtyEvents, VENUE_API_PATHS.obtyMatches, VENUE_API_PATHS.fbtyMatches]) await rewrite(page, `**${path}`, lengthen);
}

/** The lobby's venue cards: the platform's venue list and its naming list (which wins on the cards). */
async function longVenueNames(page: Page): Promise<void> {
  await rewrite(page, `**${API_PATHS.venueList}`, (body) => {
    const reply = body as { data: { title: string }[] | { list?: { title: string }[] } };
    const list = Array.isArray(reply.data) ? reply.data : (reply.data.list ?? []);
    for (const venue of list) venue.title = long(venue.title);
    return reply;
  });
  await rewrite(page, `**${API_PATHS.namingList}`, (body) => {
    const reply = body as { data: { name: string }[] };
    for (const entry of reply.data) entry.name = long(entry.name);
    return reply;
  });
}

/**
 * How wide the page is against its window, and which elements holding a long name are wider than the box that clips
 * them (their nearest ancestor with overflow, else the window): a sheet or a scrolling panel cuts
 * off or side-scrolls what sticks out instead of widening the page, so the document's width alone
 * would miss a name lost there. Widths, not positions: the cards of a swipeable row lie beyond
 * the window's edge by design, each narrower than the row.
 */
async function overflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number; wide: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const clipWidth = (el: Element): number => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).overflowX !== 'visible') return node.clientWidth;
      }
      return root.clientWidth;
    };
    // Only what holds a long name: a news ticker's track is wider than its window by design.
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => (el.textContent ?? '').includes('W'.repeat(20)) && el.getBoundingClientRect().width > clipWidth(el) + 1)
      .slice(0, 8)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ').join('.')} ${String(Math.round(el.getBoundingClientRect().width))} px「${(el.textContent ?? '').slice(0, 30)}」`);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide };
  });
}

async function expectNoWiderThanScreen(page: Page): Promise<void> {
  const seen = await overflow(page);
  expect(seen.clientWidth).toBe(390);
  expect(seen.scrollWidth, `比屏幕宽的元素：\n${seen.wide.join('\n')}`).toBeLessThanOrEqual(seen.clientWidth);
  expect(seen.wide, '伸出屏幕右边的元素').toEqual([]);
}

test.beforeEach(async ({ request, context }) => {
  await sim(request, '/__sim/reset');
  await logIn(request, context);
});

test('/game/sport with 200-character team, league and venue names stays as wide as the phone', async ({ page }) => {
  await longSportsFeeds(page);
  await longVenueNames(page);
  await page.goto('/game/sport?phase=early');
  await expect(page.locator('.sports-match').filter({ hasText: LONG_TEXT }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.sports__league-name').filter({ hasText: LONG_TEXT }).first()).toBeVisible();
  await expect(page.locator('.games-lobby').getByText(LONG_TEXT).first()).toBeVisible();
  await expectNoWiderThanScreen(page);
  // The filter to one venue and the in-play tab draw the same rows differently.
  await page.getByRole('radio', { name: 'FB体育' }).click();
  await expect(page.locator('.sports-match').filter({ hasText: LONG_TEXT }).first()).toBeVisible();
  await expectNoWiderThanScreen(page);
});

test("the home page's 热门赛事 with 200-character names stays as wide as the phone", async ({ page }) => {
  await longSportsFeeds(page);
  await page.goto('/');
  const section = page.locator('.hot-matches');
  await section.scrollIntoViewIfNeeded();
  // Today's card may be empty late at night: then there is nothing long to draw.
  await expect(section.locator('.hot-match').first().or(section.getByText('今日暂无赛事'))).toBeVisible({ timeout: 20_000 });
  await expectNoWiderThanScreen(page);
});

test('a lobby with 200-character venue names stays as wide as the phone', async ({ page }) => {
  await longVenueNames(page);
  await page.goto('/game/chess');
  await expect(page.getByText(LONG_TEXT).first()).toBeVisible();
  await expectNoWiderThanScreen(page);
});

test('the bet records with a 200-character game name and pick stay as wide as the phone, list and detail', async ({ page }) => {
  await rewrite(page, `**${API_PATHS.betRecords}`, (body) => {
    const reply = body as { data: { list: { gameName: string; betContent: string }[] } };
    for (const bet of reply.data.list) {
      bet.gameName = long(bet.gameName);
      bet.betContent = long(bet.betContent);
    }
    return reply;
  });
  await page.goto('/mine/record/betRecord');
  const row = page.getByText(LONG_TEXT).first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expectNoWiderThanScreen(page);
  await row.click();
  await expect(page.getByRole('dialog').getByText(LONG_TEXT).first()).toBeVisible();
  await expectNoWiderThanScreen(page);
});

test('a chat message and nickname of 200 unbroken characters stay as wide as the phone', async ({ page, request }) => {
  await page.goto('/chat/1');
  await expect(page.getByTestId('chat-connection')).toHaveText('已连接');
  await sim(request, '/__sim/chat/push', {
    msgId: CHAT_MSG_ID.BroadcastRoom,
    data: { id: 990041, roomId: 1, userId: 778, nickName: long('长昵称'), grade: 1, kind: 'text', content: long('长消息'), bet: null, gift: null, createdAt: Date.now() },
  });
  await expect(page.locator('.chat-msg').filter({ hasText: '长消息' })).toBeVisible();
  await expectNoWiderThanScreen(page);
});
