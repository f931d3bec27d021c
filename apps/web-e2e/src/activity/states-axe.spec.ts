import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { AXE_TAGS } from '../quality/allowlist';
import { englishWords, pageTexts, settle } from '../quality/inspect';
import { PLAIN_MEMBER, noPopup, sim } from './helpers';
import { loginThroughForm } from '../entry/helpers';

// The quality sweep opens each path of the page table as it first appears; these are the states
// of the activity, sponsor and agent pages it does not reach: an open promotion, a story, the
// agent application form, a turned card. Same checks: axe WCAG 2.2 AA and no English.

test.describe.configure({ mode: 'serial', timeout: 90_000 });

async function check(page: Page, what: string): Promise<void> {
  await settle(page);
  const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).options({ resultTypes: ['violations'] }).analyze();
  const problems = axe.violations.map((v) => `${what} 无障碍 ${v.id}：${v.help}（${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join('；')}）`);
  for (const t of await pageTexts(page)) {
    const words = englishWords(t.text);
    if (words.length > 0) problems.push(`${what} 英文（${words.join(', ')}）在 ${t.where}`);
  }
  expect(problems).toEqual([]);
}

test.beforeAll(async ({ request }) => {
  await sim(request, 'reset', {});
});

test('guest states: an open promotion, an ended one, a sponsor story', async ({ page }) => {
  await noPopup(page);
  await page.goto('/activity/discount?id=1');
  await expect(page.getByRole('heading', { name: '首存加赠 100%' })).toBeVisible();
  await check(page, '活动详情');
  await page.goto('/activity/discount?tab=sport');
  await page.getByRole('link', { name: /欧冠竞猜/ }).click();
  await expect(page.getByRole('button', { name: '活动已结束' })).toBeDisabled();
  await check(page, '已结束的活动');
  await page.goto('/activity/discount?id=999');
  await expect(page.getByText('该活动不存在或已下线')).toBeVisible();
  await check(page, '不存在的活动');
  await page.goto('/sponsor/0?story=youth-cup');
  await expect(page.getByRole('heading', { name: '一双球鞋的约定' })).toBeVisible();
  await check(page, '赞助故事');
});

test('member states: the agent application form with its errors, a turned card, a check-in done', async ({ page, context, request }) => {
  await noPopup(page);
  await loginThroughForm(page, request, PLAIN_MEMBER);
  await expect(page).toHaveURL('/');
  await page.goto('/agent');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('请输入真实姓名')).toBeVisible();
  await check(page, '代理申请表');

  await context.clearCookies();
  await loginThroughForm(page, request, { username: 'demo888', password: 'Demo@2026' });
  await expect(page).toHaveURL('/');
  await page.goto('/activity/luckyFlip');
  await page.getByRole('button', { name: '翻开第 1 张牌' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^恭喜获得/ })).toBeVisible();
  await check(page, '翻牌结果');
  await page.goto('/activity/calendar');
  await page.getByRole('button', { name: '立即签到' }).click();
  await expect(page.getByRole('button', { name: '今日已签到' })).toBeDisabled();
  await check(page, '已签到');
});
