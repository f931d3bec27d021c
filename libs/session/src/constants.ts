/**
 * Numbers and names from SPEC §3, §4, §8 and §9 that the session owns. Each lives here once.
 */

/** Remember-me token cookie lifetime (SPEC §9). */
export const REMEMBER_ME_COOKIE_DAYS = 365;
/** Lifetime of the `isCheck` cookie (SPEC §9). */
export const IS_CHECK_COOKIE_DAYS = 1;
/** Debounce of the global session-code handlers (SPEC §8, §9). */
export const SESSION_CODE_DEBOUNCE_MS = 350;
/** The 10102 alert guard is released this long after it was set (SPEC §8, §9). */
export const ALERT_GUARD_MS = 700;
/** Seed of the 128-bit murmurhash3 device fingerprint (SPEC §4, §9). */
export const FINGERPRINT_SEED = 31;
/**
 * The device id is kept in local storage; its cookie mirror (for requests that read cookies)
 * needs a lifetime and the spec gives none, so it follows the longest one it does give.
 */
export const DEVICE_ID_COOKIE_DAYS = REMEMBER_ME_COOKIE_DAYS;

/** Cookie names (SPEC §3 "Stored tokens and cookies"). */
export const TOKEN_COOKIE = 'X-API-TOKEN';
export const DEVICE_ID_COOKIE = 'X-API-UUID';
export const CACHE_ID_COOKIE = 'cacheId';
export const IS_CHECK_COOKIE = 'isCheck';

/** URL query parameters that carry a token, in the order they are read (SPEC-NOTES 5). */
export const TOKEN_QUERY_PARAMS = ['appdown-token', 'token'] as const;
/** The mobile app opens the site with this parameter (SPEC-NOTES 20). */
export const APP_TOKEN_QUERY_PARAM = 'appdown-token';

/** Local-storage keys. */
export const STORAGE_KEYS = {
  token: 'X-API-TOKEN',
  deviceId: 'X-API-UUID',
  loginRecord: 'loginInfo',
  username: 'username',
  siteConfig: 'preInfo',
  fingerprint: 'fingerprint',
  agentVerify: 'agent_verify',
  isGo: 'isGo',
  mobileFrom: 'from',
  mobileHref: 'href',
} as const;

/** Session-storage keys. */
export const SESSION_STORAGE_KEYS = {
  growCode: 'growCode',
  appContext: 'isApp',
} as const;

/** Query parameters captured into storage (SPEC §3 "Other stored client values"). */
export const AGENT_VERIFY_QUERY_PARAM = 'agent_verify';
export const GROW_CODE_QUERY_PARAM = 'growCode';

/** Routes the session sends people to (SPEC §2). */
export const HOME_PATH = '/';
export const LOGIN_PATH = '/user/login';
export const MAINTENANCE_PATH = '/other/maintenance';
export const RESTRICTION_IP_PATH = '/other/restrictionIp';
export const ACCESS_CAVEAT_PATH = `${RESTRICTION_IP_PATH}?name=access-caveat`;
export const ACCESS_ALERT_PATH = `${RESTRICTION_IP_PATH}?name=access-alert`;
export const DOWNLOAD_PAGE_PATH = '/download-page';

/**
 * The member-area segment of SPEC §4: any path containing it is protected, even one the page
 * table does not list. Every other protected path comes from the page table
 * (`@site/api-contract/pages`).
 */
export const MEMBER_AREA_SEGMENT = '/mine';
