import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { API_PATHS } from '@site/api-contract';
import type { ApiPathKey } from '@site/api-contract';
import { call, control, login, signIn } from '../money/money-api';

export { call, control, money } from '../money/money-api';

/** A fresh simulator and the demo member signed in, in the browser and for direct calls. */
export async function freshDemo(request: APIRequestContext, context: BrowserContext, baseURL: string | undefined): Promise<string> {
  await control(request, 'reset');
  const token = await login(request);
  await signIn(context, baseURL ?? '', token);
  return token;
}

/** A platform read as the demo member: what the simulator holds now. */
export async function read<T>(request: APIRequestContext, key: ApiPathKey, token: string, body: unknown = {}): Promise<T> {
  const reply = await call<T>(request, key, body, token);
  if (reply.status_code !== 6000) throw new Error(`${key}：${String(reply.status_code)} ${reply.message}`);
  return reply.data;
}

/** Counts the browser's requests to one platform call from now on. */
export function countCalls(page: Page, key: ApiPathKey): { readonly count: number } {
  const path = API_PATHS[key];
  let count = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) count += 1;
  });
  return {
    get count() {
      return count;
    },
  };
}

/** Makes the next `times` answers of a call slow, so a second tap lands while the first is out. */
export async function slow(request: APIRequestContext, key: ApiPathKey, delayMs = 800, times = 1): Promise<void> {
  await control(request, 'force', { path: API_PATHS[key], delayMs, times });
}
