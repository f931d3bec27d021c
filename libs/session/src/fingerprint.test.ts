import murmurHash3 from 'murmurhash3js-revisited';
import { describe, expect, it, vi } from 'vitest';
import { createFingerprint } from './fingerprint';
import { computeFingerprint, fingerprintSource, hashFingerprint } from './fingerprint-hash';
import { BrokenStorage, FakeStorage } from './test-fakes';

const ATTRIBUTES = {
  screen: '1920x1080',
  colorDepth: '24',
  timezone: 'Asia/Shanghai',
  touch: '0',
  canvas: 'data:image/png;base64,iVBORw0KGgo=',
  fonts: 'Arial,微软雅黑,SimSun',
  language: 'zh-CN',
  platform: 'Win32',
};
const IP = '203.0.113.7';

/*
 * Golden values were computed outside this code base with an independent Python port of the
 * reference MurmurHash3_x64_128 (seed 31, UTF-8 bytes, h1 then h2 as 16 hex digits each); the
 * same port reproduces the package README's seed-0 vector below.
 */
const GOLDEN = 'ad57f1651b7ab22a2d84fd49391b93aa';
const GOLDEN_EMPTY = '71b4affc03f145e6962d4e97fd0a654f';

describe('fingerprint hash', () => {
  it('the package is the reference x64 128-bit murmurhash3 (README vector, seed 0)', () => {
    const bytes = new TextEncoder().encode("I will not buy this tobacconist's, it is scratched.");
    expect(murmurHash3.x64.hash128(bytes)).toBe('d30654abbd8227e367d73523f0079673');
  });

  it('golden: fixed attributes and ip give a fixed 128-bit hash with seed 31', () => {
    expect(computeFingerprint(ATTRIBUTES, IP)).toBe(GOLDEN);
    expect(computeFingerprint({}, null)).toBe(GOLDEN_EMPTY);
  });

  it('does not depend on the order the attributes were collected in', () => {
    const reversed = Object.fromEntries(Object.entries(ATTRIBUTES).reverse());
    expect(computeFingerprint(reversed, IP)).toBe(GOLDEN);
  });

  it('changes with the ip and with any attribute', () => {
    expect(computeFingerprint(ATTRIBUTES, '203.0.113.8')).not.toBe(GOLDEN);
    expect(computeFingerprint({ ...ATTRIBUTES, touch: '5' }, IP)).not.toBe(GOLDEN);
  });

  it('is 32 lowercase hex characters and puts the ip last', () => {
    expect(hashFingerprint('anything')).toMatch(/^[0-9a-f]{32}$/);
    expect(fingerprintSource({ b: '2', a: '1' }, '1.2.3.4')).toBe('a=1\nb=2\nip=1.2.3.4');
  });
});

describe('createFingerprint', () => {
  it('collects once, caches in memory and local storage', async () => {
    const localStorage = new FakeStorage();
    const collectAttributes = vi.fn(async () => ATTRIBUTES);
    const fingerprint = createFingerprint({ collectAttributes, ip: () => IP, localStorage });
    const [a, b] = await Promise.all([fingerprint(), fingerprint()]);
    expect(a).toBe(GOLDEN);
    expect(b).toBe(GOLDEN);
    await expect(fingerprint()).resolves.toBe(GOLDEN);
    expect(collectAttributes).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('fingerprint')).toBe(GOLDEN);

    const nextPage = vi.fn(async () => ({}));
    await expect(createFingerprint({ collectAttributes: nextPage, ip: () => IP, localStorage })()).resolves.toBe(GOLDEN);
    expect(nextPage).not.toHaveBeenCalled();
  });

  it('resolves to "" when collecting fails, and tries again next time', async () => {
    const collectAttributes = vi
      .fn<() => Promise<Record<string, string>>>()
      .mockRejectedValueOnce(new Error('canvas blocked'))
      .mockResolvedValueOnce(ATTRIBUTES);
    const fingerprint = createFingerprint({ collectAttributes, ip: () => IP, localStorage: new FakeStorage() });
    await expect(fingerprint()).resolves.toBe('');
    await expect(fingerprint()).resolves.toBe(GOLDEN);
  });

  it('resolves to "" when the collector throws synchronously or the ip port throws', async () => {
    const throwing = createFingerprint({
      collectAttributes: () => {
        throw new Error('sync');
      },
      ip: () => IP,
      localStorage: new FakeStorage(),
    });
    await expect(throwing()).resolves.toBe('');
    const badIp = createFingerprint({
      collectAttributes: async () => ATTRIBUTES,
      ip: () => {
        throw new Error('no config');
      },
      localStorage: new FakeStorage(),
    });
    await expect(badIp()).resolves.toBe('');
  });

  it('recomputes over a corrupt stored value and works without storage', async () => {
    const localStorage = new FakeStorage();
    localStorage.setItem('fingerprint', 'not-a-hash');
    await expect(createFingerprint({ collectAttributes: async () => ATTRIBUTES, ip: () => IP, localStorage })()).resolves.toBe(GOLDEN);
    await expect(
      createFingerprint({ collectAttributes: async () => ATTRIBUTES, ip: () => IP, localStorage: new BrokenStorage() })(),
    ).resolves.toBe(GOLDEN);
  });
});
