import type { PlatformCount } from '@site/api-contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COUNT_CACHE_KEY,
  PLATFORM_COUNT_REFRESH_MS,
  PLATFORM_COUNT_RETRY_DELAY_MS,
  VENUE_STORAGE_KEYS,
} from './constants';
import { createVenueLauncher } from './launcher';
import { createPlatformCountPoller } from './platform-counts';
import { FakeCache, FakePlatform, FakeStorage, counts, fakeClock, launchData } from './test-fakes';

function setup(options: { token?: string; requestId?: string } = {}) {
  const platform = new FakePlatform();
  const storage = new FakeStorage();
  const cache = new FakeCache();
  const clock = fakeClock();
  if (options.requestId) storage.setItem(VENUE_STORAGE_KEYS.obtyRequestId, options.requestId);
  let token = options.token ?? 'member-token';
  const launcher = createVenueLauncher({ launch: platform.launch, storage, clock });
  const poller = createPlatformCountPoller({
    fetchCounts: platform.fetchCounts,
    launcher,
    getToken: () => token,
    cache,
    storage,
    clock,
  });
  return { platform, storage, cache, poller, setToken: (t: string) => (token = t) };
}

const expired = { data: null, message: 'requestId已过期，请重新获取' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('platform counts (SPEC §4)', () => {
  it('a guest reads the counts from the cache and asks nobody', async () => {
    const { platform, cache, poller } = setup({ token: '' });
    await cache.set(COUNT_CACHE_KEY, counts(7), 1);
    expect(await poller.refresh('TY')).toEqual(counts(7));
    expect(platform.countCalls).toHaveLength(0);
    expect(platform.launches).toHaveLength(0);
  });

  it('a guest with an empty cache gets the local copy, else null', async () => {
    const { storage, poller } = setup({ token: '' });
    expect(await poller.refresh('DZ')).toBeNull();
    storage.setItem(VENUE_STORAGE_KEYS.counts, JSON.stringify(counts(3)));
    expect(await poller.refresh('DZ')).toEqual(counts(3));
  });

  it('a member with a stored OBTY requestId asks the server; success is kept and written to the cache', async () => {
    const { platform, cache, storage, poller } = setup({ requestId: 'req-stored' });
    platform.countScript = () => ({ data: counts(10), message: '' });
    expect(await poller.refresh('TY')).toEqual(counts(10));
    expect(platform.countCalls).toEqual([{ requestId: 'req-stored' }]);
    expect(platform.launches).toHaveLength(0);
    expect(poller.get('TY')).toEqual(counts(10));
    expect(cache.writes).toEqual([{ key: 'platformCount.all', value: counts(10), ttl: 3_600_000 }]);
    expect(JSON.parse(storage.getItem('platformCount') ?? 'null')).toEqual(counts(10));
  });

  it('without a requestId it launches OBTY first and uses the new requestId', async () => {
    const { platform, poller } = setup();
    expect(await poller.refresh('ZR')).toEqual(counts(1));
    expect(platform.launches.map((b) => b.enName)).toEqual(['OBTY']);
    expect(platform.countCalls).toEqual([{ requestId: 'req-1' }]);
  });

  it('when that launch fails it falls back to the cache without asking for counts', async () => {
    const { platform, cache, poller } = setup();
    platform.launchScript = () => Promise.reject(new Error('场馆维护'));
    await cache.set(COUNT_CACHE_KEY, counts(4), 1);
    expect(await poller.refresh('CP')).toEqual(counts(4));
    expect(platform.countCalls).toHaveLength(0);
  });

  it('"已过期": relaunches, waits 500 ms, retries', async () => {
    const { platform, poller } = setup({ requestId: 'req-old' });
    const replies = [expired, { data: counts(20), message: '' }];
    platform.countScript = () => replies.shift() ?? expired;
    const result = poller.refresh('TY');
    await vi.advanceTimersByTimeAsync(0);
    expect(platform.launchesOf('OBTY')).toBe(1);
    expect(platform.countCalls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(PLATFORM_COUNT_RETRY_DELAY_MS - 1);
    expect(platform.countCalls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toEqual(counts(20));
    // The retry uses the relaunch's fresh requestId.
    expect(platform.countCalls.map((c) => c.requestId)).toEqual(['req-old', 'req-1']);
  });

  it('at most 2 relaunch-and-retry cycles, then the cache; the counter then starts again (SPEC-NOTES 6)', async () => {
    const { platform, cache, poller } = setup({ requestId: 'req-old' });
    await cache.set(COUNT_CACHE_KEY, counts(9), 1);
    platform.countScript = () => expired;
    const first = poller.refresh('QP');
    await vi.advanceTimersByTimeAsync(PLATFORM_COUNT_RETRY_DELAY_MS * 10);
    expect(await first).toEqual(counts(9));
    expect(platform.countCalls).toHaveLength(3);
    expect(platform.launchesOf('OBTY')).toBe(2);

    const second = poller.refresh('QP');
    await vi.advanceTimersByTimeAsync(PLATFORM_COUNT_RETRY_DELAY_MS * 10);
    expect(await second).toEqual(counts(9));
    expect(platform.countCalls).toHaveLength(6);
    expect(platform.launchesOf('OBTY')).toBe(4);
  });

  it('the counter is reset by a success, not by each retry', async () => {
    const { platform, poller } = setup({ requestId: 'req-old' });
    // expired, ok | expired, expired, ok: a success in between means the second run may retry twice.
    const replies = [expired, { data: counts(1) }, expired, expired, { data: counts(2) }];
    platform.countScript = () => replies.shift() ?? { data: counts(3) };
    const first = poller.refresh('DJ');
    await vi.advanceTimersByTimeAsync(PLATFORM_COUNT_RETRY_DELAY_MS * 4);
    expect(await first).toEqual(counts(1));
    const second = poller.refresh('DJ');
    await vi.advanceTimersByTimeAsync(PLATFORM_COUNT_RETRY_DELAY_MS * 4);
    expect(await second).toEqual(counts(2));
    expect(platform.launchesOf('OBTY')).toBe(3);
  });

  it('no data and another message, or a failing call, fall back to the cache without a relaunch', async () => {
    const { platform, cache, poller } = setup({ requestId: 'req-old' });
    await cache.set(COUNT_CACHE_KEY, counts(5), 1);
    platform.countScript = () => ({ data: null, message: '系统繁忙' });
    expect(await poller.refresh('TY')).toEqual(counts(5));
    platform.countScript = () => {
      throw new Error('offline');
    };
    expect(await poller.refresh('TY')).toEqual(counts(5));
    platform.countScript = () => ({ data: { TY: 'many' } as unknown as PlatformCount, message: '' });
    expect(await poller.refresh('TY')).toEqual(counts(5));
    expect(platform.launches).toHaveLength(0);
  });

  it('a broken cache does not break the counts', async () => {
    const { platform, cache, poller } = setup({ requestId: 'r' });
    cache.set = () => Promise.reject(new Error('cache down'));
    cache.get = () => Promise.reject(new Error('cache down'));
    expect(await poller.refresh('TY')).toEqual(counts(1));
    platform.countScript = () => ({ data: null, message: '失败' });
    // The local copy from the success above stands in for the cache.
    expect(await poller.refresh('TY')).toEqual(counts(1));
  });

  it('concurrent refreshes of any categories share one request', async () => {
    const { platform, poller } = setup({ requestId: 'r' });
    await Promise.all([poller.refresh('TY'), poller.refresh('TY'), poller.refresh('DZ')]);
    expect(platform.countCalls).toEqual([{ requestId: 'r' }]);
  });
});

describe('one getCountPB cycle for the whole app (issue #25 item 10)', () => {
  const ALL = ['TY', 'DZ', 'DJ', 'ZR', 'CP', 'QP'] as const;

  it('six categories listening: one request and one cache write per 60 s cycle, one OBTY launch', async () => {
    const { platform, cache, poller } = setup();
    const seen = new Map<string, number[]>();
    for (const category of ALL) {
      poller.subscribe(category, (c) => seen.set(category, [...(seen.get(category) ?? []), c?.[category] ?? -1]));
    }
    await vi.advanceTimersByTimeAsync(0);
    expect(platform.countCalls).toHaveLength(1);
    expect(cache.writes).toHaveLength(1);
    expect(platform.launchesOf('OBTY')).toBe(1);
    await vi.advanceTimersByTimeAsync(PLATFORM_COUNT_REFRESH_MS * 3);
    expect(platform.countCalls).toHaveLength(4);
    expect(cache.writes).toHaveLength(4);
    // The requestId of the one launch is reused cycle after cycle.
    expect(platform.launchesOf('OBTY')).toBe(1);
    expect(new Set(platform.countCalls.map((c) => c.requestId))).toEqual(new Set(['req-1']));
    expect(seen.get('TY')).toEqual([1, 1, 1, 1]);
    expect(seen.get('QP')).toEqual([6, 6, 6, 6]);
  });

  it('a requestId stored by an earlier page load is reused while valid, relaunched once it has expired', async () => {
    const { platform, storage, poller } = setup({ requestId: 'req-kept' });
    storage.setItem(VENUE_STORAGE_KEYS.obtyRequestIdExpiresAt, String(Date.now() + PLATFORM_COUNT_REFRESH_MS * 2 - 1));
    poller.subscribe('TY', () => undefined);
    await vi.advanceTimersByTimeAsync(PLATFORM_COUNT_REFRESH_MS);
    expect(platform.launches).toHaveLength(0);
    expect(platform.countCalls.map((c) => c.requestId)).toEqual(['req-kept', 'req-kept']);
    await vi.advanceTimersByTimeAsync(PLATFORM_COUNT_REFRESH_MS);
    expect(platform.launchesOf('OBTY')).toBe(1);
    expect(platform.countCalls.at(-1)).toEqual({ requestId: 'req-1' });
  });

  it('a launch keeps its requestId with the expiry the platform gave', async () => {
    const { platform, storage, poller } = setup();
    platform.launchScript = (body, serial) => launchData(body.enName, serial, { expiresAt: 1_900_000_000_000 });
    await poller.refresh();
    expect(storage.getItem(VENUE_STORAGE_KEYS.obtyRequestId)).toBe('req-1');
    expect(storage.getItem(VENUE_STORAGE_KEYS.obtyRequestIdExpiresAt)).toBe('1900000000000');
  });
});

describe('polling every 60000 ms while someone listens', () => {
  it('refreshes at once, then every 60 s, and stops when the last listener leaves', async () => {
    const { platform, poller } = setup({ requestId: 'r' });
    let n = 0;
    platform.countScript = () => ({ data: counts(++n) });
    const seenA: (PlatformCount | null)[] = [];
    const seenB: (PlatformCount | null)[] = [];
    const offA = poller.subscribe('TY', (c) => seenA.push(c));
    await vi.advanceTimersByTimeAsync(0);
    expect(seenA).toEqual([counts(1)]);
    const offB = poller.subscribe('TY', (c) => seenB.push(c));
    // A late listener hears the latest counts at once, without another request.
    expect(seenB).toEqual([counts(1)]);
    await vi.advanceTimersByTimeAsync(PLATFORM_COUNT_REFRESH_MS - 1);
    expect(platform.countCalls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(platform.countCalls).toHaveLength(2);
    expect(seenA.at(-1)).toEqual(counts(2));
    offA();
    await vi.advanceTimersByTimeAsync(PLATFORM_COUNT_REFRESH_MS);
    expect(platform.countCalls).toHaveLength(3);
    expect(seenA).toHaveLength(2);
    expect(seenB.at(-1)).toEqual(counts(3));
    offB();
    await vi.advanceTimersByTimeAsync(PLATFORM_COUNT_REFRESH_MS * 5);
    expect(platform.countCalls).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a member who logs out mid-way gets the cache on the next tick', async () => {
    const { platform, cache, poller, setToken } = setup({ requestId: 'r' });
    const seen: (PlatformCount | null)[] = [];
    const off = poller.subscribe('TY', (c) => seen.push(c));
    await vi.advanceTimersByTimeAsync(0);
    expect(cache.entries.get(COUNT_CACHE_KEY)?.value).toEqual(counts(1));
    // Someone else refreshed the shared cache meanwhile.
    await cache.set(COUNT_CACHE_KEY, counts(50), 1);
    setToken('');
    await vi.advanceTimersByTimeAsync(PLATFORM_COUNT_REFRESH_MS);
    expect(seen).toEqual([counts(1), counts(50)]);
    expect(platform.countCalls).toHaveLength(1);
    off();
  });

  it('dispose stops the timers, ends a retry wait and ignores bad categories', async () => {
    const { platform, poller } = setup({ requestId: 'r' });
    platform.countScript = () => expired;
    poller.subscribe('TY', () => undefined);
    const pending = poller.refresh('TY');
    await vi.advanceTimersByTimeAsync(0);
    poller.dispose();
    await expect(pending).resolves.toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    expect(await poller.refresh('XX' as 'TY')).toBeNull();
    expect(poller.subscribe('XX' as 'TY', () => undefined)).toBeTypeOf('function');
  });
});
