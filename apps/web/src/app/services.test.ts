import { API_PATHS, type VenueLaunch } from '@site/api-contract';
import { FakeCookies, FakeStorage } from '@site/ports/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServices } from './services';

// Issue #35 item 6, as the composition root wires it: whenever the member leaves, no stored value
// opens their venue and nothing of theirs is left in storage or cookies; the device's values stay;
// the next member's OBTY session is their own.

const LOBBY = 'https://lobby.venue.example';

function launch(serial: number): VenueLaunch {
  return {
    url: `${LOBBY}/lobby/OBTY?token=venue-secret-${serial}`,
    h5Url: `${LOBBY}/lobby/OBTY?token=venue-secret-${serial}&h5=1`,
    token: `${LOBBY}/obty/session/venue-secret-${serial}`,
    apiUrl: LOBBY,
    activityUrl: '',
    resource: '',
    requestId: `req-${serial}`,
    merchantCode: 'XY4002',
    expiresAt: 0,
  };
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => json({ status_code: 6000, message: '', data });

/**
 * The platform and the venue origin, as one fetch: launches number their answers (req-1, req-2…),
 * counts record the requestId they were asked with, and `codeFor` makes member/info answer a
 * session code.
 */
function fakeNetwork() {
  const net = { launches: 0, countRequestIds: [] as string[], codeFor: null as number | null };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'https://site.test');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    switch (url.pathname) {
      case API_PATHS.venueLaunch:
        net.launches += 1;
        return ok(launch(net.launches));
      case API_PATHS.platformCount:
        net.countRequestIds.push(String(body['requestId']));
        return ok({ TY: 1, DZ: 2, DJ: 3, ZR: 4, CP: 5, QP: 6 });
      case API_PATHS.logout:
        return ok(null);
      case API_PATHS.memberInfo:
        if (net.codeFor !== null) return json({ status_code: net.codeFor, message: '会话已结束', data: null });
        return ok({ username: 'alice01', userId: 1 });
      case '/obty/session/venue-secret-1':
      case '/obty/session/venue-secret-2':
        return json({ code: 100, data: { token: 'obty-token' } });
      case '/yewu12/api/user/getUserInfo':
        return json({ code: 0, data: { userId: 'obty-cuid-of-alice' } });
      default:
        return ok(null);
    }
  });
  return { net, fetch };
}

function setup() {
  const { net, fetch } = fakeNetwork();
  // The venues' own calls (the OBTY login on the venue origin) go through the global fetch.
  vi.stubGlobal('fetch', fetch);
  const cookies = new FakeCookies();
  const localStorage = new FakeStorage();
  const services = createServices({
    history: { push: vi.fn(), replace: vi.fn() },
    reload: () => undefined,
    browser: {
      cookies,
      localStorage,
      location: { pathname: '/', search: '', href: 'https://site.test/', replace: () => undefined },
      fetch,
    },
  });
  return { services, cookies, localStorage, net };
}

/** Member A's stay: remembered login, a member page, OBTY launched and logged in, the counts, the home pop-up, the eye button. */
async function memberStay({ services, localStorage }: ReturnType<typeof setup>, username = 'alice01'): Promise<void> {
  services.session.token.setLoginRecord({ isChecked: true, username });
  services.session.login(`token-of-${username}`, { rememberMe: true, username, userId: 1 });
  const venues = await services.venues();
  const launched = await venues.launch('OBTY');
  expect(launched.ok).toBe(true);
  expect(await venues.obtyLogin()).toMatchObject({ ok: true });
  await venues.counts.refresh();
  localStorage.setItem('home_pop_seen', JSON.stringify({ [username]: '2026-11-24' }));
  localStorage.setItem('mine.balanceHidden', '1');
  localStorage.setItem('preferWebVersionAt', '1');
}

