import type { APIRequestContext, Page, Response } from '@playwright/test';
import { expect } from '@playwright/test';
import { API_PATHS } from '@site/api-contract';
import { simulatorUrl } from '../quality/member';

export { DEMO_MEMBER, loginDemoMember, simulatorUrl, useMemberToken } from '../quality/member';

/** The password field's label ("密码", with the required star on forms that mark it), not 确认密码 or 显示密码. */
export const PASSWORD_LABEL = /^密码\s*\*?$/;

/** Marks the home activity pop-up as seen today by the demo member and a guest, for tests about something else. */
export async function skipActivityPopup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(Date.now());
    localStorage.setItem('home_pop_seen', JSON.stringify({ demo888: today, '#guest': today }));
  });
}

const isCaptcha = (r: Response) => r.url().endsWith(API_PATHS.captcha) && r.request().method() === 'POST';

/** The answer of a captcha the page fetched, read from the simulator's control API. */
export async function captchaAnswer(request: APIRequestContext, captchaReply: Response): Promise<string> {
  const { data } = (await captchaReply.json()) as { data: { captchaId: string } };
  const res = await request.get(`${simulatorUrl()}/__sim/captcha/${data.captchaId}`);
  const body = (await res.json()) as { data: { answer: string } };
  return body.data.answer;
}

/** Waits for the next captcha image the page loads. */
export function nextCaptcha(page: Page): Promise<Response> {
  return page.waitForResponse(isCaptcha);
}

/** Calls the simulator's control API. */
export async function sim(request: APIRequestContext, path: string, data: unknown): Promise<void> {
  const res = await request.post(`${simulatorUrl()}/__sim/${path}`, { data });
  expect(res.ok()).toBe(true);
}

/**
 * Logs in through the login form as a member would: the platform first answers 6021 (captcha
 * needed), the form shows the image, and the second submit carries its answer.
 */
export async function loginThroughForm(
  page: Page,
  request: APIRequestContext,
  member: { username: string; password: string },
  options: { rememberMe?: boolean } = {},
): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/user/login')) await page.goto('/user/login');
  await page.getByLabel('用户名').fill(member.username);
  await page.getByLabel(PASSWORD_LABEL).fill(member.password);
  const remember = page.getByLabel('记住我');
  if (options.rememberMe) await remember.check();
  else await remember.uncheck();
  const captcha = nextCaptcha(page);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '验证码' })).toBeVisible();
  const answer = await captchaAnswer(request, await captcha);
  await page.getByLabel('图形验证码').fill(answer);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** A username the register form accepts and no earlier run has taken. */
export function freshUsername(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(0, 16);
}
