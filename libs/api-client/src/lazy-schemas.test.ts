import { describe, expect, it, vi } from 'vitest';
import { sharedUntilFailure } from './lazy-schemas';

describe('sharedUntilFailure (the schemas chunk load)', () => {
  it('loads once for every caller while the load is under way and after it succeeded', async () => {
    const load = vi.fn(() => Promise.resolve('schemas'));
    const get = sharedUntilFailure(load);
    const [a, b] = await Promise.all([get(), get()]);
    await get();
    expect([a, b]).toEqual(['schemas', 'schemas']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load, instead of failing every later call', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue('schemas');
    const get = sharedUntilFailure(load);
    await expect(get()).rejects.toThrow('chunk failed');
    await expect(get()).resolves.toBe('schemas');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
