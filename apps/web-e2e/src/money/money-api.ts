import { randomUUID } from 'node:crypto';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { API_PATHS, API_VERSION, CLIENT_TYPE, HEADERS, SITE_ID, signPath } from '@site/api-contract';
import type { ApiPathKey } from '@site/api-contract';

/** The simulator's own port (control API): the e2e config starts it at E2E_PORT + 1. */
const port = Number(process.env['E2E_PORT'] ?? 4310);
export const SIM_URL = `http://127.0.0.1:${String(Number(process.env['E2E_SIM_PORT'] ?? port + 1))}`;
export const DEMO = { username: 'demo888', password: 'Demo@2026', realName: '王晓明' } as const;

interface Envelope<T> {
  status_code: number;
  message: string;
  data: T;
}

const DEVICE = randomUUID();

/** The common headers of SPEC §7 for a platform path, as the site sends them. */
export function platformHeaders(key: ApiPathKey, token?: string, idempotencyKey?: string): Record<string, string> {
  const path = API_PATHS[key];
  return {
    'content-type': 'application/json',
    [HEADERS.clientType]: CLIENT_TYPE,
    [HEADERS.siteId]: String(SITE_ID),
    [HEADERS.version]: API_VERSION,
    [HEADERS.signedPath]: signPath(path),
    [HEADERS.uuid]: DEVICE,
    ...(token ? { [HEADERS.token]: token } : {}),
    ...(idempotencyKey ? { [HEADERS.idempotencyKey]: idempotencyKey } : {}),
  };
}

/** One platform call through the site's proxy (same path the browser uses). */
export async function call<T>(request: APIRequestContext, key: ApiPathKey, body: unknown, token?: string, idempotencyKey?: string): Promise<Envelope<T>> {
  const reply = await request.post(API_PATHS[key], { headers: platformHeaders(key, token, idempotencyKey), data: body ?? {} });
  return (await reply.json()) as Envelope<T>;
}

export async function control(request: APIRequestContext, path: string, body: unknown = {}): Promise<unknown> {
  const reply = await request.post(`${SIM_URL}/__sim/${path}`, { data: body });
  const json = (await reply.json()) as Envelope<unknown>;
  if (json.status_code !== 6000) throw new Error(`控制接口 ${path} 失败：${json.message}`);
  return json.data;
}

/** A fresh image captcha, answered through the control API. */
export async function solvedCaptcha(request: APIRequestContext): Promise<{ captchaId: string; captchaCode: string }> {
  const captcha = await call<{ captchaId: string }>(request, 'captcha', {});
  const answer = await request.get(`${SIM_URL}/__sim/captcha/${captcha.data.captchaId}`);
  const json = (await answer.json()) as Envelope<{ answer: string }>;
  return { captchaId: captcha.data.captchaId, captchaCode: json.data.answer };
}

export async function login(request: APIRequestContext, username: string = DEMO.username, password: string = DEMO.password): Promise<string> {
  const reply = await call<{ token: string }>(request, 'login', { username, password, ...(await solvedCaptcha(request)) });
  if (reply.status_code !== 6000) throw new Error(`登录失败：${reply.message}`);
  return reply.data.token;
}

/** Signs the browser in the way the session reads it: the token cookie (SPEC-NOTES 5). */
export async function signIn(context: BrowserContext, baseURL: string, token: string): Promise<void> {
  await context.addCookies([{ name: HEADERS.token, value: token, url: baseURL }]);
}

export interface Balances {
  center: number;
  lockMoney: number;
  total: number;
  wallets: { code: string; name: string; balance: number; status: number }[];
}

export async function balances(request: APIRequestContext, token: string): Promise<Balances> {
  const reply = await call<Balances>(request, 'walletBalances', {}, token);
  if (reply.status_code !== 6000) throw new Error(reply.message);
  return reply.data;
}

export function venueBalance(b: Balances, code: string): number {
  return b.wallets.find((w) => w.code === code)?.balance ?? Number.NaN;
}

/** "12,888.66": how the site writes an amount (SPEC §5). */
export function money(n: number): string {
  return n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A 19-digit card number that passes the Luhn check, different each run. */
export function luhnCard(prefix = '621700'): string {
  let body = prefix;
  while (body.length < 18) body += String(Math.floor(Math.random() * 10));
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}

/**
 * The confirm step every money form has (issue #27): the dialog shows the amount, its capital
 * form and both ends; nothing is sent before its 确认.
 */
export function moneyConfirm(page: Page) {
  return page.getByRole('dialog').getByRole('button', { name: '确认', exact: true });
}
