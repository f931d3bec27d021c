import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO, login, sim } from './members';

/** Room 1 of the simulator's seed: 综合大厅, VIP0–VIP10, open. */
const ROOM = 1;

async function send(page: Page, text: string): Promise<void> {
  const input = page.getByRole('textbox', { name: '聊天内容' });
  await expect(input).toBeEnabled();
  await input.fill(text);
  await page.getByRole('button', { name: '发送' }).click();
  await expect(input).toHaveValue('');
  // The simulator broadcasts only to members in the room, the sender included: seeing it proves
  // the page is really back in the room on the server.
  await expect(page.getByTestId('chat-list').getByTestId('chat-text').filter({ hasText: text })).toHaveCount(1);
}

test.describe('chat maintenance', () => {
  test.afterEach(async () => {
    await sim('chat/room', { roomId: ROOM, status: 1 });
    await sim('chat/maintain', { on: false, message: '' });
  });

  test('a room in maintenance shows it, and the member is back in it when it reopens', async ({ page }) => {
    const demo = await login(DEMO.username, DEMO.password);
    await page.goto(`/chat/${ROOM}?token=${encodeURIComponent(demo.token)}`);
    await expect(page.getByTestId('chat-connection')).toHaveText('已连接');
    await send(page, `维护前 ${Date.now()}`);

    await sim('chat/room', { roomId: ROOM, status: 0 });
    await expect(page.getByText('该聊天室维护中，请稍后再来')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '聊天内容' })).toHaveCount(0);

    await sim('chat/room', { roomId: ROOM, status: 1 });
    await send(page, `维护后 ${Date.now()}`);
  });

  test('all-room maintenance blocks the room; afterwards the member can speak again', async ({ page }) => {
    const demo = await login(DEMO.username, DEMO.password);
    await page.goto(`/chat/${ROOM}?token=${encodeURIComponent(demo.token)}`);
    await expect(page.getByTestId('chat-connection')).toHaveText('已连接');

    await sim('chat/maintain', { on: true, message: '聊天室系统升级中' });
    await expect(page.getByText('聊天室系统升级中')).toBeVisible();

    await sim('chat/maintain', { on: false, message: '' });
    await send(page, `全站维护后 ${Date.now()}`);
  });
});
