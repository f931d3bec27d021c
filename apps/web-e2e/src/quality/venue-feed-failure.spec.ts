import { VENUE_API_PATHS } from '@site/api-contract';
import { expect, test } from '@playwright/test';
import { englishWords, pageTexts } from './inspect';
import { loginDemoMember, useMemberToken } from './member';

// Issue #41 item 5: the Chinese-only sweep with a venue's sports feed failing. IMTY answering
// HTTP 405 showed 「IM体育暂时无法获取赛事（Method Not Allowed）」 — the HTTP reason in English.
// The page must name the failing venue in Chinese, with a Chinese reason or none.

test('/game/sport with IM体育\'s feed answering 405 Method Not Allowed shows only Chinese', async ({ page, context, request, baseURL }) => {
  const token = await loginDemoMember(request, baseURL ?? '');
  await useMemberToken(context, baseURL ?? '', token);
  const failed: string[] = [];
  await page.route(`**${VENUE_API_PATHS.imtyEvents}`, async (route) => {
    failed.push(route.request().url());
    await route.fulfill({ status: 405, contentType: 'text/plain', body: 'Method Not Allowed' });
  });

  await page.goto('/game/sport?phase=early');
  const note = page.locator('.sports__note').filter({ hasText: 'IM体育暂时无法获取赛事' });
  await expect(note).toBeVisible({ timeout: 20_000 });
  expect(failed.length).toBeGreaterThan(0);
  // The others' matches stay.
  await expect(page.locator('.sports-match').first()).toBeVisible();

  const english = (await pageTexts(page)).flatMap((item) => englishWords(item.text).map((word) => `${word}（${item.kind} ${item.where}：「${item.text.slice(0, 80)}」）`));
  expect(english, '页面上的英文').toEqual([]);
  expect(await note.textContent()).not.toMatch(/[a-z]/);
});
