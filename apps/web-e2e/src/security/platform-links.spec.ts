import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { API_PATHS } from '@site/api-contract';
import { venueOrigin } from '../games/helpers';

// Issue #27 item 3: links from platform data (banner linkUrl, floating icons, pop-up) open site
// paths and allowlisted origins directly, anything else through 即将离开本站, javascript:/data: never.
// Tested with tampered replies, as the probe did.

type Ad = { linkUrl: string };

/** Rewrites the banner list: every ad links to `href`. */
async function tamperBanner(page: Page, href: string): Promise<void> {
  await page.route(`**${API_PATHS.queryStationAdList}`, async (route) => {
    try {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Ad[] };
      for (const ad of body.data) ad.linkUrl = href;
      await route.fulfill({ response, json: body });
    } catch {
      // The page moved on (the link was followed) before this reply was needed.
    }
  });
}

/** The link of the slide on show, with the carousel paused so it holds still. */
async function firstSlideLink(page: Page) {
  const carousel = page.getByRole('region', { name: '活动轮播' });
  await carousel.getByRole('button', { name: '暂停滚动' }).click();
  return carousel.locator('.site-carousel__slide:not([inert]) a');
}

/** No activity pop-up over the banner (the pop-up test sets its own reply, which takes precedence). */
async function noPopup(page: Page): Promise<void> {
  await page.route(`**${API_PATHS.popInfo}`, (route) => route.fulfill({ json: { status_code: 6000, message: '', data: { show: false, id: 0, title: '', imageUrl: '', linkUrl: '' } } }));
}

test.beforeEach(async ({ page }) => {
  await noPopup(page);
});

test('a tampered banner link to another site lands on 即将离开本站, which shows the full domain and asks', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).hostname.endsWith('evil.example')) outside.push(r.url());
  });
  const evil = 'https://promo.evil.example/win?from=banner';
  await tamperBanner(page, evil);
  await page.goto('/');
  const link = await firstSlideLink(page);
  // Even a middle click goes through the leave page: the anchor carries its address, not the raw link.
  await expect(link).toHaveAttribute('href', `/leave?to=${encodeURIComponent(evil)}`);
  await link.click();

  await expect(page).toHaveURL(/\/leave\?to=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('即将离开本站');
  await expect(page.getByTestId('leave-host')).toHaveText('promo.evil.example');
  await expect(page.getByTestId('leave-url')).toHaveText(evil);
  const go = page.getByRole('link', { name: '继续访问' });
  await expect(go).toHaveAttribute('href', evil);
  await expect(go).toHaveAttribute('rel', /noreferrer/);
  expect(outside).toEqual([]);

  await page.getByRole('button', { name: '留在本站' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('javascript: and data: banner links open nothing', async ({ page }) => {
  for (const href of ['javascript:window.__hit=1', ' JaVaScRiPt:window.__hit=1', 'data:text/html,<script>window.__hit=1</script>']) {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await noPopup(page);
    await tamperBanner(page, href);
    await page.goto('/');
    const link = await firstSlideLink(page);
    await expect(link).toBeVisible();
    expect(await link.getAttribute('href'), href).not.toMatch(/javascript|data:/i);
    await link.click();
    await page.waitForTimeout(300);
    await expect(page, href).toHaveURL(/\/$/);
    expect(await page.evaluate(() => (window as unknown as { __hit?: number }).__hit), href).toBeUndefined();
    expect(page.context().pages(), href).toHaveLength(1);
  }
});

test('a site path opens in the app; an allowlisted venue origin opens directly in a new window', async ({ page }) => {
  await tamperBanner(page, '/activity/calendar');
  await page.goto('/');
  await (await firstSlideLink(page)).click();
  await expect(page).toHaveURL(/\/activity\/calendar$/);

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await noPopup(page);
  const lobby = `${venueOrigin}/activity/IMTY`;
  await tamperBanner(page, lobby);
  const allowlist = page.waitForResponse((r) => r.url().includes(API_PATHS.vvPretty));
  await page.goto('/');
  await allowlist;
  const slide = await firstSlideLink(page);
  await expect(slide).toHaveAttribute('href', lobby);
  const popup = page.waitForEvent('popup');
  await slide.click();
  expect((await popup).url()).toBe(lobby);
  await expect(page).toHaveURL(/\/$/);
});

test('a tampered floating icon goes through the leave page too', async ({ page }) => {
  await page.route(`**${API_PATHS.suspensionIcon}`, async (route) => {
    try {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Ad[] };
      for (const icon of body.data) icon.linkUrl = '//evil.example/icon';
      await route.fulfill({ response, json: body });
    } catch {
      // The page moved on before this reply was needed.
    }
  });
  await page.goto('/');
  await page.locator('.home-float__open').first().click();
  await expect(page).toHaveURL(/\/leave\?to=/);
  await expect(page.getByTestId('leave-host')).toHaveText('evil.example');
});

test("the pop-up's 立即参与 to another site goes through the leave page", async ({ page }) => {
  await page.route(`**${API_PATHS.popInfo}`, (route) =>
    route.fulfill({ json: { status_code: 6000, message: '', data: { show: true, id: 77, title: '限时活动', imageUrl: '', linkUrl: 'https://pop.evil.example/x' } } }),
  );
  await page.goto('/');
  await page.getByRole('button', { name: '立即参与' }).click();
  await expect(page).toHaveURL(/\/leave\?to=/);
  await expect(page.getByTestId('leave-host')).toHaveText('pop.evil.example');
});

test('the leave page opened with a javascript: target offers nothing to continue to', async ({ page }) => {
  await page.goto(`/leave?to=${encodeURIComponent('javascript:alert(1)')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('即将离开本站');
  await expect(page.getByText('链接无效')).toBeVisible();
  await expect(page.getByRole('link', { name: '继续访问' })).toHaveCount(0);
});
