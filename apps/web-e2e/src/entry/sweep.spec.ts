import { expect, test } from '@playwright/test';
import { englishWords, pageTexts, settle } from '../quality/inspect';
import { sweepPages } from '../quality/routes';

// Issue 10 "done when": a guest visits every path of SPEC §2 (the app's page table) without a
// crash and with no English word on screen. Member pages send the guest home, which is checked too.

for (const entry of sweepPages()) {
  test(`guest on ${entry.path}`, async ({ page }) => {
    const crashes: string[] = [];
    page.on('pageerror', (error) => crashes.push(error.message));
    await page.goto(entry.path);
    await settle(page);
    expect(crashes, '未捕获异常').toEqual([]);
    await expect(page.getByRole('heading', { name: '页面出错了' })).toHaveCount(0);
    const url = new URL(page.url());
    // Member pages of the page table send a guest home (SPEC §4), or to login where the table
    // says so (the chat rooms).
    if (entry.access === 'member') expect(url.pathname).toBe(entry.guestTo === 'login' ? '/user/login' : '/');
    else if (entry.path !== '/customer/instead') expect(url.pathname).toBe(entry.path);
    await expect(page.locator('body')).toContainText(/[\u4e00-\u9fff]/);
    const english = (await pageTexts(page)).flatMap((t) => englishWords(t.text).map((w) => `${w}（${t.kind} ${t.where}）`));
    expect(english, '页面上的英文').toEqual([]);
  });
}
