import { expect, test } from '@playwright/test';
import { settle } from '../quality/inspect';
import { SHOT_SIZES, shot } from '../quality/screenshots';
import { DEMO_MEMBER, loginDemoMember, useMemberToken } from './helpers';

// Screenshots for the issue note: home (guest and member), login and register, at a phone and a
// desktop size. They are looked at by a person; the test only makes sure the page is there.

for (const size of SHOT_SIZES) {
  test.describe(`screenshots ${size.name}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.isMobile });

    test('home, login and register as a guest', async ({ page }) => {
      for (const [name, path] of [
        ['home-guest', '/'],
        ['login', '/user/login'],
        ['register', '/user/register'],
      ] as const) {
        await page.goto(path);
        await settle(page);
        await expect(page.locator('body')).toContainText(/[\u4e00-\u9fff]/);
        await shot(page, `${name}-${size.name}`, { fullPage: true });
      }
    });

    test('home as a member, and the activity pop-up', async ({ page, context, request, baseURL }) => {
      await useMemberToken(context, baseURL ?? '', await loginDemoMember(request, baseURL ?? ''));
      await page.goto('/');
      // The member's activity pop-up is a card in the page, below the lobbies (never over the panel).
      const pop = page.getByRole('complementary', { name: '热门活动' });
      await expect(pop).toBeVisible();
      await pop.scrollIntoViewIfNeeded();
      await shot(page, `home-popup-${size.name}`);
      await pop.getByRole('button', { name: '稍后再看' }).click();
      await expect(pop).toHaveCount(0);
      await expect(page.getByRole('region', { name: '会员信息' })).toContainText(DEMO_MEMBER.username);
      await settle(page);
      await shot(page, `home-member-${size.name}`, { fullPage: true });
    });
  });
}
