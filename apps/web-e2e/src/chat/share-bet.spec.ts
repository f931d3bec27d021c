import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { API_PATHS } from '@site/api-contract';
import { signIn } from '../money/money-api';
import { DEMO, login, register } from './members';

/**
 * Issue #41 item 7 (SPEC §7, ShareBetRecord 10010): a bet record's detail shares the record to a
 * chat room the member may enter, and a member in that room sees it as a bet card (venue, match,
 * pick, stake), never as raw text.
 */
async function openRoom(browser: Browser, token: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/chat/1?token=${encodeURIComponent(token)}`);
  await expect(page.getByTestId('chat-connection')).toHaveText('已连接');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('综合大厅');
  return page;
}

interface BetRow {
  gameName: string;
  betContent: string;
  betAmount: number;
}

test('a bet record shared from its detail arrives in the room as a bet card', async ({ browser, page, context, baseURL }) => {
  const demo = await login(DEMO.username, DEMO.password);
  const other = await register(`share${Date.now() % 1_000_000}`, 'Chat2026ok');
  const watcher = await openRoom(browser, other.token);

  await signIn(context, baseURL ?? '', demo.token);
  const reply = page.waitForResponse((r) => r.url().endsWith(API_PATHS.betRecords));
  await page.goto('/mine/record/betRecord');
  const body = (await (await reply).json()) as { data: { list: BetRow[] } };
  const first = body.data.list[0];
  if (!first) throw new Error('the demo member has no bet record to share');

  await page.getByTestId('record-row').first().click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('button', { name: '分享到聊天室' }).click();
  const rooms = sheet.getByRole('group', { name: '选择要分享到的聊天室' });
  // demo888 is VIP5: the VIP8–VIP10 room is listed but cannot be chosen, with the reason.
  await expect(rooms.getByRole('button', { name: '至尊俱乐部' })).toBeDisabled();
  await expect(rooms).toContainText('该聊天室仅限VIP8–VIP10会员进入');
  await rooms.getByRole('button', { name: '综合大厅' }).click();
  await expect(sheet.getByRole('region', { name: '分享到聊天室' }).getByRole('status')).toHaveText('已分享到「综合大厅」');

  const card = watcher.getByTestId('chat-list').getByTestId('chat-bet');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(first.gameName);
  await expect(card).toContainText(first.betContent);
  await expect(card).toContainText(first.betAmount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
  // A card, not the record's JSON or text bubble.
  await expect(watcher.getByTestId('chat-list').getByTestId('chat-text').filter({ hasText: first.gameName })).toHaveCount(0);
  await card.screenshot({ path: '/tmp/chat-share-bet-card.png' });
  await page.screenshot({ path: '/tmp/record-share-sheet.png' });
  await watcher.context().close();
});
