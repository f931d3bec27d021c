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
