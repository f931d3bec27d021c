import Cookies from 'js-cookie';
import type { CookiesPort } from '@site/ports';
import type { FocusPort, LocationPort } from './ports';

/*
 * Browser defaults of the session's own ports. Each reads its global when called, never at import,
 * so the library can be imported in Node and in tests. The storage and clock defaults every
 * library shares are @site/ports' browserStorage and globalClock.
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

