import { expect, test } from '@playwright/test';
import { API_PATHS } from '@site/api-contract';
import { loginDemoMember, sim, skipActivityPopup, useMemberToken } from './helpers';

/**
 * Issue #41 item 8: on a slow device, code 10004 on a protected page sends the member home
 * (SPEC-NOTES 4: token cleared, a protected path goes home); the home page's loader has already
 * handed its requests over without awaiting them, and when they fail before their sections mount
 * none of them may surface as an uncaught rejection. 4× CPU as the issue measured it (3 of 8 runs
 * failed there); each home request answers 10004 too, as a platform does for a stale token.
 */
const HOME_CALLS = [API_PATHS.queryStationAdList, API_PATHS.queryNoticeList, API_PATHS.venueList, API_PATHS.suspensionIcon];

test.afterEach(async ({ request }) => {
  await sim(request, 'force/clear', {});
});

for (const run of [1, 2, 3]) {
  test(`10004 on a protected page at 4× CPU leaves no page error (run ${run})`, async ({ page, context, request, baseURL }) => {
    // 4× CPU on a busy machine (CI shares its cores): the page may take long; the checks wait for it.
    test.slow();
    await skipActivityPopup(page);
    const base = baseURL ?? '';
    await useMemberToken(context, base, await loginDemoMember(request, base));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const answered = new Set<string>();
    page.on('response', (res) => answered.add(new URL(res.url()).pathname));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    const message = '登录已失效，请重新登录';
    await sim(request, 'force', { path: API_PATHS.vipInfo, code: 10004, message, times: 5 });
    for (const path of HOME_CALLS) await sim(request, 'force', { path, code: 10004, message, times: 5 });

    // "Before the sections mount", made certain rather than left to the CPU: once the 10004 has
    // been answered, the code the site loads next (the home page's) arrives 1.5 s late, while the
    // home requests its loader starts are answered at once.
    let codeArrived = false;
    page.on('response', (res) => {
      if (new URL(res.url()).pathname === API_PATHS.vipInfo) codeArrived = true;
    });
    await page.route('**/assets/*.js', async (route) => {
      if (codeArrived) await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/mine/vip');
    // Home, as a guest: the token is gone and the page says so where a member's name was.
    await expect(page).toHaveURL(/\/(\?.*)?$/, { timeout: 30_000 });
    await expect(page.getByRole('region', { name: '会员登录' }).getByRole('button', { name: '登录' })).toBeVisible({ timeout: 30_000 });
    expect((await context.cookies()).find((c) => c.name === 'X-API-TOKEN')).toBeUndefined();
    // The banner whose request failed shows its placeholder rather than throwing.
    await expect(page.getByRole('img', { name: '精彩活动 敬请期待' })).toBeVisible({ timeout: 30_000 });
    // Every home request has had its answer by now (they are what could reject unhandled).
    await expect.poll(() => HOME_CALLS.filter((path) => answered.has(path)).length, { timeout: 30_000 }).toBe(HOME_CALLS.length);
    expect(errors).toEqual([]);
  });
}
