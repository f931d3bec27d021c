import { describe, expect, it } from 'vitest';
import { createTokenStore } from './token';
import { BrokenStorage, FakeCookies, FakeLocation, FakeStorage } from './test-fakes';

function setup(url = '/') {
  const cookies = new FakeCookies();
  const localStorage = new FakeStorage();
  const location = new FakeLocation(url);
  const store = createTokenStore({ cookies, localStorage, location });
  return { cookies, localStorage, location, store };
}

describe('token sources', () => {
  it('prefers the X-API-TOKEN cookie over the URL and local storage', () => {
    const { cookies, localStorage, store } = setup('/?appdown-token=url-app&token=url-plain');
    cookies.set('X-API-TOKEN', 'from-cookie');
    localStorage.setItem('X-API-TOKEN', 'from-storage');
    expect(store.getToken()).toBe('from-cookie');
  });

  it('reads appdown-token before token from the URL and saves it to cookie and local storage', () => {
    const { cookies, localStorage, store } = setup('/?token=url-plain&appdown-token=url-app');
    localStorage.setItem('X-API-TOKEN', 'from-storage');
    expect(store.getToken()).toBe('url-app');
    expect(cookies.get('X-API-TOKEN')).toBe('url-app');
    expect(localStorage.getItem('X-API-TOKEN')).toBe('url-app');
  });

  it('reads the token URL parameter when there is no appdown-token', () => {
    const { store, cookies } = setup('/mine/vip?token=url-plain');
    expect(store.getToken()).toBe('url-plain');
    expect(cookies.get('X-API-TOKEN')).toBe('url-plain');
  });

  it('falls back to local storage', () => {
    const { store, localStorage } = setup('/');
    localStorage.setItem('X-API-TOKEN', 'from-storage');
    expect(store.getToken()).toBe('from-storage');
  });

  it('gives null for a guest, and empty values do not count', () => {
    const { store, cookies } = setup('/?token=&appdown-token=');
    cookies.set('X-API-TOKEN', '');
    expect(store.getToken()).toBeNull();
    expect(store.isMember()).toBe(false);
  });

  it('does not bring back a cleared token from a URL parameter still in the address bar', () => {
    const { store } = setup('/?token=stale');
    expect(store.getToken()).toBe('stale');
    store.clearToken();
    expect(store.getToken()).toBeNull();
  });
});

describe('saving the token', () => {
  it('sets a 365-day cookie when the login record says remember me', () => {
    const { store, cookies, localStorage } = setup();
    store.setLoginRecord({ isChecked: true, account: 'demo' });
    store.setToken('t1');
    expect(cookies.jar.get('X-API-TOKEN')).toEqual({ value: 't1', expires: 365 });
    expect(localStorage.getItem('X-API-TOKEN')).toBe('t1');
    expect(store.isMember()).toBe(true);
  });

  it('sets a session cookie (no expiry) without remember me', () => {
    const { store, cookies } = setup();
    store.setLoginRecord({ isChecked: false });
    store.setToken('t2');
    expect(cookies.jar.get('X-API-TOKEN')).toEqual({ value: 't2', expires: undefined });
  });

  it('sets a session cookie when there is no login record or it is corrupt', () => {
    const { store, cookies, localStorage } = setup();
    store.setToken('t3');
    expect(cookies.jar.get('X-API-TOKEN')?.expires).toBeUndefined();
    localStorage.setItem('loginInfo', '{not json');
    store.setToken('t4');
    expect(cookies.jar.get('X-API-TOKEN')).toEqual({ value: 't4', expires: undefined });
    localStorage.setItem('loginInfo', JSON.stringify({ isChecked: 'yes' }));
    store.setToken('t5');
    expect(cookies.jar.get('X-API-TOKEN')?.expires).toBeUndefined();
  });

  it('round-trips the login record', () => {
    const { store } = setup();
    expect(store.getLoginRecord()).toBeNull();
    store.setLoginRecord({ isChecked: true, account: 'demo' });
    expect(store.getLoginRecord()).toEqual({ isChecked: true, account: 'demo' });
  });
});

describe('logout and other cookies', () => {
  it('logout clears the token (cookie and storage) and the cache-id cookie, and nothing else', () => {
    const { store, cookies, localStorage } = setup();
    store.setToken('t');
    store.setCacheId('cache-1');
    store.setIsCheck('1');
    cookies.set('X-API-UUID', 'device');
    expect(store.getCacheId()).toBe('cache-1');
    store.logout();
    expect(store.getToken()).toBeNull();
    expect(localStorage.getItem('X-API-TOKEN')).toBeNull();
    expect(store.getCacheId()).toBeNull();
    expect(cookies.get('X-API-UUID')).toBe('device');
    expect(store.getIsCheck()).toBe('1');
  });

  it('the isCheck cookie lasts 1 day', () => {
    const { store, cookies } = setup();
    store.setIsCheck('1');
    expect(cookies.jar.get('isCheck')).toEqual({ value: '1', expires: 1 });
  });

  it('keeps working when storage and cookies throw', () => {
    const cookies = {
      get: () => {
        throw new Error('blocked');
      },
      set: () => {
        throw new Error('blocked');
      },
      remove: () => {
        throw new Error('blocked');
      },
    };
    const store = createTokenStore({
      cookies,
      localStorage: new BrokenStorage(),
      location: new FakeLocation('/'),
    });
    expect(() => store.setToken('t')).not.toThrow();
    expect(store.getToken()).toBeNull();
    expect(() => store.logout()).not.toThrow();
    expect(store.getLoginRecord()).toBeNull();
  });
});
