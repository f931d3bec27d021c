import { expect, test } from '@playwright/test';
import { control, countCalls, freshDemo, read, slow } from './mine-api';

test.describe.configure({ mode: 'serial' });

interface MailPage {
  list: { id: number; title: string; read: boolean }[];
  total: number;
}
interface FeedbackPage {
  list: { id: number; content: string; reply: string }[];
  total: number;
}

test('/mine/mail: the seeded mail pages as the list scrolls; reading marks read everywhere; delete one; select several', async ({ page, context, request, baseURL }) => {
  const token = await freshDemo(request, context, baseURL);
  const all = await read<MailPage>(request, 'mailList', token, { pageNum: 1, pageSize: 100 });
  const unreadBefore = (await read<{ unread: number }>(request, 'mailUnread', token)).unread;
  expect(all.total).toBeGreaterThan(15);

  const pages = countCalls(page, 'mailList');
  await page.goto('/mine/mail');
  const rows = page.getByTestId('mail-row');
  await expect(rows.first()).toContainText(all.list[0]?.title ?? '');
  await expect(page.getByTestId('mail-unread-count')).toContainText(String(unreadBefore));
  // Paging as the member scrolls: the end of the list asks for the next page.
  const list = page.getByRole('region', { name: '站内信列表' });
  await expect.poll(async () => {
    await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    return pages.count;
  }).toBeGreaterThanOrEqual(2);
  // The list is virtualised: the last mail is drawn once the member has scrolled down to it, so
  // keep scrolling to the end (as a member does) while the next page's rows arrive.
  await expect
    .poll(
      async () => {
        await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
        return list.textContent();
      },
      { timeout: 15_000 },
    )
    .toContain(all.list.at(-1)?.title ?? '');
  await list.evaluate((el) => el.scrollTo({ top: 0 }));

  // Platform text is text: a mail with markup shows the markup, and nothing runs.
  await control(request, 'mail', { username: 'demo888', title: '安全提示', content: '<img src=x onerror="document.title=1">请勿<b>泄露</b>验证码' });
  await page.reload();
  const reads = countCalls(page, 'mailRead');
  await rows.first().click();
  const reader = page.getByTestId('mail-reader');
  await expect(reader.getByTestId('mail-content')).toHaveText('<img src=x onerror="document.title=1">请勿<b>泄露</b>验证码');
  await expect(reader.locator('img, b')).toHaveCount(0);
  await expect.poll(() => reads.count).toBe(1);
  await expect.poll(async () => (await read<{ unread: number }>(request, 'mailUnread', token)).unread).toBe(unreadBefore);
  await expect(page.getByTestId('mail-unread-count')).toContainText(String(unreadBefore));

  // Delete the open mail: confirm, gone from the simulator and the list.
  const deletes = countCalls(page, 'mailDelete');
  await reader.getByRole('button', { name: '删除' }).dblclick();
  await expect(page.getByRole('dialog').filter({ hasText: '删除站内信' })).toHaveCount(1);
  await page.getByRole('dialog').filter({ hasText: '删除站内信' }).getByRole('button', { name: '删除' }).click();
  await expect(reader).toHaveCount(0);
  await expect(rows.first()).not.toContainText('安全提示');
  expect((await read<MailPage>(request, 'mailList', token, { pageSize: 100 })).total).toBe(all.total);
  expect(deletes.count).toBe(1);

  // Select two unread ones, mark them read with a double tap: one request, the count falls by two.
  await page.getByRole('button', { name: '编辑' }).click();
  const unreadRows = page.locator('[data-testid="mail-row"].is-unread');
  await unreadRows.nth(0).locator('input[type=checkbox]').check();
  await unreadRows.nth(1).locator('input[type=checkbox]').check();
  await slow(request, 'mailRead');
  await page.getByRole('button', { name: '标为已读（2）' }).dblclick();
  await expect.poll(async () => (await read<{ unread: number }>(request, 'mailUnread', token)).unread).toBe(unreadBefore - 2);
  await expect(page.getByTestId('mail-unread-count')).toContainText(String(unreadBefore - 2));
  expect(reads.count).toBe(2);

  // Select the first two and delete them.
  await rows.nth(0).locator('input[type=checkbox]').check();
  await rows.nth(1).locator('input[type=checkbox]').check();
  await page.getByRole('button', { name: '删除（2）' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await expect.poll(async () => (await read<MailPage>(request, 'mailList', token, { pageSize: 100 })).total).toBe(all.total - 2);

  // The member centre shows the same count.
  const left = (await read<{ unread: number }>(request, 'mailUnread', token)).unread;
  await page.goto('/mine');
  await expect(page.getByTestId('mine-mail-unread')).toContainText(String(left));
});

test('/mine/feedback: earlier feedback with replies; a double tap sends one; the platform reply shows', async ({ page, context, request, baseURL }) => {
  const token = await freshDemo(request, context, baseURL);
  const seeded = await read<FeedbackPage>(request, 'feedbackList', token);
  await page.goto('/mine/feedback?tab=mine');
  await expect(page.getByTestId('feedback-item')).toHaveCount(seeded.total);
  await expect(page.getByTestId('feedback-reply').first()).toHaveText(seeded.list.find((f) => f.reply)?.reply ?? '');

  await page.getByRole('link', { name: '提交反馈' }).click();
  await page.getByRole('radio', { name: '取款问题' }).check({ force: true });
  const text = page.getByLabel('反馈内容');
  await text.fill('提款');
  await expect(page.getByTestId('feedback-count')).toContainText('4/500');
  await page.getByRole('button', { name: '提交反馈' }).click();
  await expect(page.getByText('反馈内容至少5个字')).toBeVisible();

  // What was typed survives a look at 我的反馈.
  await text.fill('周末提款到账比平时慢，希望能加快处理');
  await page.getByRole('link', { name: '我的反馈' }).click();
  await page.getByRole('link', { name: '提交反馈' }).click();
  await expect(page.getByLabel('反馈内容')).toHaveValue('周末提款到账比平时慢，希望能加快处理');
  await page.getByLabel('联系方式（选填）').fill('电话 13800138888');

  const sends = countCalls(page, 'feedbackSubmit');
  await slow(request, 'feedbackSubmit');
  await page.getByRole('button', { name: '提交反馈' }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: '提交成功' })).toBeVisible();
  expect(sends.count).toBe(1);
  const after = await read<FeedbackPage>(request, 'feedbackList', token);
  expect(after.total).toBe(seeded.total + 1);
  const mine = after.list[0];
  expect(mine?.content).toBe('周末提款到账比平时慢，希望能加快处理');
  await expect(page.getByTestId('feedback-item').first()).toContainText('待回复');

  await control(request, 'feedback/reply', { id: mine?.id, reply: '您好，周末提款已安排专人处理，一般 15 分钟内到账。' });
  await page.reload();
  await expect(page.getByTestId('feedback-item').first().getByTestId('feedback-reply')).toHaveText('您好，周末提款已安排专人处理，一般 15 分钟内到账。');
});
