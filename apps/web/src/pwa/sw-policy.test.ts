import { describe, expect, it } from 'vitest';
import { CACHE_PREFIX, cacheName, requestKind, staleCaches } from './sw-policy';

const ORIGIN = 'https://m.site.example';
const SHELL = new Set(['/offline.html', '/manifest.webmanifest', '/icons/icon-192.png']);
const get = (path: string, extra: Partial<{ method: string; mode: string; hasCredentials: boolean; origin: string }> = {}) =>
  requestKind(
    { method: extra.method ?? 'GET', url: `${extra.origin ?? ORIGIN}${path}`, mode: extra.mode ?? 'cors', hasCredentials: extra.hasCredentials ?? false },
    ORIGIN,
    SHELL,
  );

describe('service worker request policy', () => {
  it('never touches the platform: its six API prefixes, the stream and the JSON cache', () => {
    for (const path of [
      '/site/api/v1/help/list',
      '/act/api/v1/activity/list',
      '/game/api/v1/venue/launch',
      '/fd/api/v1/wallet/balance',
      '/page-fd/api/v1/x',
      '/agent/api/v1/agent/info',
      '/stream/chat',
      '/api/json-cache/site/preInfo.json',
    ]) {
      expect(get(path), path).toBe('pass');
      expect(get(path, { mode: 'navigate' }), path).toBe('pass');
    }
  });

  it('never touches a non-GET, another origin or a request with a member credential', () => {
    expect(get('/assets/index-abc.js', { method: 'POST' })).toBe('pass');
    expect(get('/assets/index-abc.js', { method: 'HEAD' })).toBe('pass');
    expect(get('/assets/index-abc.js', { origin: 'https://cdn.example' })).toBe('pass');
    expect(get('/assets/index-abc.js', { hasCredentials: true })).toBe('pass');
    expect(get('/help', { mode: 'navigate', hasCredentials: true })).toBe('pass');
  });

  it('takes navigations (pages, including those under /game and /agent), hashed assets and the shell files', () => {
    expect(get('/', { mode: 'navigate' })).toBe('page');
    expect(get('/game/sport', { mode: 'navigate' })).toBe('page');
    expect(get('/agent', { mode: 'navigate' })).toBe('page');
    expect(get('/help/kh?token=abc', { mode: 'navigate' })).toBe('page');
    expect(get('/assets/index-abc.js')).toBe('asset');
    expect(get('/icons/icon-192.png')).toBe('shell');
    expect(get('/offline.html')).toBe('shell');
  });

  it('leaves other files and queried assets to the network', () => {
    expect(get('/sw.js')).toBe('pass');
    expect(get('/favicon-unknown.png')).toBe('pass');
    expect(get('/assets/index-abc.js?v=2')).toBe('pass');
  });

  it('deletes only older builds of its own cache', () => {
    expect(cacheName('b2')).toBe(`${CACHE_PREFIX}b2`);
    expect(staleCaches([cacheName('b1'), cacheName('b2'), 'other-app'], 'b2')).toEqual([cacheName('b1')]);
  });
});
