import { API_PATHS, API_VERSION, CLIENT_TYPE, HEADERS, SITE_ID, signPath } from '@site/api-contract';
import type { Hono } from 'hono';
import { createApp } from './app';
import type { SimConfig, SimContext } from './context';
import { createSimContext } from './context';
import { openDatabase } from './db/index';
import { DEMO_MEMBER } from './db/seed-data';

/** Headers of a well-behaved client (SPEC §7 common headers, signed path). */
export function clientHeaders(path: string, extra: { token?: string; uuid?: string; idem?: string } = {}): Record<string, string> {
  const h: Record<string, string> = {
    'content-type': 'application/json',
    [HEADERS.siteId]: String(SITE_ID),
    [HEADERS.clientType]: CLIENT_TYPE,
    [HEADERS.version]: API_VERSION,
    [HEADERS.signedPath]: signPath(path),
    [HEADERS.uuid]: extra.uuid ?? 'test-device-0001',
  };
  if (extra.token) h[HEADERS.token] = extra.token;
  if (extra.idem) h[HEADERS.idempotencyKey] = extra.idem;
  return h;
}

export interface Reply {
  status: number;
  status_code: number;
  message: string;
  data: unknown;
  raw: unknown;
}

/** An in-process simulator (`:memory:` database) plus a tiny client for tests. */
export function testSim(config: Partial<SimConfig> = {}, clock?: () => number) {
  const db = openDatabase(':memory:', clock ? { now: clock() } : {});
  const ctx: SimContext = createSimContext(db, { control: true, venuePort: 4999, ...config }, clock);
  const app: Hono = createApp(ctx);
  let token: string | undefined;
  let uuid = 'test-device-0001';

  async function call(path: string, body?: unknown, opts: { token?: string | null; idem?: string; method?: string; headers?: Record<string, string>; rawBody?: string } = {}): Promise<Reply> {
    const t = opts.token === null ? undefined : (opts.token ?? token);
    const headers = { ...clientHeaders(path, { uuid, ...(t ? { token: t } : {}), ...(opts.idem ? { idem: opts.idem } : {}) }), ...opts.headers };
    const method = opts.method ?? 'POST';
    const res = await app.request(path, {
      method,
      headers,
      ...(method === 'GET' ? {} : { body: opts.rawBody ?? (body === undefined ? '' : JSON.stringify(body)) }),
    });
    const raw = (await res.json()) as { status_code: number; message: string; data: unknown };
    return { status: res.status, status_code: raw.status_code, message: raw.message, data: raw.data, raw };
  }

  async function captcha(): Promise<{ captchaId: string; captchaCode: string }> {
    const r = await call('/site/api/v1/user/captcha/image', {});
    const captchaId = (r.data as { captchaId: string }).captchaId;
    const a = await app.request(`/__sim/captcha/${captchaId}`);
    const answer = ((await a.json()) as { data: { answer: string } }).data.answer;
    return { captchaId, captchaCode: answer };
  }

  async function login(username: string = DEMO_MEMBER.username, password: string = DEMO_MEMBER.password): Promise<Reply> {
    const r = await call('/site/api/v1/user/login', { username, password, ...(await captcha()) }, { token: null });
    if (r.status_code === 6000) token = (r.data as { token: string }).token;
    return r;
  }

  return {
    db,
    ctx,
    app,
    call,
    captcha,
    login,
    get token() {
      return token;
    },
    setToken: (t: string | undefined) => {
      token = t;
    },
    setDevice: (u: string) => {
      uuid = u;
    },
    close: () => db.close(),
  };
}
export type TestSim = ReturnType<typeof testSim>;

/** A running simulator's reply (startSim: real ports), as the tests read it. */
export interface LiveReply {
  status_code: number;
  message: string;
  data: unknown;
}

/** POSTs `body` to `path` of the simulator running on `port`, as a well-behaved client (with `token` when not empty). */
export async function postTo(port: number, path: string, body: unknown, token = ''): Promise<LiveReply> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', headers: clientHeaders(path, { token }), body: JSON.stringify(body) });
  return (await res.json()) as LiveReply;
}

/** The demo member's token from the simulator running on `port` (its control API answers the captcha). */
export async function demoToken(port: number): Promise<string> {
  const cap = (await postTo(port, API_PATHS.captcha, {})).data as { captchaId: string };
  const ans = ((await (await fetch(`http://127.0.0.1:${port}/__sim/captcha/${cap.captchaId}`)).json()) as { data: { answer: string } }).data.answer;
  const login = await postTo(port, API_PATHS.login, { username: DEMO_MEMBER.username, password: DEMO_MEMBER.password, captchaId: cap.captchaId, captchaCode: ans });
  return (login.data as { token: string }).token;
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
/** 2026-11-23 10:00 Beijing: the simulator clock of the responsible-play tests, moved from there. */
export const RESPONSIBLE_T0 = Date.UTC(2026, 10, 23, 2, 0, 0);
