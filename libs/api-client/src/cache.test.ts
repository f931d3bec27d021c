import { JSON_CACHE_AES, signPath } from '@site/api-contract';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { decryptCachePayload, encryptCachePayload } from './cache-payload';
import { createApiClient } from './client';
import { aesDecrypt, aesEncrypt } from './crypto';
import { ContractError } from './errors';
import type { ApiClientPorts } from './ports';
import { fakeFetch, ok } from './test-fakes';
import type { FakeHandler } from './test-fakes';

function setup(handler: FakeHandler, ports: Partial<ApiClientPorts> = {}) {
  const fake = fakeFetch(handler);
  const client = createApiClient({ fetch: fake.fetch, getDeviceId: () => 'device-0001', isBrowser: false, ...ports });
  return { ...fake, cache: client.cache };
}

/** A cache server that keeps what it is sent, by path. */
function memoryServer(): FakeHandler {
  const entries = new Map<string, string>();
  return (request) => {
    if (request.method === 'POST') {
      entries.set(request.url, (request.body as { payload: string }).payload);
      return ok({ expiresAt: 1 });
    }
    const payload = entries.get(request.url);
    return ok(payload === undefined ? null : { payload });
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('encrypted cache (SPEC §7)', () => {
  it('POSTs an encrypted payload holding the data and the default ttl 3600000 ms', async () => {
    const { cache, requests } = setup(() => ok({ expiresAt: 42 }));
    await expect(cache.set('platformCount', { TY: 3 })).resolves.toEqual({ expiresAt: 42 });
    const request = requests[0];
    expect(request).toMatchObject({ method: 'POST', url: '/api/json-cache/platformCount' });
    expect(request?.headers.get('X-API-SIGN')).toBe(signPath('/api/json-cache/platformCount'));
    const payload = (request?.body as { payload: string }).payload;
    const plain = aesDecrypt(payload, JSON_CACHE_AES.key, JSON_CACHE_AES.iv);
    expect(JSON.parse(plain ?? 'null')).toEqual({ data: { TY: 3 }, ttl: 3_600_000 });
  });

  it('sends another ttl when asked', async () => {
    const { cache, requests } = setup(() => ok({ expiresAt: 1 }));
    await cache.set('k', [1], { ttl: 5_000 });
    expect(decryptCachePayload((requests[0]?.body as { payload: string }).payload)).toEqual({ data: [1], ttl: 5_000 });
  });

  it('sends a read or a write only after yieldToMain has let other work run', async () => {
    const releases: (() => void)[] = [];
    const yieldToMain = vi.fn(() => new Promise<void>((resolve) => releases.push(resolve)));
    const payload = aesEncrypt(JSON.stringify({ data: 7, ttl: 10 }), JSON_CACHE_AES.key, JSON_CACHE_AES.iv);
    const { cache, requests } = setup((request) => (request.method === 'GET' ? ok({ payload }) : ok({ expiresAt: 3 })), { yieldToMain });
    const read = cache.get('k');
    const write = cache.set('k', 1);
    await vi.waitFor(() => expect(yieldToMain).toHaveBeenCalledTimes(2));
    expect(requests).toHaveLength(0);
    for (const release of releases) release();
    await expect(read).resolves.toBe(7);
    await expect(write).resolves.toEqual({ expiresAt: 3 });
    expect(requests.map((r) => r.method).sort()).toEqual(['GET', 'POST']);
  });

  it('GETs and decrypts an entry', async () => {
    const payload = aesEncrypt(JSON.stringify({ data: { a: '甲' }, ttl: 10 }), JSON_CACHE_AES.key, JSON_CACHE_AES.iv);
    const { cache, requests } = setup(() => ok({ payload }));
    await expect(cache.get('k')).resolves.toEqual({ a: '甲' });
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/json-cache/k', body: undefined });
  });

  it('an absent or expired entry (data null) reads as null', async () => {
    const { cache } = setup(() => ok(null));
    await expect(cache.get('k')).resolves.toBeNull();
  });

  it('an entry that cannot be decrypted, or does not match the schema, reads as a miss', async () => {
    const wrong = aesEncrypt('{"data":1,"ttl":1}', 'AAAAAAAAAAAAAAAA', JSON_CACHE_AES.iv);
    const { cache } = setup(() => ok({ payload: wrong }));
    await expect(cache.get('k')).resolves.toBeNull();
    const stored = encryptCachePayload('text');
    const typed = setup(() => ok({ payload: stored }));
    await expect(typed.cache.get('k', { schema: z.number() })).resolves.toBeNull();
    await expect(typed.cache.get('k', { schema: z.string() })).resolves.toBe('text');
  });

  it('refuses a key outside the contract pattern and a value that is no JSON, sending nothing', async () => {
    const { cache, requests } = setup(() => ok(null));
    await expect(cache.get('a/b')).rejects.toMatchObject({ message: '缓存键不正确' });
    await expect(cache.get('')).rejects.toBeInstanceOf(ContractError);
    await expect(cache.set('k', undefined)).rejects.toBeInstanceOf(ContractError);
    await expect(cache.set('k', 10n)).rejects.toBeInstanceOf(ContractError);
    await expect(cache.set('k', () => 1)).rejects.toBeInstanceOf(ContractError);
    await expect(cache.set('k', 1, { ttl: 0 })).rejects.toBeInstanceOf(ContractError);
    expect(requests).toHaveLength(0);
  });

  it('refuses a payload over the contract limit', async () => {
    const { cache, requests } = setup(() => ok(null));
    await expect(cache.set('k', 'x'.repeat(300 * 1024))).rejects.toMatchObject({ message: '缓存内容过大' });
    expect(requests).toHaveLength(0);
  });

  it('a read is tried once more after a 503; a write is not', async () => {
    let n = 0;
    const { cache, requests } = setup(() =>
      (n += 1) === 1 ? new Response('', { status: 503, statusText: 'Service Unavailable' }) : ok(null),
    );
    await expect(cache.get('k')).resolves.toBeNull();
    expect(requests).toHaveLength(2);
    const writes = setup(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(writes.cache.set('k', 1)).rejects.toMatchObject({ status: 503 });
    expect(writes.requests).toHaveLength(1);
  });
});

describe('cache client timeout (SPEC §7, §9)', () => {
  async function timesOutAt(isBrowser: boolean, ms: number): Promise<void> {
    vi.useFakeTimers();
    const { cache } = setup(() => 'hang', { isBrowser });
    const settled = vi.fn();
    const pending = cache.set('k', 1).catch((error: unknown) => {
      settled();
      return error;
    });
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ kind: 'timeout', detail: 'timeout', status: 0 });
  }

  it('is 20000 ms in the browser', async () => {
    await timesOutAt(true, 20_000);
  });

  it('is 600 ms otherwise', async () => {
    await timesOutAt(false, 600);
  });
});

describe('cache round trip (property)', () => {
  it('any JSON value written is read back equal (as JSON sees it)', async () => {
    const { cache } = setup(memoryServer());
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        await cache.set('prop', value);
        expect(await cache.get('prop')).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 60 },
    );
  });
});
