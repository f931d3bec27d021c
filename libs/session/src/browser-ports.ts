import Cookies from 'js-cookie';
import type { CookiesPort } from '@site/ports';
import type { FocusPort, LocationPort } from './ports';

/*
 * Browser defaults of the session's own ports. Each reads its global when called, never at import,
 * so the library can be imported in Node and in tests. The storage and clock defaults every
 * library shares are @site/ports' browserStorage and globalClock.
 */

/**
 * js-cookie, which itself touches `document` only inside get/set/remove. Reading `document.cookie`
 * is a call into the browser's cookie store, and a page asks often: every part of a screen that
 * shows member-only things asks "is this a member?" on each render, and every request reads the
 * token — 76 reads in one navigation from home to 体育 (issue #36), ~18 ms of a slow phone's main
 * thread. So the jar is read once per task: kept until the task's microtasks run (nothing else can
 * change a cookie within one piece of script), dropped at once by a write through this port.
 */
export function browserCookies(): CookiesPort {
  let jar: ReadonlyMap<string, string> | undefined;
  const drop = () => {
    jar = undefined;
  };
  return {
    // A map, not js-cookie's object: a cookie named like an object's property ("constructor") is no cookie of ours.
    get: (name) => (jar ??= (queueMicrotask(drop), new Map(Object.entries(Cookies.get())))).get(name),
    set: (name, value, options) => {
      drop();
      // `expires` in days, or none (a session cookie): js-cookie's own attributes.
      Cookies.set(name, value, options);
    },
    remove: (name) => {
      drop();
      Cookies.remove(name);
    },
  };
}

export function browserLocation(): LocationPort {
  return {
    get pathname() {
      return location.pathname;
    },
    get search() {
      return location.search;
    },
    get href() {
      return location.href;
    },
    replace(url) {
      location.replace(url);
    },
  };
}

/** Window focus/blur, plus the tab becoming visible/hidden (a tab switch does not always blur). */
export function browserFocus(): FocusPort {
  function listen(windowEvent: 'focus' | 'blur', visible: boolean, listener: () => void) {
    // One signal takes both listeners off.
    const listening = new AbortController();
    const { signal } = listening;
    addEventListener(windowEvent, listener, { signal });
    document.addEventListener(
      'visibilitychange',
      () => {
        if ((document.visibilityState === 'visible') === visible) listener();
      },
      { signal },
    );
    return () => listening.abort();
  }
  return {
    onFocus: (listener) => listen('focus', true, listener),
    onBlur: (listener) => listen('blur', false, listener),
  };
}

