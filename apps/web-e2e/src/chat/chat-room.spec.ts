import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { DEMO, login, register } from './members';

/** Room 1 of the simulator's seed: 综合大厅, VIP0–VIP10, open. */
const ROOM = 1;

async function openRoom(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/chat/${ROOM}?token=${encodeURIComponent(token)}`);
  await expect(page.getByTestId('chat-connection')).toHaveText('已连接');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('综合大厅');
  await expect(page.getByRole('textbox', { name: '聊天内容' })).toBeEnabled();
  return page;
}

async function send(page: Page, text: string): Promise<void> {
  const input = page.getByRole('textbox', { name: '聊天内容' });
  await input.fill(text);
  await page.getByRole('button', { name: '发送' }).click();
  await expect(input).toHaveValue('');
}

function bubbles(page: Page) {
  return page.getByTestId('chat-list').getByTestId('chat-text');
}

test.describe('chat room', () => {
  test('a guest is sent to login and comes back to the room afterwards', async ({ page }) => {
    await page.goto(`/chat/${ROOM}`);
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fchat%2F1/);
  });

  test('the room list shows every room, its VIP range and who may enter', async ({ page }) => {
    const demo = await login(DEMO.username, DEMO.password);
    await page.goto(`/chat?token=${encodeURIComponent(demo.token)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('聊天室');
    await expect(page.getByRole('link', { name: /综合大厅/ })).toBeVisible();
    // demo888 is VIP5: the VIP8–VIP10 room is shown, closed to them, with the reason.
    await expect(page.getByText('该聊天室仅限VIP8–VIP10会员进入')).toBeVisible();
    await expect(page.getByRole('link', { name: /至尊俱乐部/ })).toHaveCount(0);
    await page.screenshot({ path: '/tmp/chat-list-390.png' });
    await page.getByRole('link', { name: /综合大厅/ }).click();
    await expect(page).toHaveURL(/\/chat\/1$/);
    await expect(page.getByTestId('chat-connection')).toHaveText('已连接');
  });

  test('two members in two browsers send and receive each other’s messages', async ({ browser }) => {
    const demo = await login(DEMO.username, DEMO.password);
    const other = await register(`chat${Date.now() % 1_000_000}`, 'Chat2026ok');
    const a = await openRoom(browser, demo.token);
    const b = await openRoom(browser, other.token);

    const fromA = `大家好，来自甲的消息 ${Date.now()} 🎉`;
    await send(a, fromA);
    await expect(bubbles(b).filter({ hasText: fromA })).toHaveCount(1);
    await expect(bubbles(a).filter({ hasText: fromA })).toHaveCount(1);

    const fromB = `收到！乙回复 ${Date.now()} 👍`;
    await send(b, fromB);
    await expect(bubbles(a).filter({ hasText: fromB })).toHaveCount(1);
    // Own messages are marked as the member's own.
    await expect(b.locator('.chat-msg--mine').filter({ hasText: fromB })).toHaveCount(1);

    // The other browser saw the second member come in.
    await expect(a.getByTestId('chat-list')).toContainText('进入聊天室');

    await a.screenshot({ path: '/tmp/chat-room-390.png' });
    await a.setViewportSize({ width: 1440, height: 900 });
    await a.screenshot({ path: '/tmp/chat-room-1440.png' });
    await a.context().close();
    await b.context().close();
  });

  test('an XSS payload sent as chat text renders inert, as text; long words wrap', async ({ browser }) => {
    const demo = await login(DEMO.username, DEMO.password);
    const other = await register(`xss${Date.now() % 1_000_000}`, 'Chat2026ok');
    const a = await openRoom(browser, demo.token);
    const b = await openRoom(browser, other.token);
    const dialogs: string[] = [];
    b.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });

    const payloads = [
      `<img src=x onerror="window.__chatXss=1;alert(1)">`,
      `<script>window.__chatXss=2</script>`,
      `<a href="javascript:window.__chatXss=3">点我</a>`,
    ];
    for (const payload of payloads) await send(a, payload);
    for (const payload of payloads) await expect(bubbles(b).filter({ hasText: payload })).toHaveCount(1);

    const list = b.getByTestId('chat-list');
    await expect(list.locator('img, script, a[href^="javascript"]')).toHaveCount(0);
    await bubbles(b).filter({ hasText: '点我' }).click();
    expect(await b.evaluate(() => (window as { __chatXss?: number }).__chatXss)).toBeUndefined();
    expect(dialogs).toEqual([]);

    const longWord = `超长${'W'.repeat(400)}`;
    await send(a, longWord);
    const bubble = bubbles(b).filter({ hasText: longWord });
    await expect(bubble).toHaveCount(1);
    const fits = await list.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
    await a.context().close();
    await b.context().close();
  });

  test('a room with history opens at its newest message, its view filled, without an empty-room flash', async ({
    browser,
  }) => {
    const demo = await login(DEMO.username, DEMO.password);
    const a = await openRoom(browser, demo.token);
    const stamp = Date.now();
    // More than a 390×844 view holds (the join brings the newest 30).
    for (let i = 1; i <= 16; i++) await send(a, `历史消息 ${stamp} 第${i}条`);
    await a.context().close();

    const context = await browser.newContext();
    const page = await context.newPage();
    // Records whether the room ever said it was empty while it was being drawn.
    await page.addInitScript(() => {
      const seen = { empty: false };
      (window as { __emptySeen?: typeof seen }).__emptySeen = seen;
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('还没有人发言')) seen.empty = true;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(`/chat/${ROOM}?token=${encodeURIComponent(demo.token)}`);
    const newest = bubbles(page).filter({ hasText: `历史消息 ${stamp} 第16条` });
    await expect(newest).toBeInViewport();
    // The view fills up over the next frames (a few rows per frame), up to the top of the list.
    await expect.poll(() => page.getByTestId('chat-list').locator('[data-index]').count()).toBeGreaterThanOrEqual(12);
    await expect(newest).toBeInViewport();
    expect(await page.evaluate(() => (window as { __emptySeen?: { empty: boolean } }).__emptySeen?.empty)).toBe(false);
    await context.close();
  });

  test('scrolling up loads older messages without moving the one being read', async ({ browser }) => {
    // 35 messages are sent and echoed before the check, then up to 40 scroll steps: on a machine
    // at load 20 on 2 cores (issue #41 item 9's contention run) that outlasted 30 s, every step
    // waiting for its state. The ceiling is tripled; nothing here waits for time.
    test.slow();
    const demo = await login(DEMO.username, DEMO.password);
    const a = await openRoom(browser, demo.token);
    const stamp = Date.now();
    const text = (n: number) => `翻页消息 ${stamp} 第${n}条`;
    // The join brings the newest 30: numbers 6–35; 1–5 come with the first history page.
    for (let i = 1; i <= 35; i++) await send(a, text(i));
    await a.context().close();

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`/chat/${ROOM}?token=${encodeURIComponent(demo.token)}`);
    await expect(bubbles(page).filter({ hasText: text(35) })).toBeInViewport();
    // The first history reply is held until the place has been read with the loading row shown
    // (a reply delayed by a fixed time raced the scrolling on a busy machine), then let through.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let historyCalls = 0;
    await page.route('**/stream/api/v1/history', async (route) => {
      historyCalls += 1;
      if (historyCalls === 1) await held;
      await route.continue();
    });

    const list = page.getByTestId('chat-list');
    const oldestShown = bubbles(page).filter({ hasText: text(6) });
    // A reader scrolls up to the oldest message of the first page (scrolling up draws rows above).
    for (let i = 0; i < 40 && !(await oldestShown.count()); i++) await list.evaluate((el) => el.scrollBy(0, -400));
    await list.evaluate((el) => el.scrollTo(0, 0));
    await expect(list.getByText('正在加载更早的消息…')).toBeVisible();
    await expect(oldestShown).toBeInViewport();
    const before = (await oldestShown.boundingBox())?.y ?? Number.NaN;
    release();

    // The older page arrives above: message 5 is now just above 6, and 6 has not moved.
    const olderRow = list.locator('[data-index]').filter({ has: page.getByTestId('chat-text').filter({ hasText: text(5) }) });
    await expect(olderRow).toHaveCount(1);
    await expect(list.getByText('正在加载更早的消息…')).toHaveCount(0);
    const after = (await oldestShown.boundingBox())?.y ?? Number.NaN;
    expect(Math.abs(after - before)).toBeLessThanOrEqual(2);
    await list.evaluate((el) => el.scrollBy(0, -200));
    await expect(bubbles(page).filter({ hasText: text(5) })).toBeInViewport();
    await context.close();
  });
});
