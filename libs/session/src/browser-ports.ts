import Cookies from 'js-cookie';
import { globalClock, type CookiesPort, type StoragePort, type TimerClock } from '@site/ports';
import type { FocusPort, LocationPort } from './ports';

/*
 * Browser defaults of the ports. Each reads its global when called, never at import, so the
 * library can be imported in Node and in tests.
 */

/** js-cookie, which itself touches `document` only inside get/set/remove. */
export function browserCookies(): CookiesPort {
  return {
    get: (name) => Cookies.get(name),
    set: (name, value, options) => {
      Cookies.set(name, value, options?.expires === undefined ? {} : { expires: options.expires });
    },
    remove: (name) => Cookies.remove(name),
  };
}

/** `localStorage` or `sessionStorage`, looked up on each call (access itself can throw). */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): StoragePort {
  const storage = () => globalThis[kind];
  return {
    getItem: (key) => storage().getItem(key),
    setItem: (key, value) => storage().setItem(key, value),
    removeItem: (key) => storage().removeItem(key),
  };
}

export function browserLocation(): LocationPort {
  return {
    get pathname() {
      return globalThis.location.pathname;
    },
    get search() {
      return globalThis.location.search;
    },
    get href() {
      return globalThis.location.href;
    },
    replace(url) {
      globalThis.location.replace(url);
    },
  };
}

/** Window focus/blur, plus the tab becoming visible/hidden (a tab switch does not always blur). */
export function browserFocus(): FocusPort {
  function listen(windowEvent: 'focus' | 'blur', visible: boolean, listener: () => void) {
    const onVisibility = () => {
      if ((globalThis.document.visibilityState === 'visible') === visible) listener();
    };
    globalThis.addEventListener(windowEvent, listener);
    globalThis.document.addEventListener('visibilitychange', onVisibility);
    return () => {
      globalThis.removeEventListener(windowEvent, listener);
      globalThis.document.removeEventListener('visibilitychange', onVisibility);
    };
  }
  return {
    onFocus: (listener) => listen('focus', true, listener),
    onBlur: (listener) => listen('blur', false, listener),
  };
}

export function browserClock(): TimerClock {
  return globalClock;
}
