import { expect, test } from '@playwright/test';

// Issue 21: /download offers the app (links from downloadInfo), a QR code of the download link
// and install steps; /download-page, the mobile redirect's target, keeps 继续访问网页版.

test('/download: both apps, a QR code of the download link, and how to install', async ({ page }) => {
  const info = page.waitForResponse((r) => r.url().endsWith('/site/api/v1/download/info'));
  await page.goto('/download');
  const { data } = (await (await info).json()) as { data: { iosUrl: string; androidUrl: string } };
  await expect(page.getByRole('link', { name: '苹果手机下载' })).toHaveAttribute('href', data.iosUrl);
  await expect(page.getByRole('link', { name: '安卓手机下载' })).toHaveAttribute('href', data.androidUrl);
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
