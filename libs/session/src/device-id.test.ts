import { validate, version } from 'uuid';
import { describe, expect, it } from 'vitest';
import { createDeviceId } from './device-id';
import { BrokenStorage, FakeCookies, FakeStorage } from './test-fakes';

describe('device id', () => {
  it('creates a random v4 uuid on first use and keeps it in storage and the X-API-UUID cookie', () => {
    const localStorage = new FakeStorage();
    const cookies = new FakeCookies();
    const id = createDeviceId({ localStorage, cookies })();
    expect(validate(id)).toBe(true);
    expect(version(id)).toBe(4);
    expect(localStorage.getItem('X-API-UUID')).toBe(id);
    expect(cookies.jar.get('X-API-UUID')).toEqual({ value: id, expires: 365 });
    // Next page load: the same id.
    expect(createDeviceId({ localStorage, cookies: new FakeCookies() })()).toBe(id);
  });

  it('two devices get different ids', () => {
    const a = createDeviceId({ localStorage: new FakeStorage(), cookies: new FakeCookies() })();
    const b = createDeviceId({ localStorage: new FakeStorage(), cookies: new FakeCookies() })();
    expect(a).not.toBe(b);
  });

  it('recovers the id from the cookie when storage lost it', () => {
    const cookies = new FakeCookies();
    cookies.set('X-API-UUID', '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b');
    const localStorage = new FakeStorage();
    expect(createDeviceId({ localStorage, cookies })()).toBe('6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b');
    expect(localStorage.getItem('X-API-UUID')).toBe('6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b');
  });

  it('replaces a stored value that is not a uuid', () => {
    const localStorage = new FakeStorage();
    localStorage.setItem('X-API-UUID', 'hello');
    const id = createDeviceId({ localStorage, cookies: new FakeCookies(), randomUUID: () => '0b7e8c6a-1f2d-4e3c-9a8b-7c6d5e4f3a2b' })();
    expect(id).toBe('0b7e8c6a-1f2d-4e3c-9a8b-7c6d5e4f3a2b');
  });

  it('keeps one id for the page when storage is broken', () => {
    const deviceId = createDeviceId({ localStorage: new BrokenStorage(), cookies: new FakeCookies() });
    expect(deviceId()).toBe(deviceId());
  });
});