/** What stays in this browser after the member left: the device's values only. */
function expectNothingOfTheMember({ cookies, localStorage }: ReturnType<typeof setup>): void {
  const local = [...localStorage.items.keys()].sort();
  expect(local).toEqual(['X-API-UUID', 'loginInfo', 'mine.balanceHidden', 'platformCount', 'preferWebVersionAt']);
  expect([...cookies.jar.keys()].sort()).toEqual(['X-API-UUID', 'isCheck']);
  expect(window.sessionStorage.length).toBe(0);
  // Nothing stored opens the venue or names its session; the name stays only where the member
  // asked this device to remember it (记住我).
  const values = [...localStorage.items.entries()].filter(([key]) => key !== 'loginInfo').map(([, value]) => value);
  values.push(...[...cookies.jar.values()].map((c) => c.value));
  for (const secret of ['venue-secret', 'req-', 'obty-cuid', 'alice01', 'token-of-']) {
    expect(values.filter((value) => value.includes(secret)), secret).toEqual([]);
  }
}

beforeEach(() => {
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the composition root: the member leaving (issue #35 item 6)', () => {
  it('after logout no stored value opens a venue and no member value is left; the device’s values stay', async () => {
    const s = setup();
    await memberStay(s);
    expect(s.localStorage.getItem('venueLaunch:OBTY')).toContain('venue-secret-1');
    expect(s.localStorage.getItem('OBTY_requestId')).toBe('req-1');
    expect(s.localStorage.getItem('OBTY_cuid')).toBe('obty-cuid-of-alice');

    await s.services.logout();
    expectNothingOfTheMember(s);
    const venues = await s.services.venues();
    expect(venues.launcher.result('OBTY')).toBeNull();
    expect(venues.allowedOrigins()).toEqual([]);
    expect(s.services.session.token.getLoginRecord()).toEqual({ isChecked: true, username: 'alice01' });
  });

  it('a logout before this page ever needed the venues still clears what an earlier page stored', async () => {
    const earlier = setup();
    await memberStay(earlier);
    // The next page load: a new composition root over the same storage and cookies, venues not made yet.
    const { fetch } = fakeNetwork();
    const services = createServices({
      history: { push: vi.fn(), replace: vi.fn() },
      reload: () => undefined,
      browser: {
        cookies: earlier.cookies,
        localStorage: earlier.localStorage,
        location: { pathname: '/mine', search: '', href: 'https://site.test/mine', replace: () => undefined },
        fetch,
      },
    });
    await services.logout();
    expectNothingOfTheMember(earlier);
  });

  for (const code of [6001, 10004, 10102, 10104, 10105]) {
    it(`session code ${code}: nothing of the member is left either`, async () => {
      const s = setup();
      const stop = s.services.session.start();
      await memberStay(s);
      s.net.codeFor = code;
      await s.services.session.memberInfo.get().catch(() => undefined);
      await vi.waitFor(() => expect(s.localStorage.getItem('venueLaunch:OBTY')).toBeNull(), { timeout: 3000 });
      await vi.waitFor(() => expect(s.localStorage.getItem('home_pop_seen')).toBeNull());
      expectNothingOfTheMember(s);
      stop();
    });
  }

  it('member B after member A gets a new OBTY requestId (after a logout, and over a member who never left)', async () => {
    const s = setup();
    await memberStay(s);
    expect(s.net.countRequestIds).toEqual(['req-1']);

    await s.services.logout();
    s.services.session.login('token-of-bob02', { rememberMe: false, username: 'bob02', userId: 2 });
    const venues = await s.services.venues();
    await venues.counts.refresh();
    expect(s.net.countRequestIds.at(-1)).toBe('req-2');

    // Carol logs in while Bob never logged out: Bob's requestId is not hers either.
    s.services.session.login('token-of-carol03', { rememberMe: false, username: 'carol03', userId: 3 });
    await vi.waitFor(() => expect(s.localStorage.getItem('OBTY_requestId')).toBeNull());
    await venues.counts.refresh();
    expect(s.net.countRequestIds.at(-1)).toBe('req-3');
  });
});
