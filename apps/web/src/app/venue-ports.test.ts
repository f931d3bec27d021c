import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@site/api-client';
import type { VenueLaunch } from '@site/api-contract';
import { memoryStorage } from '@site/ports';
import { PLATFORM_COUNT_REFRESH_MS, PLATFORM_COUNT_RETRY_DELAY_MS } from '@site/venues';
import { createVenues } from '@site/venues';
import { appVenuePorts, platformCountFetcher } from './venue-ports';

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

type Envelope = { data: ReturnType<typeof counts> | null; message: string };

function fakeClient(replies: (Envelope | Error)[] = []) {
  return {
    venueLaunch: vi.fn(async () => LAUNCH),
    requestEnvelope: vi.fn(async (_key: 'platformCount', _body: { requestId: string }): Promise<Envelope> => {
      const next = replies.shift() ?? { data: counts(1), message: '' };
      if (next instanceof Error) throw next;
      return next;
    }),
    cache: { get: vi.fn(async () => null), set: vi.fn(async () => ({ expiresAt: 1 })) },
  };
}
/** The fake seen through the client type the app code takes (requestEnvelope's generics cannot be faked literally). */
const asClient = (fake: ReturnType<typeof fakeClient>) => fake as unknown as Pick<ApiClient, 'venueLaunch' | 'requestEnvelope' | 'cache'>;
/** The venue's own origin (OBTY token flow after a launch): answered here, never the network. */
const venueHttp = vi.fn(async () => json({ status_code: 0, message: '', data: { token: 't', merchantCode: 'XY4002', userId: 'ob1', userName: 'demo888' } }));
const session = { getToken: () => 'member-token', memberInfo: { username: () => 'demo888' } } as never;

describe('platformCountFetcher', () => {
  it("asks the client's envelope call for the platform count with the requestId and keeps the data", async () => {
    const client = fakeClient([{ data: counts(254), message: '' }]);
    const reply = await platformCountFetcher(asClient(client))('req-1');
    expect(reply).toEqual({ data: counts(254), message: '' });
    expect(client.requestEnvelope).toHaveBeenCalledWith('platformCount', { requestId: 'req-1' });
  });
  it('keeps the message of an "expired" success without data', async () => {
    const client = fakeClient([{ data: null, message: '场馆令牌已过期，请重新进入' }]);
    expect(await platformCountFetcher(asClient(client))('req-1')).toEqual({ data: null, message: '场馆令牌已过期，请重新进入' });
  });
  it("passes the client's rejection on (network failure, business code, broken reply)", async () => {
    const failure = new Error('网络异常,请您稍后重试');
    await expect(platformCountFetcher(asClient(fakeClient([failure])))('r')).rejects.toBe(failure);
  });
});

describe('the app venues wired to the client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('launches through client.venueLaunch with every SPEC §7 field', async () => {
    const client = fakeClient();
    const venues = createVenues({ ...appVenuePorts(asClient(client), session), storage: memoryStorage(), http: venueHttp });
    const outcome = await venues.launch('OBTY', {});
    expect(outcome.ok).toBe(true);
    expect(client.venueLaunch).toHaveBeenCalledWith(
      expect.objectContaining({ enName: 'OBTY', siteId: 4002, https: 1, isSure: 1, appSendMoney: 0, temporaryParam: '' }),
    );
    expect(venues.allowedOrigins()).toEqual(['https://lobby.venue.example']);
    venues.dispose();
  });

  it('counts: expired → relaunch, wait 500 ms, retry; success is written to the cache; refreshed every 60000 ms', async () => {
    const client = fakeClient([
      { data: null, message: '场馆令牌已过期，请重新进入' },
      { data: counts(200), message: '' },
      { data: counts(210), message: '' },
    ]);
    const venues = createVenues({ ...appVenuePorts(asClient(client), session), storage: memoryStorage(), http: venueHttp });
    const seen: (number | undefined)[] = [];
    venues.counts.subscribe('TY', (counts) => seen.push(counts?.TY));

    await vi.advanceTimersByTimeAsync(0);
    // No requestId yet: one launch first, then the expired reply relaunches.
    expect(client.venueLaunch).toHaveBeenCalledTimes(2);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(PLATFORM_COUNT_RETRY_DELAY_MS);
    expect(seen).toEqual([200]);
    expect(client.cache.set).toHaveBeenCalledWith('platformCount.all', counts(200), { ttl: 3_600_000 });

    await vi.advanceTimersByTimeAsync(PLATFORM_COUNT_REFRESH_MS);
    expect(seen).toEqual([200, 210]);
    expect(client.requestEnvelope).toHaveBeenCalledTimes(3);
    expect(client.requestEnvelope).toHaveBeenLastCalledWith('platformCount', { requestId: LAUNCH.requestId });
    venues.dispose();
  });
});
