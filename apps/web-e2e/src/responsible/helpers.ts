import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { call, control, moneyConfirm, signIn, solvedCaptcha } from '../money/money-api';

export { call, control, signIn, solvedCaptcha };

const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** A fresh adult member through the platform call the register page makes; returns the token. */
export async function freshMember(request: APIRequestContext, prefix: string): Promise<{ username: string; password: string; token: string }> {
  const username = `${prefix}${Date.now().toString(36)}`.slice(0, 16);
  const password = 'Play2026safe';
  const reply = await call<{ token: string }>(request, 'register', { username, password, adultConfirmed: true, ...(await solvedCaptcha(request)) });
  expect(reply.status_code, reply.message).toBe(6000);
  return { username, password, token: reply.data.token };
}

export async function signedIn(context: BrowserContext, request: APIRequestContext, baseURL: string | undefined, prefix: string) {
  const member = await freshMember(request, prefix);
  await signIn(context, baseURL ?? '', member.token);
  return member;
}

/** Logs in through the platform (after a block ends, or after the simulator clock ended the token). */
export async function apiLogin(request: APIRequestContext, username: string, password: string) {
  return call<{ token: string }>(request, 'login', { username, password, ...(await solvedCaptcha(request)) });
}

/** "2026-11-24 10:00" in Beijing time. */
export function beijing(at: number): string {
  const d = new Date(at + 8 * HOUR);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

/** A deposit by WeChat pay through the deposit page, past its confirm step (the platform answers next). */
export async function depositThroughPage(page: Page, amount: number): Promise<void> {
  await page.goto('/mine/finance/deposit');
  await page.getByRole('radio', { name: '微信' }).click();
  await page.getByLabel('存款金额').fill(String(amount));
  await page.getByRole('button', { name: '立即存款' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: '确认存款' })).toBeVisible();
  await moneyConfirm(page).click();
}

/** Both confirmations of a time-out or self-exclusion (the second waits 3 seconds). */
export async function confirmTwice(page: Page): Promise<void> {
  const first = page.getByRole('dialog');
  await expect(first).toContainText('请确认');
  await first.getByRole('button', { name: '确认', exact: true }).click();
  const second = page.getByRole('dialog').filter({ hasText: '再次确认' });
  await expect(second).toBeVisible();
  const confirm = second.getByRole('button', { name: /我已了解，确认/ });
  await expect(confirm).toBeEnabled({ timeout: 6000 });
  await confirm.click();
}

/** Resident ID of someone born on `birth` (UTC date), with its check character. */
export function residentId(birth: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const first17 = `110105${birth.getUTCFullYear()}${two(birth.getUTCMonth() + 1)}${two(birth.getUTCDate())}001`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((s, w, i) => s + w * Number(first17[i]), 0);
  return first17 + '10X98765432'[sum % 11];
}
