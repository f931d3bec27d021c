import { afterEach, describe, expect, it, vi } from 'vitest';
import { globalFetch } from './fetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('globalFetch', () => {
  it('calls the fetch that is global at the time of the call', async () => {
    const reply = new Response('ok');
    const fetch = vi.fn(async () => reply);
    vi.stubGlobal('fetch', fetch);
    await expect(globalFetch('/x', { method: 'POST' })).resolves.toBe(reply);
    expect(fetch).toHaveBeenCalledWith('/x', { method: 'POST' });
  });
});
