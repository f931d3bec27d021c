import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VenueLaunch } from '@site/api-contract';
import { VENUE_RELAUNCH_DEBOUNCE_MS, VENUE_STORAGE_KEYS, VENUE_STORED_VALUES } from './constants';
import { isVenueLobbyUrl } from './launch-route';
import { FakeCache, FakePlatform, FakeStorage, FakeVenueServer, fakeClock, json, launchData } from './test-fakes';
import { createVenues } from './venues';

// Issue #35 item 6: when the member leaves, no stored value opens their venue, and the next
// member's OBTY session is their own.

/** `userInfoGate`: OBTY's getUserInfo answers once it settles (an OBTY login still on its way). */
function setup(userInfoGate: Promise<void> = Promise.resolve()) {
  const server = new FakeVenueServer();
  let tokenSerial = 0;
  server
    .on((u) => u.pathname.startsWith('/v1/token/'), () => json({ code: 100, data: { token: `vt-${++tokenSerial}` } }))
    .on((u) => u.pathname === '/yewu12/api/user/getUserInfo', async (req) => {
      await userInfoGate;
      return json({ code: 0, data: { userId: `cu-${new URL(req.url).searchParams.get('token')}` } });
    });
  const platform = new FakePlatform();
  const storage = new FakeStorage();
  const member = { token: 'token-A' };
  const venues = createVenues({
    launch: platform.launch,
    fetchCounts: platform.fetchCounts,
    cache: new FakeCache(),
    getToken: () => member.token,
    http: server.fetch,
    storage,
    clock: fakeClock(),
  });
  return { platform, storage, server, venues, member };
}

/** Member A's stay: the three sports venues launched, OBTY's login done, the counts fetched, one launch failed. */
async function memberStay(s: ReturnType<typeof setup>): Promise<VenueLaunch> {
  const obty = await s.venues.launch('OBTY');
  await s.venues.obtyLogin();
  await s.venues.launch('IMTY');
  await s.venues.launch('FBTY');
  await s.venues.counts.refresh();
  s.platform.launchScript = () => ({ status_code: 10001, message: '场馆维护中' });
  await s.venues.launch('V188');
  if (!obty.ok) throw new Error('OBTY did not launch');
  return obty.result;
}

