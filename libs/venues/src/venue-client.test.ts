import type { VenueCode } from '@site/api-contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMTY_PROXY_PREFIX, VENUE_RELAUNCH_DEBOUNCE_MS, VENUE_STORAGE_KEYS } from './constants';
import { createVenueLauncher } from './launcher';
import { MESSAGES, isChineseReason, venueHttpMessage } from './messages';
import { FakePlatform, FakeStorage, FakeVenueServer, VENUE_ORIGIN, fakeClock, json } from './test-fakes';
import { createVenueClient } from './venue-client';
import { VENUE_LOCAL_CODES } from './venue-reply';

async function setup(venue: VenueCode, launched = true) {
  const platform = new FakePlatform();
  const storage = new FakeStorage();
  const server = new FakeVenueServer();
  const clock = fakeClock();
  const launcher = createVenueLauncher({ launch: platform.launch, storage, clock });
  if (launched) await launcher.launch(venue);
  const client = createVenueClient({
    venue,
    launcher,
    http: server.fetch,
    storage,
    clock,
    getMemberCode: () => 'demo01',
  });
  return { platform, storage, server, launcher, client };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_700_000_000_000);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('request rewriting (SPEC §7)', () => {
  it('IMTY /api/mobile paths get the proxy prefix and carry the shared params in body and headers', async () => {
    const { server, client } = await setup('IMTY');
    server.on(() => true, () => json({ code: 100, msg: 'ok', data: { matches: 3 } }));
    const reply = await client.request('/api/mobile/getMatches', { body: { sportId: 1 } });
    expect(reply).toEqual({ status_code: 100, message: 'ok', data: { matches: 3 } });
    const seen = server.seen[0];
    expect(seen?.url).toBe(`${IMTY_PROXY_PREFIX}/api/mobile/getMatches`);
    expect(seen?.method).toBe('POST');
    expect(seen?.body).toEqual({
      LanguageCode: 'CHS',
      OddsType: 3,
      TimeStamp: 1_700_000_000_000,
      origin: VENUE_ORIGIN,
      Token: 'tok-IMTY-1',
      MemberCode: 'demo01',
      sportId: 1,
    });
    expect(seen?.headers).toMatchObject({ token: 'tok-IMTY-1', membercode: 'demo01', oddstype: '3', languagecode: 'CHS' });
  });

  it('"yewu" and "/v1" paths get the venue origin', async () => {
    const { server, client } = await setup('OBTY');
    server.on(() => true, () => json({ code: 0, data: null }));
    await client.request('/yewu11/api/match/list', { query: { page: 2 } });
    await client.request('/v1/odds');
    expect(server.seen.map((s) => s.url)).toEqual([`${VENUE_ORIGIN}/yewu11/api/match/list?page=2`, `${VENUE_ORIGIN}/v1/odds`]);
    expect(server.seen[0]?.method).toBe('GET');
    expect(server.seen[0]?.headers).toMatchObject({ requestid: 'req-1', origin: VENUE_ORIGIN });
  });

  it('the caller\'s own body fields win over the shared ones', async () => {
    const { server, client } = await setup('FBTY');
    server.on(() => true, () => json({ code: 0 }));
    await client.request('/v1/bet', { body: { languageType: 'ENG', stake: 10 } });
    expect(server.seen[0]?.body).toMatchObject({ languageType: 'ENG', Authorization: 'tok-FBTY-1', stake: 10 });
  });

  it('refuses absolute URLs on another origin and never sends them the venue token', async () => {
    const { server, client } = await setup('FBTY');
    const reply = await client.request('https://evil.example/steal', { body: {} });
    expect(reply).toEqual({ status_code: VENUE_LOCAL_CODES.refused, message: MESSAGES.venueOriginRefused, data: null });
    expect(server.seen).toHaveLength(0);
    server.on(() => true, () => json({ code: 0 }));
    await client.request(`${VENUE_ORIGIN}/v1/x`);
    expect(server.seen.map((s) => s.url)).toEqual([`${VENUE_ORIGIN}/v1/x`]);
  });

  it('before a launch, venue-origin paths fail with a Chinese message and send nothing', async () => {
    const { server, client } = await setup('OBTY', false);
    expect(client.params()).toBeNull();
    const reply = await client.request('/yewu12/api/user/getUserInfo');
    expect(reply).toMatchObject({ status_code: VENUE_LOCAL_CODES.notLaunched, message: MESSAGES.venueNotLaunched });
    expect(server.seen).toHaveLength(0);
  });
});

