import { describe, expect, it } from 'vitest';
import { cookiesEnabled } from './cookies-enabled';
import type { SiteDataProbe } from './cookies-enabled';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k) };
}

function cookieJar() {
  let jar = '';
  return {
    get cookie() {
      return jar;
    },
    set cookie(v: string) {
      const pair = v.split(';')[0] ?? '';
      jar = v.includes('max-age=0') ? '' : pair;
    },
  };
}

const working = (): SiteDataProbe => ({ document: cookieJar(), navigator: { cookieEnabled: true }, storage: () => memoryStorage() });

describe('cookiesEnabled', () => {
  it('is true when a cookie and both storages can be written and read back', () => {
    expect(cookiesEnabled(working())).toBe(true);
  });

  it('is false when Chromium blocks site data: cookieEnabled says true but reaching localStorage throws SecurityError', () => {
    const blocked: SiteDataProbe = {
      ...working(),
      storage: () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    };
    expect(cookiesEnabled(blocked)).toBe(false);
  });

  it('is false when the cookie is silently dropped, or the browser says cookies are off', () => {
    const dropped: SiteDataProbe = {
      ...working(),
      document: {
        get cookie() {
          return '';
        },
        set cookie(_ignored: string) {
          // A browser that refuses cookies drops the write without a word.
        },
      },
    };
    expect(cookiesEnabled(dropped)).toBe(false);
    expect(cookiesEnabled({ ...working(), navigator: { cookieEnabled: false } })).toBe(false);
  });
});
