import { randomUUID } from 'node:crypto';
import { API_PATHS, API_VERSION, CLIENT_TYPE, HEADERS, SITE_ID, signPath } from '@site/api-contract';
import type { APIRequestContext, BrowserContext } from '@playwright/test';

const port = Number(process.env['E2E_PORT'] ?? 4310);
const simPort = Number(process.env['E2E_SIM_PORT'] ?? port + 1);
export const siteURL = `http://127.0.0.1:${String(port)}`;
/** The simulator itself: its control API is not behind the site's proxy. */
export const simURL = `http://127.0.0.1:${String(simPort)}`;
/** The venue providers' origin the simulator serves lobbies on (its SIM_VENUE_PORT default: SIM_PORT + 1). */
export const venueOrigin = `http://127.0.0.1:${String(Number(process.env['E2E_VENUE_PORT'] ?? simPort + 1))}`;

/** The session reads its token from this cookie first (SPEC-NOTES 5; @site/session TOKEN_COOKIE). */
const TOKEN_COOKIE = 'X-API-TOKEN';

export const DEMO = { username: 'demo888', password: 'Demo@2026' } as const;

interface Envelope<T> {
  status_code: number;
  message: string;
  data: T;
}

async function platform<T>(request: APIRequestContext, path: string, body: unknown): Promise<T> {
  const reply = await request.post(`${siteURL}${path}`, {
    headers: {
      [HEADERS.siteId]: String(SITE_ID),
      [HEADERS.clientType]: CLIENT_TYPE,
      [HEADERS.version]: API_VERSION,
      [HEADERS.signedPath]: signPath(path),
      [HEADERS.uuid]: randomUUID(),
    },
    data: body,
  });
  const json = (await reply.json()) as Envelope<T>;
  if (json.status_code !== 6000) throw new Error(`${path}: ${String(json.status_code)} ${json.message}`);
  return json.data;
}

export async function sim(request: APIRequestContext, path: string, body: unknown = {}): Promise<void> {
  const reply = await request.post(`${simURL}${path}`, { data: body });
  const json = (await reply.json()) as Envelope<unknown>;
  if (json.status_code !== 6000) throw new Error(`${path}: ${json.message}`);
}

/** Logs the demo member in through the platform (captcha answered by the control API) and hands the browser the token. */
export async function logIn(request: APIRequestContext, context: BrowserContext): Promise<void> {
  const { captchaId } = await platform<{ captchaId: string }>(request, API_PATHS.captcha, {});
  const answer = (await (await request.get(`${simURL}/__sim/captcha/${captchaId}`)).json()) as Envelope<{ answer: string }>;
  const { token } = await platform<{ token: string }>(request, API_PATHS.login, {
    ...DEMO,
    captchaId,
    captchaCode: answer.data.answer,
  });
  await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: siteURL }]);
}