describe('replies', () => {
  it.each([
    [405, 'Method Not Allowed'],
    [404, 'Not Found'],
    [403, 'Forbidden'],
    [429, 'Too Many Requests'],
    [500, 'Internal Server Error'],
    [502, 'Bad Gateway'],
    [504, 'Gateway Timeout'],
    [418, "I'm a teapot"],
  ])('HTTP %i: the reason is Chinese, never the English statusText %j (issue #41 item 5)', async (status, statusText) => {
    const { server, client } = await setup('OBTY');
    server.on(() => true, () => new Response('', { status, statusText }));
    const reply = await client.request('/v1/match/getList', { method: 'POST', body: {} });
    expect(reply.status_code).toBe(status);
    expect(reply.message).not.toMatch(/[A-Za-z]/);
    expect(isChineseReason(reply.message)).toBe(true);
  });

  it('a non-OK HTTP status gives its status and a Chinese reason; a network failure gives the network message', async () => {
    const { server, client } = await setup('OBTY');
    expect(await client.request('/v1/missing')).toEqual({ status_code: 404, message: venueHttpMessage(404), data: null });
    server.on(() => true, () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await client.request('/v1/x')).toEqual({
      status_code: VENUE_LOCAL_CODES.network,
      message: MESSAGES.networkError,
      data: null,
    });
  });

  it('a reply that is not JSON is an invalid reply', async () => {
    const { server, client } = await setup('OBTY');
    server.on(() => true, () => new Response('<html>', { status: 200 }));
    expect(await client.request('/v1/x')).toMatchObject({ status_code: VENUE_LOCAL_CODES.invalidReply });
  });

  it('400401 from OBTY relaunches OBTY once, 1000 ms after the burst', async () => {
    const { platform, server, client } = await setup('OBTY');
    server.on(() => true, () => json({ code: 400401, msg: '令牌失效' }));
    const replies = await Promise.all([client.request('/v1/a'), client.request('/v1/b'), client.request('/v1/c')]);
    expect(replies.map((r) => r.status_code)).toEqual([400401, 400401, 400401]);
    expect(platform.launchesOf('OBTY')).toBe(1);
    await vi.advanceTimersByTimeAsync(VENUE_RELAUNCH_DEBOUNCE_MS);
    expect(platform.launchesOf('OBTY')).toBe(2);
    // The next call carries the new launch's requestId.
    server.on(() => true, () => json({ code: 0 }));
    await client.request('/v1/d');
    expect(server.seen.at(-1)?.headers['requestid']).toBe('req-2');
  });

  it('14010 relaunches FBTY; 14010 from IMTY does not', async () => {
    const fb = await setup('FBTY');
    fb.server.on(() => true, () => json({ code: '14010', msg: 'expired' }));
    await fb.client.request('/v1/a');
    await vi.advanceTimersByTimeAsync(VENUE_RELAUNCH_DEBOUNCE_MS);
    expect(fb.platform.launchesOf('FBTY')).toBe(2);

    const im = await setup('IMTY');
    im.server.on(() => true, () => json({ code: 14010 }));
    await im.client.request('/api/mobile/x');
    await vi.advanceTimersByTimeAsync(VENUE_RELAUNCH_DEBOUNCE_MS * 2);
    expect(im.platform.launches).toHaveLength(1);
  });

  it('the OBTY cuid in storage joins the shared params', async () => {
    const { storage, client } = await setup('OBTY');
    storage.setItem(VENUE_STORAGE_KEYS.obtyCuid, 'u-9');
    expect(client.params()).toMatchObject({ cuid: 'u-9', requestId: 'req-1' });
  });
});
