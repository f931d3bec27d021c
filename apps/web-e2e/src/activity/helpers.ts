import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { API_PATHS } from '@site/api-contract';
import type { ApiPathKey } from '@site/api-contract';
import { DEMO_MEMBER, loginThroughForm, sim } from '../entry/helpers';

export { DEMO_MEMBER, sim };

/** A member the seed did not make an agent (invited by the demo member). */
export const PLAIN_MEMBER = { username: 'player1002', password: 'Player@2026' } as const;

/**
 * A guest's member action sent them to the login page with `redirect` = the page they were on
 * (path and search); logging in there brings them back to it.
 */
export async function loginAndReturn(page: Page, request: APIRequestContext, back: string, member: { username: string; password: string } = DEMO_MEMBER): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === '/user/login' && url.searchParams.get('redirect') === back);
  await loginThroughForm(page, request, member);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === back);
}

/** Counts the requests the page sends to one platform path from now on. */
export function countCalls(page: Page, key: ApiPathKey): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === API_PATHS[key]) counter.count += 1;
  });
  return counter;
}

/** The browser's home pop-up would cover the page: marked seen. */
export async function noPopup(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('home_pop_seen', '1'));
}
