import { expect, test } from '@playwright/test';
import { HELP_TOPICS } from '@site/api-contract/pages';
import type { HelpTopic } from '@site/api-contract/pages';
import { settle } from '../quality/inspect';
import { loginDemoMember, useMemberToken } from '../quality/member';

// Issue 21: the help centre has an index with search, and every topic is real text from the
// platform's help calls, rendered as headings, paragraphs and lists (never 页面建设中).

const TOPICS = Object.entries(HELP_TOPICS) as [HelpTopic, string][];

test('the index groups all 21 topics as 新手入门 / 存取款 / 游戏指南 / 关于我们', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: '帮助中心' })).toBeVisible();
  const groups = page.locator('.site-list__header');
  await expect(groups).toHaveText(['新手入门', '存取款', '游戏指南', '关于我们']);
  for (const [, title] of TOPICS) await expect(page.getByRole('link', { name: new RegExp(`^${title}`) })).toHaveCount(1);
});

test('search finds a topic by a word of its body and opens it', async ({ page }) => {
  await page.goto('/help');
  const search = page.getByRole('searchbox', { name: '搜索帮助' });
  // 链类型 is in the virtual-coin tutorial's text, not in any title.
  await search.fill('链类型');
  await expect(page.getByRole('status').filter({ hasText: '找到' })).toHaveText(/找到 \d+ 篇相关帮助/);
  const hit = page.getByRole('link', { name: /^虚拟币存取款教程/ });
  await expect(hit).toBeVisible();
  await expect(hit.locator('mark').first()).toHaveText('链类型');
  // The groups give way to the results.
  await expect(page.getByRole('link', { name: /^如何开户/ })).toHaveCount(0);

  await search.fill('这个词不会出现在帮助里');
  await expect(page.getByText(/没有找到与“这个词不会出现在帮助里”相关的帮助/)).toBeVisible();
  await search.fill('链类型');
  await hit.click();
  await expect(page).toHaveURL(/\/help\/xnbcqkjc$/);
  await expect(page.getByRole('heading', { level: 1, name: '虚拟币存取款教程' })).toBeVisible();
});

// Each topic's text (a heading, a few paragraphs under h2 headings, 300+ characters, never 页面建设中)
// is checked on the guest's visit of the sweep, which loads every /help/<topic> anyway
// (quality/page-checks.ts, 帮助主题正文).

test("a step that names a member page links to it; a guest is asked to log in first and comes back there", async ({ page }) => {
  await page.goto('/help/xnbcqkjc');
  const step = page.locator('.help-doc__steps li').filter({ hasText: '在“存款方式”中选择“数字货币”' });
  const link = step.getByRole('link', { name: '存款' });
  await expect(link).toHaveAttribute('href', `/user/login?redirect=${encodeURIComponent('/mine/finance/deposit')}`);
  await link.click();
  await expect(page).toHaveURL(/\/user\/login\?redirect=/);
});

test('a member follows the same link straight to the page', async ({ page, context, request, baseURL }) => {
  await useMemberToken(context, baseURL ?? '', await loginDemoMember(request, baseURL ?? ''));
  await page.goto('/help/ck');
  const link = page.locator('.help-doc__steps').getByRole('link', { name: '存款' }).first();
  await expect(link).toHaveAttribute('href', '/mine/finance/deposit');
  await link.click();
  await expect(page).toHaveURL(/\/mine\/finance\/deposit$/);
  await expect(page.getByRole('heading', { level: 1, name: '存款' })).toBeVisible();
});

test('the responsible-gambling topic links the responsible-play tools', async ({ page }) => {
  await page.goto('/help/bczr');
  // A guest is sent through login (the tools are a member page).
  await expect(page.getByRole('link', { name: '负责任博彩工具', exact: true })).toHaveAttribute('href', `/user/login?redirect=${encodeURIComponent('/mine/responsible')}`);
});

test('the help centre is reached from the home footer and from 我的', async ({ page, context, request, baseURL }) => {
  await page.addInitScript(() => sessionStorage.setItem('home_pop_seen', '1'));
  await page.goto('/');
  await page.getByRole('navigation', { name: '帮助与条款' }).getByRole('link', { name: '帮助中心' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: '帮助中心' })).toBeVisible();

  await useMemberToken(context, baseURL ?? '', await loginDemoMember(request, baseURL ?? ''));
  await page.goto('/mine');
  await page.getByRole('link', { name: /^帮助中心/ }).click();
  await expect(page).toHaveURL(/\/help$/);
  await settle(page);
});

test('a link to another site inside a help text is shown as plain text; the rest of the topic stays (#35 item 7)', async ({ page }) => {
  await page.route('**/site/api/v1/help/detail', async (route) => {
    const reply = (await (await route.fetch()).json()) as { data: { blocks: unknown[] } };
    const blocks = [{ type: 'p', text: ['更多说明见', { text: '外部网站', href: 'https://evil.example/help' }, '。'] }, ...reply.data.blocks];
    await route.fulfill({ json: { ...reply, data: { ...reply.data, blocks } } });
  });
  await page.goto('/help/ck');
  await expect(page.getByRole('heading', { level: 1, name: '如何存款' })).toBeVisible();
  await expect(page.getByText('更多说明见外部网站。')).toBeVisible();
  await expect(page.getByRole('link', { name: '外部网站' })).toHaveCount(0);
  await expect(page.getByText('加载失败')).toHaveCount(0);
  await expect(page.locator('.help-doc__h').first()).toBeVisible();
});
