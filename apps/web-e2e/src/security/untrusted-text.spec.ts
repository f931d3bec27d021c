import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { CHAT_MSG_ID } from '@site/api-contract';
import { API_PATHS } from '@site/api-contract';
import { DEMO, login, sim } from '../chat/members';

// Issue #27 item 4: text that lies about itself. Member and platform text is shown without bidi
// controls or zero-width characters, names are isolated, and long unbroken strings wrap.

const SPOOF = '官方客服\u202Egnp.exe';
const HIDDEN = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;

async function openRoom(page: Page): Promise<void> {
  const demo = await login(DEMO.username, DEMO.password);
  await page.goto(`/chat/1?token=${encodeURIComponent(demo.token)}`);
  await expect(page.getByTestId('chat-connection')).toHaveText('已连接');
}

/** Where each character of a text node was drawn: reordering shows as x going backwards. */
async function drawnOrder(page: Page, selector: string, text: string): Promise<number[]> {
  return page.evaluate(
    ({ selector, text }) => {
      const el = [...document.querySelectorAll(selector)].find((e) => e.textContent?.includes(text));
      const node = el ? document.createTreeWalker(el, NodeFilter.SHOW_TEXT).nextNode() : null;
      if (!node?.textContent) return [];
      const start = node.textContent.indexOf(text);
      const range = document.createRange();
      return [...text].map((_, i) => {
        range.setStart(node, start + i);
        range.setEnd(node, start + i + 1);
        return range.getBoundingClientRect().left;
      });
    },
    { selector, text },
  );
}

test('a chat message and a nickname with U+202E render in the order they were written', async ({ page }) => {
  await openRoom(page);
  // A tampered platform: the message arrives with the override in name and text.
  await sim('chat/push', {
    msgId: CHAT_MSG_ID.BroadcastRoom,
    data: { id: 990001, roomId: 1, userId: 777, nickName: SPOOF, grade: 1, kind: 'text', content: `请联系${SPOOF} 卡号 6222\u202E0202\u200B`, bet: null, gift: null, createdAt: Date.now() },
  });
  const bubble = page.getByTestId('chat-text').filter({ hasText: '请联系' });
  await expect(bubble).toHaveText('请联系官方客服gnp.exe 卡号 62220202');
  const row = page.locator('.chat-msg').filter({ has: bubble });
  await expect(row.locator('.chat-msg__name')).toHaveText('官方客服gnp.exe');
  expect(HIDDEN.test((await row.textContent()) ?? '')).toBe(false);
  // Drawn left to right as written: "g" before ".", "." before "e"; no "exe.png".
  const xs = await drawnOrder(page, '[data-testid="chat-text"]', 'gnp.exe');
  expect(xs).toHaveLength(7);
  for (let i = 1; i < xs.length; i += 1) expect(xs[i] ?? 0).toBeGreaterThan(xs[i - 1] ?? 0);
  // The name is isolated from the text around it.
  expect(await row.locator('.chat-msg__name').evaluate((el) => getComputedStyle(el).unicodeBidi)).toBe('isolate');
});

test('a message typed with a zero-width space and an override is sent without them', async ({ page }) => {
  await openRoom(page);
  const text = `零宽\u200B测试\u202E${Date.now() % 100000}`;
  await page.getByRole('textbox', { name: '聊天内容' }).fill(text);
  await page.getByRole('button', { name: '发送' }).click();
  const sent = page.locator('.chat-msg--mine').getByTestId('chat-text').filter({ hasText: '零宽测试' });
  await expect(sent).toHaveCount(1);
  expect(HIDDEN.test((await sent.textContent()) ?? '')).toBe(false);
});

test('a venue name of one long unbroken string wraps: /game/sport stays as wide as the screen', async ({ page }) => {
  const long = `超长场馆${'W'.repeat(3000)}\u202Eexe`;
  await page.route(`**${API_PATHS.venueList}`, async (route) => {
    try {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { title: string }[] | { list?: { title: string }[] } };
      const list = Array.isArray(body.data) ? body.data : (body.data.list ?? []);
      for (const venue of list) venue.title = long;
      await route.fulfill({ response, json: body });
    } catch {
      // The test ended before this reply was needed.
    }
  });
  // The platform's naming list (#25 item 7) wins over the venue list's titles on the lobby's
  // venue cards, so the long name comes in through both.
  await page.route(`**${API_PATHS.namingList}`, async (route) => {
    try {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { code: string; name: string }[] };
      for (const entry of body.data) entry.name = long;
      await route.fulfill({ response, json: body });
    } catch {
      // The test ended before this reply was needed.
    }
  });
  await page.goto('/game/sport');
  await expect(page.getByText(/^超长场馆W+/).first()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  expect(HIDDEN.test((await page.locator('main').textContent()) ?? '')).toBe(false);
});
