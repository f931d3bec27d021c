import { randomUUID } from 'node:crypto';
import { API_PATHS, API_VERSION, CLIENT_TYPE, HEADERS, SITE_ID, signPath } from '@site/api-contract';
import { expect } from '@playwright/test';
import type { APIRequestContext, BrowserContext, Page, Request } from '@playwright/test';

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

/** A platform call through the site's proxy, as the member's app would make it (with `token`: signed in). */
export async function platform<T>(request: APIRequestContext, path: string, body: unknown, token?: string): Promise<T> {
  const reply = await request.post(`${siteURL}${path}`, {
    headers: {
      ...(token ? { [HEADERS.token]: token } : {}),
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

/** Logs the demo member in through the platform (captcha answered by the control API) and hands the browser the token, which it returns. */
export async function logIn(request: APIRequestContext, context: BrowserContext): Promise<string> {
  const { captchaId } = await platform<{ captchaId: string }>(request, API_PATHS.captcha, {});
  const answer = (await (await request.get(`${simURL}/__sim/captcha/${captchaId}`)).json()) as Envelope<{ answer: string }>;
  const { token } = await platform<{ token: string }>(request, API_PATHS.login, {
    ...DEMO,
    captchaId,
    captchaCode: answer.data.answer,
  });
  await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: siteURL }]);
  return token;
}

/** A game lobby: its address, its heading, a venue it lists, and that venue's code where it opens in a new window (no SPEC §2 launch page). */
export interface Lobby {
  path: string;
  title: string;
  venue: string;
  windowCode?: string;
}

export const LOBBIES: readonly Lobby[] = [
  { path: '/game/chess', title: '棋牌', venue: '开元棋牌', windowCode: 'KYQP' },
  { path: '/game/egame', title: '电子', venue: 'PG电子', windowCode: 'PGDZ' },
  { path: '/game/gaming', title: '电竞', venue: 'IM电竞' },
  { path: '/game/lottery', title: '彩票', venue: '天成彩票', windowCode: 'TCCP' },
  { path: '/game/realbet', title: '真人', venue: 'AG真人', windowCode: 'AGZR' },
  { path: '/game/fishing', title: '捕鱼', venue: 'PG电子', windowCode: 'PGDZ' },
];

/** A lobby is up: its venues listed and its live count shown (the counts' OBTY background launch done). */
export async function openLobby(page: Page, path: string, venue: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: venue })).toBeVisible();
  await expect(page.getByText(/当前 \d[\d,]* /)).toBeVisible();
}

export const LAUNCH_PATH = API_PATHS.venueLaunch;

/** The venue launch calls the page sends from now on (POST to the launch path), in order. */
export function launchRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === LAUNCH_PATH && r.method() === 'POST') seen.push(r);
  });
  return seen;
}
