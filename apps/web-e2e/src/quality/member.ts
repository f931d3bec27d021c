import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { API_PATHS, API_VERSION, CLIENT_TYPE, HEADERS, SITE_ID, signPath } from '@site/api-contract';

export const DEMO_MEMBER = { username: 'demo888', password: 'Demo@2026' } as const;

/** The simulator's own port (control API): playwright.config.ts starts it on E2E_SIM_PORT or E2E_PORT + 1. */
export function simulatorUrl(): string {
  const port = Number(process.env['E2E_PORT'] ?? 4310);
  return `http://127.0.0.1:${Number(process.env['E2E_SIM_PORT'] ?? port + 1)}`;
}

interface Envelope<T> {
  status_code: number;
  message: string;
  data: T;
}

async function call<T>(request: APIRequestContext, baseURL: string, apiPath: string, body: unknown): Promise<Envelope<T>> {
  const res = await request.post(`${baseURL}${apiPath}`, {
    data: body,
    headers: {
      [HEADERS.siteId]: String(SITE_ID),
      [HEADERS.clientType]: CLIENT_TYPE,
      [HEADERS.version]: API_VERSION,
      [HEADERS.signedPath]: signPath(apiPath),
      [HEADERS.uuid]: 'quality-sweep-device',
    },
  });
  return (await res.json()) as Envelope<T>;
}

/**
 * Logs the demo member in through the site's own server (the proxy a browser uses), answering the
 * captcha from the simulator's control API. Logging in again revokes earlier tokens, so a suite
 * logs in once and shares the token.
 */
export async function loginDemoMember(request: APIRequestContext, baseURL: string): Promise<string> {
  const captcha = await call<{ captchaId: string }>(request, baseURL, API_PATHS.captcha, {});
  const answer = (await (await request.get(`${simulatorUrl()}/__sim/captcha/${captcha.data.captchaId}`)).json()) as Envelope<{ answer: string }>;
  const login = await call<{ token: string }>(request, baseURL, API_PATHS.login, {
    ...DEMO_MEMBER,
    captchaId: captcha.data.captchaId,
    captchaCode: answer.data.answer,
  });
  if (login.status_code !== 6000) throw new Error(`演示会员登录失败：${login.status_code} ${login.message}`);
  return login.data.token;
}

/** The browser side of a session: the token cookie the session library reads (SPEC-NOTES 5). */
export async function useMemberToken(context: BrowserContext, baseURL: string, token: string): Promise<void> {
  await context.addCookies([{ name: HEADERS.token, value: token, url: baseURL }]);
}
