import { describe, expect, it } from 'vitest';
import type { StoragePort } from './ports';
import { memoryStorage, readItem, readJson, removeItem, writeItem, writeJson } from './safe-storage';
import { readCookie, removeCookie, writeCookie } from './safe-storage';
import { BrokenCookies, BrokenStorage, FakeCookies, FakeStorage } from './testing';

describe('storage wrappers', () => {
  it('read, write and remove through the storage', () => {
    const storage = new FakeStorage();
    writeItem(storage, 'username', 'demo888');
    expect(storage.items.get('username')).toBe('demo888');
    expect(readItem(storage, 'username')).toBe('demo888');
    removeItem(storage, 'username');
    expect(readItem(storage, 'username')).toBeNull();
  });

  it('treat a storage that throws as empty and never let the error out', () => {
    const storage = new BrokenStorage();
    expect(readItem(storage, 'username')).toBeNull();
    expect(readJson(storage, 'preInfo')).toBeNull();
    expect(() => writeItem(storage, 'username', 'demo888')).not.toThrow();
    expect(() => writeJson(storage, 'preInfo', { ip: '1.2.3.4' })).not.toThrow();
    expect(() => removeItem(storage, 'username')).not.toThrow();
  });

  it('read a non-string a foreign storage hands back as nothing stored', () => {
    const odd = { getItem: () => undefined as unknown as string | null };
    expect(readItem(odd, 'username')).toBeNull();
    expect(readJson(odd, 'preInfo')).toBeNull();
  });

  it('round-trip JSON and read text that is not JSON as nothing stored', () => {
    const storage = new FakeStorage();
    writeJson(storage, 'preInfo', { ip: '1.2.3.4', maintainConfig: { status: 1 } });
    expect(storage.items.get('preInfo')).toBe('{"ip":"1.2.3.4","maintainConfig":{"status":1}}');
    expect(readJson(storage, 'preInfo')).toEqual({ ip: '1.2.3.4', maintainConfig: { status: 1 } });
    storage.items.set('preInfo', '{not json');
    expect(readJson(storage, 'preInfo')).toBeNull();
    expect(readJson(storage, 'missing')).toBeNull();
  });
});

describe('memoryStorage', () => {
  it('starts from the given entries and keeps what is written, as text', () => {
    const storage: StoragePort = memoryStorage({ username: 'demo888' });
    expect(storage.getItem('username')).toBe('demo888');
    storage.setItem('count', 3 as unknown as string);
    expect(storage.getItem('count')).toBe('3');
    storage.removeItem('username');
    expect(storage.getItem('username')).toBeNull();
  });

  it('gives each call its own items', () => {
    const a = memoryStorage();
    const b = memoryStorage();
    a.setItem('k', 'v');
    expect(b.getItem('k')).toBeNull();
  });
});

describe('cookie wrappers', () => {
  it('set a cookie for the given days, or for the browser session without them', () => {
    const cookies = new FakeCookies();
    writeCookie(cookies, 'X-API-TOKEN', 'tok', 365);
    writeCookie(cookies, 'isCheck', '1');
    expect(cookies.jar.get('X-API-TOKEN')).toEqual({ value: 'tok', expires: 365 });
    expect(cookies.jar.get('isCheck')).toEqual({ value: '1', expires: undefined });
    expect(readCookie(cookies, 'X-API-TOKEN')).toBe('tok');
    removeCookie(cookies, 'X-API-TOKEN');
    expect(readCookie(cookies, 'X-API-TOKEN')).toBeUndefined();
  });

  it('treat disabled cookies as none and never let the error out', () => {
    const cookies = new BrokenCookies();
    expect(readCookie(cookies, 'X-API-TOKEN')).toBeUndefined();
    expect(() => writeCookie(cookies, 'X-API-TOKEN', 'tok', 365)).not.toThrow();
    expect(() => removeCookie(cookies, 'X-API-TOKEN')).not.toThrow();
  });
});
