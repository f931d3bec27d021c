import { VENUE_API_PATHS } from '@site/api-contract';
import { expect, test } from '@playwright/test';
import { logIn, sim } from './helpers';

// Issue #41 item 4: one venue's feed never answering must not hold the others' matches. They
// used to appear only when the whole round gave up on the slow venue (~12 s); now each venue's
// list shows as it comes and the late venue is marked as loading until it answers or times out.

test.beforeEach(async ({ request }) => {
  await sim(request, '/__sim/reset');
});

test("with FB体育's feed hanging, the others' matches show while FB体育 is still marked loading", async ({ page, context, request }) => {
  await logIn(request, context);
  let asked = 0;
  // Never answered: the request stays open as long as the page.
  await page.route(`**${VENUE_API_PATHS.fbtyMatches}`, () => {
    asked += 1;
  });

  const started = Date.now();
  await page.goto('/game/sport?phase=early');
  await expect(page.getByRole('button', { name: /^IM体育.*（投注：/ }).first()).toBeVisible({ timeout: 20_000 });
  const shownAfter = Date.now() - started;
  // Shown before the slow venue's own timeout: the marker still says it is loading.
  await expect(page.getByTestId('sports-loading')).toHaveText('FB体育赛事加载中…');
  expect(asked).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: /^YB体育.*（投注：/ }).first()).toBeVisible();
  test.info().annotations.push({ type: 'matches shown after', description: `${String(shownAfter)} ms` });

  // At its timeout the slow venue is named as failed (in Chinese); the others stay.
  await expect(page.locator('.sports__note').filter({ hasText: 'FB体育暂时无法获取赛事（场馆响应超时）' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('sports-loading')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^IM体育.*（投注：/ }).first()).toBeVisible();
});
