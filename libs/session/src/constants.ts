/**
 * Numbers and names from SPEC §3, §4, §8 and §9 that the session owns. Each lives here once.
 */
import type { StoredValueOwner } from '@site/ports';
import type { ReferralCodeKind } from '@site/validation';

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

type ValueOf<T> = T[keyof T];

/**
 * Every value the session stores, by where it is kept, and whose it is (issue #35 item 6). When
 * the member leaves (logout, 6001/10004/10102/10104/10105, another member logging in) the
 * session removes each `member` one; `device` ones stay. The types below make a key added to
 * STORAGE_KEYS, SESSION_STORAGE_KEYS or the cookies fail to compile until it is classified here.
 */
export const SESSION_STORED_VALUES = {
  localStorage: {
    'X-API-TOKEN': 'member',
    // SPEC §3 "a username stored locally; a hash of it feeds a request header": the name of the
    // member logged in now. A remembered login keeps its own copy in loginInfo.
    username: 'member',
    'X-API-UUID': 'device',
    // SPEC §3 "a stored login record with an isChecked flag (remember me)", and §4: a remembered
    // login outlives the session (its cookie lasts 365 days). The box 记住我 is the member's own
    // choice that this device remember them (the login form's name, with the box ticked), so it
    // stays; unticked, the record holds nothing but the flag (session.login).
    loginInfo: 'device',
    // The pre-login site config is the same for every visitor. Logout still drops it (SPEC §3
    // "cleared on clear"), so the next visitor's first page asks for it again.
    preInfo: 'device',
    fingerprint: 'device',
    // Captured from the address the device arrived by (SPEC §3 "Other stored client values",
    // "Referral codes"): they say who sent this visitor, not who is logged in, and expire alone.
    agent_verify: 'device',
    i_code: 'device',
    r_code: 'device',
    r_bet: 'device',
    invite_code: 'device',
    isGo: 'device',
    from: 'device',
    href: 'device',
  },
  sessionStorage: {
    // (Also `draft:<form>` keys, DRAFT_KEY_PREFIX: each names its member inside and only that member
    // gets it back; they are kept over a session code on purpose — the member logs in again and
    // finds what they typed — and die with the tab. See drafts.ts.)
    growCode: 'device',
    isApp: 'device',
  },
  cookies: {
    'X-API-TOKEN': 'member',
    // Names the member whose encrypted cache entries this browser holds (session.login).
    cacheId: 'member',
    'X-API-UUID': 'device',
    // The login's remember-me check for a day: a copy of the device's loginInfo choice.
    isCheck: 'device',
  },
} as const satisfies {
  localStorage: Record<ValueOf<typeof STORAGE_KEYS> | ReferralCodeKind, StoredValueOwner>;
  sessionStorage: Record<ValueOf<typeof SESSION_STORAGE_KEYS>, StoredValueOwner>;
  cookies: Record<typeof TOKEN_COOKIE | typeof DEVICE_ID_COOKIE | typeof CACHE_ID_COOKIE | typeof IS_CHECK_COOKIE, StoredValueOwner>;
};

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

/** Session-storage keys of form drafts: `draft:<form>` (drafts.ts, issue #38 item 3). */
export const DRAFT_KEY_PREFIX = 'draft:';
