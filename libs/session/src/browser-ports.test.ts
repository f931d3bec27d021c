// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserCookies, browserFocus, browserLocation } from './browser-ports';

afterEach(() => {
  for (const name of ['X-API-TOKEN', 'isCheck']) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe('browser ports', () => {
  it('cookies go through js-cookie into document.cookie', () => {
    const cookies = browserCookies();
    cookies.set('X-API-TOKEN', 'abc', { expires: 365 });
    cookies.set('isCheck', '1');
    expect(document.cookie).toContain('X-API-TOKEN=abc');
    expect(cookies.get('X-API-TOKEN')).toBe('abc');
    cookies.remove('X-API-TOKEN');
    expect(cookies.get('X-API-TOKEN')).toBeUndefined();
    expect(cookies.get('isCheck')).toBe('1');
  });

  it('reads document.cookie once per task, and a write through the port or the next task sees the change', async () => {
    const cookies = browserCookies();
    cookies.set('isCheck', '1');
    const reads = vi.spyOn(document, 'cookie', 'get');
    for (let i = 0; i < 20; i++) expect(cookies.get('isCheck')).toBe('1');
    expect(cookies.get('X-API-TOKEN')).toBeUndefined();
    expect(reads.mock.calls.length).toBeLessThanOrEqual(2); // js-cookie reads the getter twice per parse
    // Written by the port: seen at once.
    cookies.set('X-API-TOKEN', 'abc');
    expect(cookies.get('X-API-TOKEN')).toBe('abc');
    // Written past the port (another tab, the browser expiring it): seen by the next task's read.
    document.cookie = 'isCheck=2; path=/';
    await Promise.resolve();
    expect(cookies.get('isCheck')).toBe('2');
    reads.mockRestore();
  });

  it('a cookie named like an object property is not read as one', () => {
    expect(browserCookies().get('constructor')).toBeUndefined();
    expect(browserCookies().get('toString')).toBeUndefined();
  });

  it('location reads the live location', () => {
    const location = browserLocation();
    history.pushState({}, '', '/mine/vip?x=1');
    expect(location.pathname).toBe('/mine/vip');
    expect(location.search).toBe('?x=1');
    expect(location.href).toMatch(/\/mine\/vip\?x=1$/);
  });

  it('focus and blur come from the window and unsubscribe cleanly', () => {
    const focus = browserFocus();
    const focused = vi.fn();
    const blurred = vi.fn();
    const offFocus = focus.onFocus(focused);
    const offBlur = focus.onBlur(blurred);
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
    expect(blurred).toHaveBeenCalledTimes(1);
    expect(focused).toHaveBeenCalledTimes(1);
    offFocus();
    offBlur();
    window.dispatchEvent(new Event('focus'));
    expect(focused).toHaveBeenCalledTimes(1);
  });

  it('a tab becoming hidden or visible counts as blur or focus', () => {
    const focus = browserFocus();
    const focused = vi.fn();
    const blurred = vi.fn();
    focus.onFocus(focused);
    focus.onBlur(blurred);
    const state = vi.spyOn(document, 'visibilityState', 'get');
    state.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(blurred).toHaveBeenCalledTimes(1);
    expect(focused).toHaveBeenCalledTimes(0);
    state.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(focused).toHaveBeenCalledTimes(1);
  });
});