/** The VENUE_STORED_VALUES name a stored key belongs to, or null when nothing lists it. */
function nameOf(key: string): keyof typeof VENUE_STORAGE_KEYS | null {
  for (const [name, stored] of Object.entries(VENUE_STORAGE_KEYS) as [keyof typeof VENUE_STORAGE_KEYS, string][]) {
    if (name === 'launchResultPrefix' ? key.startsWith(stored) : key === stored) return name;
  }
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('VENUE_STORED_VALUES', () => {
  it('classifies every key a member stay stores; all but the platform counts are the member’s', async () => {
    const s = setup();
    await memberStay(s);
    const keys = [...s.storage.items.keys()];
    expect(keys.filter((key) => nameOf(key) === null)).toEqual([]);
    expect(keys.sort()).toEqual(
      [
        'OBTY_cuid',
        'OBTY_requestId',
        'OBTY_requestIdExpiresAt',
        'platformCount',
        'venueLaunch:FBTY',
        'venueLaunch:IMTY',
        'venueLaunch:OBTY',
        'venueLaunchError',
        'venueLaunched',
      ].sort(),
    );
    const device = Object.entries(VENUE_STORED_VALUES).filter(([, owner]) => owner === 'device');
    expect(device.map(([name]) => name)).toEqual(['counts']);
  });
});

describe('Venues.forgetMember', () => {
  it('leaves no stored value of the member: no launch data, lobby address, venue token, requestId or cuid', async () => {
    const s = setup();
    const launch = await memberStay(s);
    expect(s.storage.getItem('venueLaunch:OBTY')).toContain(launch.url);
    s.venues.forgetMember();
    expect([...s.storage.items.keys()]).toEqual(['platformCount']);
    const left = [...s.storage.items.values()].join('\n');
    for (const secret of [launch.url, launch.h5Url, launch.token, launch.requestId, 'cu-vt-1']) expect(left).not.toContain(secret);
  });

  it('forgets the member in memory too: no result, no allowed origin, the old lobby is no lobby of this venue, no OBTY login', async () => {
    const s = setup();
    const launch = await memberStay(s);
    expect(isVenueLobbyUrl(launch.url, s.venues.launcher.result('OBTY'))).toBe(true);
    s.venues.forgetMember();
    for (const venue of ['OBTY', 'IMTY', 'FBTY'] as const) expect(s.venues.launcher.result(venue)).toBeNull();
    expect(s.venues.allowedOrigins()).toEqual([]);
    expect(isVenueLobbyUrl(launch.url, s.venues.launcher.result('OBTY'))).toBe(false);
    expect(s.venues.launcher.lastFailure()).toBeNull();
    expect(s.venues.obtyLogin()).toBeNull();
    expect(s.venues.client('OBTY').params()).toBeNull();
  });

  it('member B after member A gets a new OBTY requestId: the counts launch OBTY again instead of reusing A’s', async () => {
    const s = setup();
    s.venues.counts.subscribe('TY', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(s.platform.countCalls).toEqual([{ requestId: 'req-1' }]);

    s.venues.forgetMember();
    s.member.token = 'token-B';
    await s.venues.counts.refresh();
    expect(s.platform.launchesOf('OBTY')).toBe(2);
    expect(s.platform.countCalls.at(-1)).toEqual({ requestId: 'req-2' });
    expect(s.storage.getItem('OBTY_requestId')).toBe('req-2');
    s.venues.dispose();
  });

  it('a launch still on its way when the member leaves stores nothing and does not count as theirs', async () => {
    const s = setup();
    let answer: (launch: VenueLaunch) => void = () => undefined;
    s.platform.launchScript = () => new Promise<VenueLaunch>((resolve) => (answer = resolve));
    const launching = s.venues.launch('OBTY');
    await vi.advanceTimersByTimeAsync(0);
    s.venues.forgetMember();
    answer(launchData('OBTY', 1));
    const outcome = await launching;
    expect(outcome.ok).toBe(false);
    expect([...s.storage.items.keys()]).toEqual([]);
    expect(s.venues.launcher.result('OBTY')).toBeNull();
    expect(s.venues.obtyLogin()).toBeNull();

    // The next member's launch is a new request, not the one in flight.
    s.platform.launchScript = (body, serial) => launchData(body.enName, serial);
    const next = await s.venues.launch('OBTY');
    expect(next.ok && next.result.requestId).toBe('req-2');
  });

  it('an OBTY login still on its way when the member leaves does not store their cuid', async () => {
    let release: () => void = () => undefined;
    const s = setup(new Promise<void>((resolve) => (release = resolve)));
    await s.venues.launch('OBTY');
    const login = s.venues.obtyLogin();
    expect(login).not.toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.server.seen.map((r) => new URL(r.url).pathname)).toContain('/yewu12/api/user/getUserInfo');
    s.venues.forgetMember();
    release();
    expect(await login).toMatchObject({ ok: false });
    expect(s.storage.getItem('OBTY_cuid')).toBeNull();
  });

  it('a pending relaunch of the member is cancelled: it resolves as a failure and launches nothing', async () => {
    const s = setup();
    await s.venues.launch('OBTY');
    const relaunch = s.venues.launcher.relaunch('OBTY');
    s.venues.forgetMember();
    await vi.advanceTimersByTimeAsync(VENUE_RELAUNCH_DEBOUNCE_MS * 2);
    expect((await relaunch).ok).toBe(false);
    expect(s.platform.launchesOf('OBTY')).toBe(1);
  });
});
