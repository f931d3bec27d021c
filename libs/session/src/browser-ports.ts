import Cookies from 'js-cookie';
import type { CookiesPort } from '@site/ports';
import type { FocusPort, LocationPort } from './ports';
import type { DialogLock } from './session-codes';

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

/** The Web Locks API's part the dialog lock uses. */
interface LockManagerLike {
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

/**
 * One session dialog across the site's tabs (issue #38): a Web Lock held while it is open. A tab
 * that cannot take it at once leaves the dialog to the tab showing it. Without Web Locks (old
 * browsers), each tab shows its own, as before.
 */
export function browserDialogLock(locks: LockManagerLike | undefined = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks): DialogLock {
  if (!locks) return (run) => run().then(() => 'shown' as const);
  return (run) =>
    locks.request('site-session-dialog', { ifAvailable: true }, async (lock) => {
      if (lock === null) return 'elsewhere' as const;
      await run();
      return 'shown' as const;
    });
}
