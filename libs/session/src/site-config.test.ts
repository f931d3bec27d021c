import { describe, expect, it, vi } from 'vitest';
import { createSiteConfigStore } from './site-config';
import type { SiteConfig } from './ports';
import { BrokenStorage, FakeStorage } from './test-fakes';

const CONFIG: SiteConfig = {
  SiteBaseConfigVo: { title: '皇冠体育', webLogoTitleUrl: 'https://cdn.test/logo.png' },
  maintainConfig: { status: 1 },
  ip: '203.0.113.7',
  stopLogin: 0,
};

describe('site config store', () => {
  it('fetches with preInfo and caches in local storage', async () => {
    const localStorage = new FakeStorage();
    const preInfo = vi.fn(async () => CONFIG);
    const store = createSiteConfigStore({ preInfo, localStorage });
    expect(store.cached()).toBeNull();
    await expect(store.load()).resolves.toEqual(CONFIG);
    expect(JSON.parse(localStorage.getItem('preInfo') ?? 'null')).toEqual(CONFIG);
    // A fresh page reads the cache without a request.
    const next = createSiteConfigStore({ preInfo: vi.fn(), localStorage });
    expect(next.cached()).toEqual(CONFIG);
  });

  it('concurrent loads share one request', async () => {
    const preInfo = vi.fn(async () => CONFIG);
    const store = createSiteConfigStore({ preInfo, localStorage: new FakeStorage() });
    const [a, b] = await Promise.all([store.load(), store.load()]);
    expect(preInfo).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
  });

  it('clear forgets the config in memory and storage', async () => {
    const localStorage = new FakeStorage();
    const store = createSiteConfigStore({ preInfo: async () => CONFIG, localStorage });
    await store.load();
    store.clear();
    expect(store.cached()).toBeNull();
    expect(localStorage.getItem('preInfo')).toBeNull();
    expect(store.shell()).toEqual({ title: null, logoUrl: null });
  });

  it('title and logo feed the shell; absent ones are null', async () => {
    const store = createSiteConfigStore({ preInfo: async () => CONFIG, localStorage: new FakeStorage() });
    await store.load();
    expect(store.shell()).toEqual({ title: '皇冠体育', logoUrl: 'https://cdn.test/logo.png' });
    expect(store.ip()).toBe('203.0.113.7');
    const bare = createSiteConfigStore({ preInfo: async () => ({ SiteBaseConfigVo: { title: '' } }), localStorage: new FakeStorage() });
    await bare.load();
    expect(bare.shell()).toEqual({ title: null, logoUrl: null });
    expect(bare.ip()).toBeNull();
  });

  it('keeps the cached config when preInfo fails or replies with garbage', async () => {
    const localStorage = new FakeStorage();
    localStorage.setItem('preInfo', JSON.stringify(CONFIG));
    const failing = createSiteConfigStore({ preInfo: async () => Promise.reject(new Error('offline')), localStorage });
    await expect(failing.load()).resolves.toEqual(CONFIG);
    const garbage = createSiteConfigStore({ preInfo: async () => 'nope' as unknown as SiteConfig, localStorage });
    await expect(garbage.load()).resolves.toEqual(CONFIG);
    const nothing = createSiteConfigStore({ preInfo: async () => Promise.reject(new Error('x')), localStorage: new FakeStorage() });
    await expect(nothing.load()).resolves.toBeNull();
  });

  it('ignores a corrupt cache and survives a broken storage', async () => {
    const localStorage = new FakeStorage();
    localStorage.setItem('preInfo', '{oops');
    expect(createSiteConfigStore({ preInfo: async () => CONFIG, localStorage }).cached()).toBeNull();
    const broken = createSiteConfigStore({ preInfo: async () => CONFIG, localStorage: new BrokenStorage() });
    await expect(broken.load()).resolves.toEqual(CONFIG);
    expect(broken.shell().title).toBe('皇冠体育');
  });
});
