import { API_PATHS } from '@site/api-contract';
import { expect, test } from '@playwright/test';
import { loginDemoMember, useMemberToken } from '../quality/member';

// Issue #36 item 3: a page's data is asked for on intent, before the tap lands — the /mine menu's
// links (PathLink) preload as the router's typed links do (components/preload.ts).

test('/mine: a pointer over 投注记录 asks for the bet records before any tap, and the tap shows them without asking again', async ({ page, context, request, baseURL }) => {
  const token = await loginDemoMember(request, baseURL ?? '');
  await useMemberToken(context, baseURL ?? '', token);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === API_PATHS.betRecords) asked.push(r.url());
  });
  await page.goto('/mine');
  const link = page.getByRole('link', { name: '投注记录' });
  await expect(link).toBeVisible();
  await expect(page.locator('.boot-view')).toHaveCount(0);
  expect(asked).toEqual([]);

  const preloaded = page.waitForRequest((r) => new URL(r.url()).pathname === API_PATHS.betRecords);
  await link.hover();
  await preloaded;
  expect(page.url()).toMatch(/\/mine$/);

  await link.click();
  await expect(page.getByTestId('record-row').first()).toBeVisible();
  // The navigation used the preloaded answer.
  expect(asked).toHaveLength(1);
});
