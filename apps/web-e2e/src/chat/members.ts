import { randomUUID } from 'node:crypto';
import { API_PATHS, API_VERSION, CLIENT_TYPE, HEADERS, SITE_ID, signPath } from '@site/api-contract';
import type { ApiPathKey } from '@site/api-contract';

/**
 * Members for the chat specs, made through the platform calls the site itself uses (the login
 * page is another engineer's work, and chat only needs a token: the session reads `?token=`).
 */
const sitePort = Number(process.env['E2E_PORT'] ?? 4310);
export const siteURL = `http://127.0.0.1:${sitePort}`;
export const simURL = `http://127.0.0.1:${Number(process.env['E2E_SIM_PORT'] ?? sitePort + 1)}`;

export const DEMO = { username: 'demo888', password: 'Demo@2026' } as const;

interface Envelope<T> {
  status_code: number;
  message: string;
  data: T;
}

async function call<T>(key: ApiPathKey, body: unknown, base = siteURL): Promise<T> {
  const path = API_PATHS[key];
  const reply = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [HEADERS.siteId]: String(SITE_ID),
      [HEADERS.clientType]: CLIENT_TYPE,
      [HEADERS.version]: API_VERSION,
      [HEADERS.signedPath]: signPath(path),
      [HEADERS.uuid]: randomUUID(),
    },
    body: JSON.stringify(body ?? {}),
  });
  const json = (await reply.json()) as Envelope<T>;
  if (json.status_code !== 6000) throw new Error(`${path}: ${json.status_code} ${json.message}`);
  return json.data;
}

/** The simulator's control API (`/__sim/*`), on its own port. */
export async function sim<T = unknown>(path: string, body?: unknown, base = simURL): Promise<T> {
  const reply = await fetch(`${base}/__sim/${path}`, {
    method: body === undefined && path.startsWith('captcha/') ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await reply.json()) as Envelope<T>;
  if (json.status_code !== 6000) throw new Error(`/__sim/${path}: ${json.status_code} ${json.message}`);
  return json.data;
}

async function solvedCaptcha(site: string, simBase: string): Promise<{ captchaId: string; captchaCode: string }> {
  const { captchaId } = await call<{ captchaId: string }>('captcha', {}, site);
  const { answer } = await sim<{ answer: string }>(`captcha/${captchaId}`, undefined, simBase);
  return { captchaId, captchaCode: answer };
}

export interface Member {
  token: string;
  userId: number;
  username: string;
}

export async function login(username: string, password: string, site = siteURL, simBase = simURL): Promise<Member> {
  const captcha = await solvedCaptcha(site, simBase);
  const data = await call<Member>('login', { username, password, ...captcha }, site);
  return { token: data.token, userId: data.userId, username: data.username };
}

/** A fresh member (VIP0, may speak in the open rooms). */
export async function register(username: string, password: string, site = siteURL, simBase = simURL): Promise<Member> {
  const captcha = await solvedCaptcha(site, simBase);
  const data = await call<Member>('register', { username, password, ...captcha }, site);
  return { token: data.token, userId: data.userId, username: data.username };
}
