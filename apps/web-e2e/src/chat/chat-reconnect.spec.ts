import { expect, test } from '@playwright/test';
import type { Page, WebSocketRoute } from '@playwright/test';
import { DEMO, login, sim } from './members';

const ROOM = 1;
const HANDSHAKE = /\/stream\/ws\/v1\/handshake/;

/** SPEC §9: a reconnect attempt waits 3 s (CHAT_RECONNECT_DELAY_MS). */
const RECONNECT_MS = 3_000;

/** Stops the page's clock: from here its timers fire only as the test moves it. */
async function holdClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

function connection(page: Page) {
  return page.getByTestId('chat-connection');
}

test.describe('chat connection', () => {
  test('the simulator drops every socket: the client reconnects after 3 s and is back in the room', async ({ page }) => {
    const demo = await login(DEMO.username, DEMO.password);
    const opened: number[] = [];
    page.on('websocket', (ws) => {
      if (HANDSHAKE.test(ws.url())) opened.push(Date.now());
    });
    // The page's timers run on Playwright's clock: the 3 s are the page's own, counted exactly,
    // not a window of wall time that a busy machine overruns.
    await page.clock.install();
    await page.goto(`/chat/${ROOM}?token=${encodeURIComponent(demo.token)}`);
    await expect(connection(page)).toHaveText('已连接');
    await expect(page.getByRole('textbox', { name: '聊天内容' })).toBeEnabled();
    expect(opened).toHaveLength(1);

    await holdClock(page);
    const { dropped } = await sim<{ dropped: number }>('chat/drop', {});
    expect(dropped).toBeGreaterThanOrEqual(1);
    await expect(connection(page)).toContainText('正在重新连接（第 1/5 次）');
    // Not a moment before 3 s…
    await page.clock.runFor(RECONNECT_MS - 1);
    await page.evaluate(() => undefined);
    expect(opened).toHaveLength(1);
    // …and at 3 s.
    await page.clock.runFor(1);
    await expect.poll(() => opened.length).toBe(2);
    await page.clock.resume();
    await expect(connection(page)).toHaveText('已连接');

    // The room was re-joined on the new connection: a message goes through again.
    const text = `重连后的消息 ${Date.now()}`;
    await page.getByRole('textbox', { name: '聊天内容' }).fill(text);
    await page.getByRole('button', { name: '发送' }).click();
    await expect(page.getByTestId('chat-list').getByTestId('chat-text').filter({ hasText: text })).toHaveCount(1);
  });

  test('five failed attempts leave the chat offline with a retry button that works', async ({ page }) => {
    const demo = await login(DEMO.username, DEMO.password);
    let refuse = false;
    let attempts = 0;
    // Between the page and the simulator: pass through, or refuse new sockets while `refuse` is on.
    await page.routeWebSocket(HANDSHAKE, (ws: WebSocketRoute) => {
      if (refuse) {
        attempts += 1;
        void ws.close({ code: 1011, reason: 'refused' });
        return;
      }
      ws.connectToServer();
    });
    await page.clock.install();
    await page.goto(`/chat/${ROOM}?token=${encodeURIComponent(demo.token)}`);
    await expect(connection(page)).toHaveText('已连接');

    // Each wait of 3 s is run on the page's clock (Playwright's), not waited for.
    await holdClock(page);
    refuse = true;
    await sim('chat/drop', {});
    for (let n = 1; n <= 5; n += 1) {
      await expect(connection(page)).toContainText(`第 ${n}/5 次`);
      await page.clock.runFor(RECONNECT_MS);
      await expect.poll(() => attempts).toBe(n);
    }
    const retry = page.getByRole('button', { name: '重新连接' });
    await expect(connection(page)).toContainText('聊天室连接已断开');
    await expect(retry).toBeVisible();
    expect(attempts).toBe(5);
    // Offline means offline: no sixth attempt on its own, however long.
    await page.clock.runFor(RECONNECT_MS * 10);
    await page.evaluate(() => undefined);
    expect(attempts).toBe(5);
    await page.clock.resume();
    await expect(page.getByRole('textbox', { name: '聊天内容' })).toBeDisabled();
    await page.screenshot({ path: '/tmp/chat-offline-390.png' });

    refuse = false;
    await retry.click();
    await expect(connection(page)).toHaveText('已连接');
    await expect(page.getByRole('textbox', { name: '聊天内容' })).toBeEnabled();
  });
});
