import { PAGES } from '@site/api-contract/pages';
import type { PageInfo } from '@site/api-contract/pages';
import { createSession, createTokenStore } from '@site/session';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter } from '@tanstack/react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RouterContext } from './context';
import { guardRoute } from './guards';
import type { Services } from './services';

/** Opens `path` in a router whose root guard is the app's, with a session reading `pages`. */
async function land(path: string, { member, pages }: { member: boolean; pages: readonly PageInfo[] }): Promise<string> {
  const cookies = { get: () => undefined, set: () => undefined, remove: () => undefined };
  const location = { pathname: path, search: '', href: path, replace: () => undefined };
  const tokens = createTokenStore({ cookies, localStorage, location });
  if (member) tokens.setToken('member-token');
  const session = createSession({
    tokens,
    cookies,
    location,
    pages,
    memberInfo: async () => ({ username: 'demo888', userId: 1 }),
    preInfo: async () => ({}),
    events: { on: () => () => undefined },
    effects: { navigate: () => undefined, showModal: async () => undefined, showAlert: async () => undefined, reload: () => undefined },
  });
  const rootRoute = createRootRouteWithContext<RouterContext>()({ beforeLoad: guardRoute });
  const child = (p: string) => createRoute({ getParentRoute: () => rootRoute, path: p });
  const routeTree = rootRoute.addChildren(['/', '/download', '/user/login', '/chat', '/mine/mail'].map(child));
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { services: { session } as unknown as Services, store: undefined as never },
  });
  await router.load();
  return router.state.location.pathname;
}

beforeEach(() => localStorage.clear());

describe('the route guard reads the page table', () => {
  it('sends a guest on a member page home, and lets a member in', async () => {
    expect(await land('/mine/mail', { member: false, pages: PAGES })).toBe('/');
    expect(await land('/mine/mail', { member: true, pages: PAGES })).toBe('/mine/mail');
  });

  it('sends a guest at the chat rooms to login, as their table entry says', async () => {
    expect(await land('/chat', { member: false, pages: PAGES })).toBe('/user/login');
  });

  it('follows a change of one entry: /download made member-only is guarded, with nothing else changed', async () => {
    expect(await land('/download', { member: false, pages: PAGES })).toBe('/download');
    const flipped = PAGES.map((page) => (page.path === '/download' ? { ...page, access: 'member' as const } : page));
    expect(await land('/download', { member: false, pages: flipped })).toBe('/');
    expect(await land('/download', { member: true, pages: flipped })).toBe('/download');
  });

  it('guards every member row of the table for a guest, and no public row', async () => {
    for (const page of PAGES) {
      const landed = await land(page.path, { member: false, pages: PAGES });
      if (page.access === 'member') expect(landed, page.path).toBe(page.guestTo === 'login' ? '/user/login' : '/');
      else expect(landed, page.path).toBe(page.path);
    }
  });
});
