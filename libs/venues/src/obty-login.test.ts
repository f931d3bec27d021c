import { describe, expect, it } from 'vitest';
import { VENUE_STORAGE_KEYS } from './constants';
import { createVenueLauncher } from './launcher';
import { MESSAGES } from './messages';
import { obtyLogin } from './obty-login';
import { FakePlatform, FakeStorage, FakeVenueServer, VENUE_ORIGIN, fakeClock, json } from './test-fakes';
import { createVenueClient } from './venue-client';
import { VENUE_LOCAL_CODES } from './venue-reply';

async function setup(launched = true) {
  const platform = new FakePlatform();
  const storage = new FakeStorage();
  const server = new FakeVenueServer();
  const clock = fakeClock();
  const launcher = createVenueLauncher({ launch: platform.launch, storage, clock });
  if (launched) await launcher.launch('OBTY');
  const client = createVenueClient({ venue: 'OBTY', launcher, http: server.fetch, storage, clock });
  return { platform, storage, server, launcher, client };
}

function obtyVenue(server: FakeVenueServer) {
  server
    .on((u) => u.pathname === '/v1/token/1', () => json({ code: 100, msg: '', data: { token: 'venue-tok', merchantCode: 'M4002' } }))
    .on((u) => u.pathname === '/yewu12/api/user/getUserInfo', () => json({ code: 0, data: { userId: 'cu-42', userName: 'demo01' } }));
}

describe('obtyLogin (SPEC §7 OBTY flow)', () => {
  it('GET {token}?merchantCode with header requestId, then getUserInfo?token=; data.userId is saved as cuid', async () => {
    const { server, storage, launcher, client } = await setup();
    obtyVenue(server);
    const outcome = await obtyLogin({ launcher, client, storage });
    expect(outcome).toEqual({ ok: true, cuid: 'cu-42' });
    expect(server.seen.map((s) => [s.method, s.url])).toEqual([
      ['GET', `${VENUE_ORIGIN}/v1/token/1?merchantCode=M4002`],
      ['GET', `${VENUE_ORIGIN}/yewu12/api/user/getUserInfo?token=venue-tok`],
    ]);
    expect(server.seen[0]?.headers['requestid']).toBe('req-1');
    expect(storage.getItem(VENUE_STORAGE_KEYS.obtyCuid)).toBe('cu-42');
    // From now on every OBTY call carries the cuid.
    expect(client.params()).toMatchObject({ cuid: 'cu-42' });
  });

  it('a numeric userId is saved as text', async () => {
    const { server, storage, launcher, client } = await setup();
    server
      .on((u) => u.pathname.startsWith('/v1/token'), () => json({ code: 100, data: { token: 't' } }))
      .on((u) => u.pathname.includes('getUserInfo'), () => json({ code: 0, data: { userId: 9001 } }));
    expect(await obtyLogin({ launcher, client, storage })).toEqual({ ok: true, cuid: '9001' });
  });

  it('stops at the first failing step, saves nothing and keeps the venue\'s message', async () => {
    const { server, storage, launcher, client } = await setup();
    server.on(() => true, () => json({ code: 500100, msg: '商户不存在' }));
    expect(await obtyLogin({ launcher, client, storage })).toEqual({ ok: false, status_code: 500100, message: '商户不存在' });
    expect(server.seen).toHaveLength(1);
    expect(storage.getItem(VENUE_STORAGE_KEYS.obtyCuid)).toBeNull();
  });

  it('a reply without a token or userId is an invalid reply', async () => {
    const { server, storage, launcher, client } = await setup();
    server
      .on((u) => u.pathname.startsWith('/v1/token'), () => json({ code: 100, data: { token: 't' } }))
      .on((u) => u.pathname.includes('getUserInfo'), () => json({ code: 0, data: {} }));
    expect(await obtyLogin({ launcher, client, storage })).toEqual({
      ok: false,
      status_code: VENUE_LOCAL_CODES.invalidReply,
      message: MESSAGES.venueReplyInvalid,
    });
  });

  it('without a launch it says so and calls nothing', async () => {
    const { server, storage, launcher, client } = await setup(false);
    expect(await obtyLogin({ launcher, client, storage })).toMatchObject({ ok: false, message: MESSAGES.venueNotLaunched });
    expect(server.seen).toHaveLength(0);
  });
});
