import { validate, version } from 'uuid';
import { describe, expect, it, vi } from 'vitest';
import { isUuid, isUuidV4 } from './random-uuid';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Counts the loads of the uuid library, so a test can tell whether it was fetched. */
async function freshModule() {
  vi.resetModules();
  const loads = { count: 0 };
  vi.doMock('uuid', async (importOriginal) => {
    loads.count += 1;
    return importOriginal();
  });
  const mod = await import('./random-uuid');
  return { ...mod, loads };
}

describe('randomUUID', () => {
  it("uses the browser's crypto.randomUUID and never loads the uuid library where it exists", async () => {
    const { randomUUID, loadUuidFallback, loads } = await freshModule();
    const crypto = { randomUUID: vi.fn(() => '0b7e8c6a-1f2d-4e3c-9a8b-7c6d5e4f3a2b' as const) };
    await loadUuidFallback(crypto);
    expect(randomUUID(crypto)).toBe('0b7e8c6a-1f2d-4e3c-9a8b-7c6d5e4f3a2b');
    expect(crypto.randomUUID).toHaveBeenCalledOnce();
    expect(loads.count).toBe(0);
    // The real one (Node's, as in a secure browser page) gives v4 uuids, each different.
    expect(randomUUID()).toMatch(V4);
    expect(randomUUID()).not.toBe(randomUUID());
    expect(loads.count).toBe(0);
  });

  it('without crypto.randomUUID (plain http) loads uuid once and makes v4 uuids with it', async () => {
    const { randomUUID, loadUuidFallback, loads } = await freshModule();
    const insecure = {} as unknown as Parameters<typeof randomUUID>[0];
    expect(() => randomUUID(insecure)).toThrow(/loadUuidFallback/);
    await loadUuidFallback(insecure);
    await loadUuidFallback(insecure);
    expect(loads.count).toBe(1);
    const a = randomUUID(insecure);
    expect(a).toMatch(V4);
    expect(randomUUID(insecure)).not.toBe(a);
  });
});

describe('isUuid, isUuidV4', () => {
  it("decide as the uuid library's validate and version do", () => {
    const samples: unknown[] = [
      '0b7e8c6a-1f2d-4e3c-9a8b-7c6d5e4f3a2b',
      '0B7E8C6A-1F2D-4E3C-9A8B-7C6D5E4F3A2B',
      '6f1c2a3b-4d5e-1f60-8a7b-9c0d1e2f3a4b',
      '6f1c2a3b-4d5e-7f60-bfff-9c0d1e2f3a4b',
      '6f1c2a3b-4d5e-9f60-8a7b-9c0d1e2f3a4b',
      '6f1c2a3b-4d5e-4f60-ca7b-9c0d1e2f3a4b',
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      '0b7e8c6a-1f2d-4e3c-9a8b-7c6d5e4f3a2',
      '0b7e8c6a1f2d4e3c9a8b7c6d5e4f3a2b',
      ' 0b7e8c6a-1f2d-4e3c-9a8b-7c6d5e4f3a2b',
      '0b7e8c6a-1f2d-4e3c-9a8b-7c6d5e4f3a2b\n',
      'g b7e8c6a-1f2d-4e3c-9a8b-7c6d5e4f3a2b',
      'hello',
      '',
      null,
      undefined,
      42,
      ...Array.from({ length: 50 }, () => crypto.randomUUID()),
    ];
    for (const value of samples) {
      const valid = validate(value as string);
      expect(isUuid(value), String(value)).toBe(valid);
      expect(isUuidV4(value), String(value)).toBe(valid && version(value as string) === 4);
    }
  });
});
