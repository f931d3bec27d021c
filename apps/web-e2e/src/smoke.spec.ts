import { expect, test } from '@playwright/test';

test('home renders Chinese content and asks the platform for its config through the proxy', async ({ page }) => {
  const preInfo = page.waitForResponse(
    (r) => r.url().endsWith('/site/api/v1/configuration/preInfo') && r.request().method() === 'POST',
  );
  await page.goto('/');
  const reply = await preInfo;
  expect(reply.status()).toBe(200);
  // Same origin: the browser never talks to the simulator's own port.
  expect(new URL(reply.url()).origin).toBe(new URL(page.url()).origin);
  const body = (await reply.json()) as { status_code: number; data: { SiteBaseConfigVo: { title: string } } };
  expect(body.status_code).toBe(6000);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(body.data.SiteBaseConfigVo.title);
  await expect(page.locator('body')).toContainText(/[\u4e00-\u9fff]/);
});
