import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VENUE_RELAUNCH_DEBOUNCE_MS, VENUE_STORAGE_KEYS } from './constants';
import { isAllowedVenueUrl } from './origins';
import { FakeCache, FakePlatform, FakeStorage, FakeVenueServer, VENUE_ORIGIN, fakeClock, json } from './test-fakes';
import { createVenues } from './venues';
import type { VenuesPorts } from './venues';

/** The app's venues over fake ports: the platform, a storage and the given venue server. */
function venuesOn(server: FakeVenueServer, ports: Partial<VenuesPorts> = {}) {
  const platform = new FakePlatform();
  const storage = new FakeStorage();
  const venues = createVenues({
    launch: platform.launch,
    fetchCounts: platform.fetchCounts,
    cache: new FakeCache(),
    getToken: () => 'member-token',
    http: server.fetch,
    storage,
    clock: fakeClock(),
    ...ports,
  });
  return { platform, storage, server, venues };
}

/** Venues whose server answers the OBTY token and user-info calls, and fails /v1/expired with 400401. */
function setup() {
  const server = new FakeVenueServer();
  let tokenSerial = 0;
  server
    .on((u) => u.pathname.startsWith('/v1/token/'), () => json({ code: 100, data: { token: `vt-${++tokenSerial}` } }))
    .on((u) => u.pathname === '/yewu12/api/user/getUserInfo', (req) =>
      json({ code: 0, data: { userId: `cu-${new URL(req.url).searchParams.get('token')}` } }),
    )
    .on((u) => u.pathname === '/v1/expired', () => json({ code: 400401, msg: '登录已失效' }));
  return venuesOn(server);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createVenues (the wiring the app uses)', () => {
  it('launching OBTY runs the token/getUserInfo flow and the lobby URL becomes allowed', async () => {
    const { storage, venues } = setup();
    const outcome = await venues.launch('OBTY');
    expect(await venues.obtyLogin()).toEqual({ ok: true, cuid: 'cu-vt-1' });
    expect(storage.getItem(VENUE_STORAGE_KEYS.obtyCuid)).toBe('cu-vt-1');
    expect(venues.client('OBTY').params()).toMatchObject({ cuid: 'cu-vt-1', requestId: 'req-1' });
    expect(outcome.ok && isAllowedVenueUrl(outcome.result.url, venues.allowedOrigins())).toBe(true);
    expect(isAllowedVenueUrl('https://evil.example/', venues.allowedOrigins())).toBe(false);
  });

  it('a forced 400401 relaunches OBTY once and the OBTY flow runs again with the new token', async () => {
    const { platform, venues } = setup();
    await venues.launch('OBTY');
    await venues.obtyLogin();
    const obty = venues.client('OBTY');
    await Promise.all([obty.request('/v1/expired'), obty.request('/v1/expired')]);
    await vi.advanceTimersByTimeAsync(VENUE_RELAUNCH_DEBOUNCE_MS);
    expect(platform.launchesOf('OBTY')).toBe(2);
    expect(await venues.obtyLogin()).toEqual({ ok: true, cuid: 'cu-vt-2' });
    expect(obty.params()).toMatchObject({ requestId: 'req-2', cuid: 'cu-vt-2' });
    await vi.advanceTimersByTimeAsync(VENUE_RELAUNCH_DEBOUNCE_MS * 5);
    expect(platform.launchesOf('OBTY')).toBe(2);
  });

  it('the counts use the launched OBTY requestId; dispose stops the poller', async () => {
    const { platform, venues } = setup();
    venues.counts.subscribe('TY', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(platform.launchesOf('OBTY')).toBe(1);
    expect(platform.countCalls).toEqual([{ requestId: 'req-1' }]);
    venues.dispose();
    await vi.advanceTimersByTimeAsync(60_000 * 3);
    expect(platform.countCalls).toHaveLength(1);
  });

  it('one client per venue, reusing the same instance', () => {
    const { venues } = setup();
    expect(venues.client('IMTY')).toBe(venues.client('IMTY'));
    expect(venues.client('FBTY').venue).toBe('FBTY');
    expect(venues.obtyLogin()).toBeNull();
    expect(VENUE_ORIGIN).toMatch(/^https:/);
  });
});

describe('createVenues().sports()', () => {
  it('is one poller per app, and nothing is launched or asked while the page is hidden', async () => {
    let visible = false;
    const { platform, server, venues } = venuesOn(new FakeVenueServer(), {
      visibility: { isVisible: () => visible, onChange: () => () => undefined },
    });
    expect(venues.sports()).toBe(venues.sports());
    const stop = venues.sports().subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(platform.launches).toEqual([]);
    expect(server.seen).toEqual([]);
    stop();
    visible = true;
    venues.sports().subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(platform.launches.map((b) => b.enName).sort()).toEqual(['FBTY', 'IMTY', 'OBTY']);
    venues.dispose();
  });
});
