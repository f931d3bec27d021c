import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@site/api-contract';
import type { VenueLaunch } from '@site/api-contract';
import { PLATFORM_COUNT_REFRESH_MS, PLATFORM_COUNT_RETRY_DELAY_MS, memoryStorage } from '@site/venues';
import { createVenues } from '@site/venues';
import { appVenuePorts, platformCountFetcher } from './app-venues';

const LAUNCH: VenueLaunch = {
  url: 'https://lobby.venue.example/lobby/OBTY?token=t',
  h5Url: 'https://lobby.venue.example/lobby/OBTY?token=t&h5=1',
  token: 'https://lobby.venue.example/obty/session/t',
  apiUrl: 'https://lobby.venue.example',
  activityUrl: '',
  resource: '',
  requestId: 'req-1',
  merchantCode: 'XY4002',
  expiresAt: 0,
};

const counts = (TY: number) => ({ TY, DZ: 126, DJ: 30, ZR: 18, CP: 42, QP: 37 });
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function fakeClient() {
  return {
    venueLaunch: vi.fn(async () => LAUNCH),
    headers: vi.fn((path: string) => ({ 'X-API-SIGN': `signed:${path}`, 'X-API-TOKEN': 'member-token' })),
    cache: { get: vi.fn(async () => null), set: vi.fn(async () => ({ expiresAt: 1 })) },
  };
}
/** The venue's own origin (OBTY token flow after a launch): answered here, never the network. */
const venueHttp = vi.fn(async () => json({ status_code: 0, message: '', data: { token: 't', merchantCode: 'XY4002', userId: 'ob1', userName: 'demo888' } }));
const session = { getToken: () => 'member-token', memberInfo: { username: () => 'demo888' } } as never;

describe('platformCountFetcher', () => {
  it('posts the requestId with the client headers and keeps the data', async () => {
    const client = fakeClient();
    const fetcher = vi.fn(async () => json({ status_code: 6000, message: '', data: counts(254) }));
    const reply = await platformCountFetcher(client, fetcher)('TY', 'req-1');
    expect(reply).toEqual({ data: counts(254), message: '' });
    const [path, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe(API_PATHS.platformCount);
    expect(JSON.parse(String(init.body))).toEqual({ requestId: 'req-1' });
    expect(init.headers).toMatchObject({ 'X-API-SIGN': `signed:${API_PATHS.platformCount}`, 'X-API-TOKEN': 'member-token' });
  });
  it('keeps the message of an "expired" success without data (which the api-client would drop)', async () => {
    const fetcher = vi.fn(async () => json({ status_code: 6000, message: '场馆令牌已过期，请重新进入', data: null }));
    expect(await platformCountFetcher(fakeClient(), fetcher)('TY', 'req-1')).toEqual({ data: null, message: '场馆令牌已过期，请重新进入' });
  });
  it('rejects on an HTTP failure or a reply that is no envelope', async () => {
    await expect(platformCountFetcher(fakeClient(), async () => new Response('', { status: 502 }))('TY', 'r')).rejects.toThrow();
    await expect(platformCountFetcher(fakeClient(), async () => json({ nope: 1 }))('TY', 'r')).rejects.toThrow();
  });
});

describe('the app venues wired to the client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('launches through client.venueLaunch with every SPEC §7 field', async () => {
    const client = fakeClient();
    const venues = createVenues({ ...appVenuePorts(client, session, vi.fn()), storage: memoryStorage(), http: venueHttp });
    const outcome = await venues.launch('OBTY', {});
    expect(outcome.ok).toBe(true);
    expect(client.venueLaunch).toHaveBeenCalledWith(
      expect.objectContaining({ enName: 'OBTY', siteId: 4002, https: 1, isSure: 1, appSendMoney: 0, temporaryParam: '' }),
    );
    expect(venues.allowedOrigins()).toEqual(['https://lobby.venue.example']);
    venues.dispose();
  });

  it('counts: expired → relaunch, wait 500 ms, retry; success is written to the cache; refreshed every 60000 ms', async () => {
    const client = fakeClient();
    const replies = [
      { status_code: 6000, message: '场馆令牌已过期，请重新进入', data: null },
      { status_code: 6000, message: '', data: counts(200) },
      { status_code: 6000, message: '', data: counts(210) },
    ];
    const fetcher = vi.fn(async () => json(replies.shift()));
    const venues = createVenues({ ...appVenuePorts(client, session, fetcher), storage: memoryStorage(), http: venueHttp });
    const seen: (number | undefined)[] = [];
    venues.counts.subscribe('TY', (counts) => seen.push(counts?.TY));

    await vi.advanceTimersByTimeAsync(0);
    // No requestId yet: one launch first, then the expired reply relaunches.
    expect(client.venueLaunch).toHaveBeenCalledTimes(2);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(PLATFORM_COUNT_RETRY_DELAY_MS);
    expect(seen).toEqual([200]);
    expect(client.cache.set).toHaveBeenCalledWith('platformCount.TY', counts(200), { ttl: 3_600_000 });

    await vi.advanceTimersByTimeAsync(PLATFORM_COUNT_REFRESH_MS);
    expect(seen).toEqual([200, 210]);
    expect(fetcher).toHaveBeenCalledTimes(3);
    venues.dispose();
  });
});
