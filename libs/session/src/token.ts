import {
  readCookie,
  readItem,
  readJson,
  removeCookie,
  removeItem,
  writeCookie,
  writeItem,
  type CookiesPort,
  type StoragePort,
} from '@site/ports';
import {
  CACHE_ID_COOKIE,
  IS_CHECK_COOKIE,
  IS_CHECK_COOKIE_DAYS,
  REMEMBER_ME_COOKIE_DAYS,
  STORAGE_KEYS,
  TOKEN_COOKIE,
  TOKEN_QUERY_PARAMS,
} from './constants';
import type { LocationPort } from './ports';
import { isRecord, queryParam } from './values';

/** The stored login record; `isChecked` is the "remember me" box. Other fields pass through. */
export interface LoginRecord {
  isChecked: boolean;
  [field: string]: unknown;
}

export interface TokenStorePorts {
  cookies: CookiesPort;
  localStorage: StoragePort;
  location: LocationPort;
}

export interface TokenStore {
  /** The token from cookie, then `appdown-token`, then `token` in the URL, then local storage. */
  getToken(): string | null;
  /** Saves to cookie (365 days with remember me, else a session cookie) and local storage. */
  setToken(token: string): void;
  /** Removes the token from cookie and local storage. */
  clearToken(): void;
  /** Clears the token and the cache-id cookie. */
  logout(): void;
  /** A visitor with a token is a member; without one a guest (SPEC §6). */
  isMember(): boolean;
  getLoginRecord(): LoginRecord | null;
  setLoginRecord(record: LoginRecord): void;
  getCacheId(): string | null;
  setCacheId(cacheId: string): void;
  getIsCheck(): string | null;
  /** The `isCheck` cookie lasts one day. */
  setIsCheck(value: string): void;
  /**
   * Hears every token change made through this store (login, a session code clearing it, logout),
   * at once: member-only parts of a page go the moment the token goes. Returns stop.
   */
  subscribe(listener: () => void): () => void;
  /** The token was changed by another tab of the site (issue #38): the listeners hear it here too. */
  announce(): void;
}

export function createTokenStore({ cookies, localStorage, location }: TokenStorePorts): TokenStore {
  // The URL is read once per page: a token cleared by a session code must not come back from a
  // `?token=` that is still in the address bar.
  let urlRead = false;
  const listeners = new Set<() => void>();

  function changed(): void {
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch {
        // A broken listener must not keep the others from hearing that the token went.
      }
    }
  }

  function getLoginRecord(): LoginRecord | null {
    const record = readJson(localStorage, STORAGE_KEYS.loginRecord);
    if (!isRecord(record)) return null;
    return { ...record, isChecked: record['isChecked'] === true };
  }

  function saveToken(token: string): void {
    const remember = getLoginRecord()?.isChecked === true;
    writeCookie(cookies, TOKEN_COOKIE, token, remember ? REMEMBER_ME_COOKIE_DAYS : undefined);
    writeItem(localStorage, STORAGE_KEYS.token, token);
  }

  function getToken(): string | null {
    const fromCookie = readCookie(cookies, TOKEN_COOKIE);
    if (fromCookie) return fromCookie;
    if (!urlRead) {
      urlRead = true;
      for (const name of TOKEN_QUERY_PARAMS) {
        const fromUrl = queryParam(location.search, name);
        if (fromUrl) {
          // Read while a page asks who is visiting: saved, not announced (nothing changed for it).
          saveToken(fromUrl);
          return fromUrl;
        }
      }
    }
    const fromStorage = readItem(localStorage, STORAGE_KEYS.token);
    return fromStorage ? fromStorage : null;
  }

  function clearToken(): void {
    removeCookie(cookies, TOKEN_COOKIE);
    removeItem(localStorage, STORAGE_KEYS.token);
    changed();
  }

  return {
    getToken,
    setToken(token) {
      saveToken(token);
      changed();
    },
    clearToken,
    logout() {
      removeCookie(cookies, CACHE_ID_COOKIE);
      clearToken();
    },
    isMember: () => getToken() !== null,
    getLoginRecord,
    setLoginRecord(record) {
      writeItem(localStorage, STORAGE_KEYS.loginRecord, JSON.stringify(record));
    },
    getCacheId: () => readCookie(cookies, CACHE_ID_COOKIE) ?? null,
    setCacheId(cacheId) {
      writeCookie(cookies, CACHE_ID_COOKIE, cacheId);
    },
    getIsCheck: () => readCookie(cookies, IS_CHECK_COOKIE) ?? null,
    setIsCheck(value) {
      writeCookie(cookies, IS_CHECK_COOKIE, value, IS_CHECK_COOKIE_DAYS);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    announce: changed,
  };
}
