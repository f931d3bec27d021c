import { API_PATHS } from '@site/api-contract';
import { expect, test } from '@playwright/test';
import { holdReplies } from '../quality/held-reply';
import { loginDemoMember, useMemberToken } from '../quality/member';

// Issue #36 item 2: VIP特权 opens with its heading block and the box of the member's level, from
// the HTML and before the platform answers; the level fills that box and nothing moves.

test('VIP特权: heading block and level box before the reply, the level fills the box in place', async ({ page, context, request, baseURL }) => {
  const token = await loginDemoMember(request, baseURL ?? '');
  await useMemberToken(context, baseURL ?? '', token);
  const html = await (await page.request.get('/mine/vip')).text();
  expect(html).toMatch(/<div class="boot-view" inert aria-busy="true">[^]*class="page-lead"[^]*class="data-slot"/);

  const { release } = await holdReplies(page, API_PATHS.vipInfo);
  await page.goto('/mine/vip');
  await expect(page.locator('.boot-view')).toHaveCount(0);
  const lead = page.getByRole('region', { name: 'VIP特权' });
  await expect(lead).toBeVisible();
  const box = page.locator('.data-slot');
  await expect(box.getByRole('status')).toBeVisible();
  const leadBefore = await lead.boundingBox();
  const boxTop = (await box.boundingBox())?.y;

  release();
  await expect(page.getByTestId('vip-level')).toBeVisible();
  await expect(box.getByRole('status')).toHaveCount(0);
  expect(await lead.boundingBox()).toEqual(leadBefore);
  expect((await box.boundingBox())?.y).toBe(boxTop);
});
