import { expect, test } from '@playwright/test';
import { API_PATHS } from '@site/api-contract';
import { settle } from '../quality/inspect';
import { SHOT_SIZES, shot } from '../quality/screenshots';
import { call, signedIn } from './helpers';

// Screenshots of issue #22 for a person to look at: /mine/responsible with a limit, a pending
// raise and the room left, the deposit page's limit line, the reality-check dialog and the home
// footer, at a phone and a desktop size. The test only makes sure each view is there.

for (const size of SHOT_SIZES) {
  test.describe(`responsible play screenshots ${size.name}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.isMobile });

    test('the tools page, the deposit line, the reality check and the footer', async ({ page, context, request, baseURL }) => {
      test.setTimeout(60_000);
      await page.addInitScript(() => sessionStorage.setItem('home_pop_seen', '1'));
      await page.clock.install();
      const member = await signedIn(context, request, baseURL, 'shots');
      // A 24-hour limit of 100 with 80 deposited and a raise to 500 waiting; 30 days at 2,000.
      await call(request, 'depositLimitSet', { period: 'day', limit: 100 }, member.token);
      await call(request, 'depositLimitSet', { period: 'month', limit: 2000 }, member.token);
      await call(request, 'depositCreate', { channelId: 3, amount: 80 }, member.token, crypto.randomUUID());
      await call(request, 'depositLimitSet', { period: 'day', limit: 500 }, member.token);

      await page.goto('/mine/responsible');
      await expect(page.getByTestId('limit-day')).toContainText('待生效');
      await settle(page);
      await shot(page, `responsible-${size.name}`, { fullPage: true });

      await page.goto('/mine/finance/deposit');
      await expect(page.getByTestId('deposit-room')).toContainText('¥20.00');
      await settle(page);
      await shot(page, `deposit-room-${size.name}`);

      // The settings are read by the page's loader and by the check (which schedules from that
      // answer): the clock jumps only after both, or a request in flight would time out.
      let reads = 0;
      page.on('response', (r) => {
        if (r.url().endsWith(API_PATHS.responsibleInfo)) reads += 1;
      });
      await page.goto('/mine/responsible');
      await expect.poll(() => reads, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
      reads = 0;
      await page.getByRole('radio', { name: '15分钟' }).click();
      await expect(page.getByRole('radio', { name: '15分钟' })).toHaveAttribute('aria-checked', 'true');
      await expect.poll(() => reads, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
      await settle(page);
      await page.clock.fastForward('15:00');
      const dialog = page.getByRole('dialog').filter({ hasText: '现实检查' });
      await expect(dialog.getByTestId('reality-net')).toBeVisible();
      await shot(page, `reality-check-${size.name}`);
      await dialog.getByRole('button', { name: '继续' }).click();

      await page.goto('/');
      await page.getByRole('img', { name: '18岁以上' }).scrollIntoViewIfNeeded();
      await settle(page);
      await shot(page, `home-footer-${size.name}`, { fullPage: true });
    });
  });
}
