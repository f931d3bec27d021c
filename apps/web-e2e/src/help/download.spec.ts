import { expect, test } from '@playwright/test';

// Issue 21: /download offers the app (links from downloadInfo), a QR code of the download link
// and install steps; /download-page, the mobile redirect's target, keeps 继续访问网页版.

test('/download: both apps, a QR code of the download link, and how to install', async ({ page }) => {
  const info = page.waitForResponse((r) => r.url().endsWith('/site/api/v1/download/info'));
  await page.goto('/download');
  const { data } = (await (await info).json()) as { data: { iosUrl: string; androidUrl: string } };
  // The simulator's links are this site's own pages: they stay in the app as site paths.
  const sitePath = (url: string) => `${new URL(url).pathname}${new URL(url).search}`;
  await expect(page.getByRole('link', { name: '苹果手机下载' })).toHaveAttribute('href', sitePath(data.iosUrl));
  await expect(page.getByRole('link', { name: '安卓手机下载' })).toHaveAttribute('href', sitePath(data.androidUrl));
  await expect(page.getByRole('img', { name: '客户端下载二维码' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '苹果手机安装步骤' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '安卓手机安装步骤' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /添加网页版到主屏幕/ })).toBeVisible();
  await expect(page.getByRole('button', { name: '继续访问网页版' })).toHaveCount(0);
});

test('/download-page keeps 继续访问网页版, even when the platform does not answer', async ({ page }) => {
  await page.route('**/site/api/v1/download/info', (route) => route.abort());
  await page.goto('/download-page');
  await expect(page.getByText('下载信息加载失败，请稍后重试')).toBeVisible();
  await expect(page.getByRole('heading', { name: '苹果手机安装步骤' })).toBeVisible();
  await page.getByRole('button', { name: '继续访问网页版' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/download: a store link on another site goes through 即将离开本站, never straight there (#35 item 7)', async ({ page }) => {
  const ios = 'https://apps.example.com/ios/app';
  await page.route('**/site/api/v1/download/info', async (route) => {
    const reply = (await (await route.fetch()).json()) as { data: Record<string, unknown> };
    await route.fulfill({ json: { ...reply, data: { ...reply.data, iosUrl: ios, androidUrl: 'javascript:alert(1)' } } });
  });
  const leftSite: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith('https://apps.example.com')) leftSite.push(r.url());
  });
  await page.goto('/download');
  const link = page.getByRole('link', { name: '苹果手机下载' });
  await expect(link).toHaveAttribute('href', `/leave?to=${encodeURIComponent(ios)}`);
  // A link that is no web address is not offered at all.
  await expect(page.getByRole('link', { name: '安卓手机下载' })).toHaveCount(0);
  await link.click();
  await expect(page).toHaveURL(/\/leave\?to=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('即将离开本站');
  expect(leftSite).toEqual([]);
});
