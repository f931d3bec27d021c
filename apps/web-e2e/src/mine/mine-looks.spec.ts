import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { nextFrame, shot } from '../quality/screenshots';
import { freshDemo } from './mine-api';

// SHOTS_DIR=/some/dir keeps the pictures for a look (quality/screenshots.ts).

async function noSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Each page of the member centre and what shows once its data is in. */
const PAGES = [
  ['mine', '/mine', 'mine-balance'],
  ['userInfo', '/mine/userInfo', 'profile-nickname'],
  ['vip', '/mine/vip', 'vip-benefits'],
  ['vip-details', '/mine/vip/details', 'vip-table'],
  ['mail', '/mine/mail', 'mail-row'],
  ['feedback', '/mine/feedback', 'feedback-count'],
  ['feedback-mine', '/mine/feedback?tab=mine', 'feedback-item'],
  ['rebate', '/mine/rebate', 'rebate-available'],
  ['infoAudit', '/mine/infoAudit', 'audit-summary'],
] as const;

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  test(`member centre pages at ${String(width)}×${String(height)} fit the screen and are built`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(120_000);
    await freshDemo(request, context, baseURL);
    await page.setViewportSize({ width, height });
    for (const [name, url, ready] of PAGES) {
      await page.goto(url);
      await expect(page.getByTestId(ready).first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByText('页面建设中')).toHaveCount(0);
      await nextFrame(page);
      await noSideScroll(page);
      await shot(page, `mine-${name}-${String(width)}`, { fullPage: true });
    }
    // A mail open over the list.
    await page.goto('/mine/mail');
    await page.getByTestId('mail-row').first().click();
    await expect(page.getByTestId('mail-reader')).toBeVisible();
    await shot(page, `mine-mail-reader-${String(width)}`);
  });
}
