/**
 * Numbers and names from SPEC §3, §4, §7 and §9 that the venues library owns. Each lives here once.
 */
import type { StoredValueOwner } from '@site/ports';

/** A burst of relaunch codes (400401 / 14010) produces one relaunch this long after the last (SPEC §9). */
export const VENUE_RELAUNCH_DEBOUNCE_MS = 1000;
/** The platform counts are refreshed this often while someone listens (SPEC §4, §9). */
export const PLATFORM_COUNT_REFRESH_MS = 60_000;
/** More "expired" replies than this fall back to the cache (SPEC §9, SPEC-NOTES 6). */
export const PLATFORM_COUNT_RETRY_LIMIT = 2;
/** Wait between a relaunch and the retried count request (SPEC §9). */
export const PLATFORM_COUNT_RETRY_DELAY_MS = 500;

/**
 * IMTY's `/api/mobile` calls go through the site's own reverse proxy under this prefix, so the
 * client never writes a venue host (ARCHITECTURE "No host is written anywhere in the client").
 * apps/web/server and the nginx configuration forward it to IMTY's API origin. The same as the
 * contract's VENUE_API_PATHS.imtyProxyPrefix (sports/feed.test.ts); written here because this
 * module is also in the app's entry, which must not load the contract's venue paths.
 */
export const IMTY_PROXY_PREFIX = '/venue-proxy/imty';

/** Local-storage keys (SPEC §3, §4 venue launch and platform counts). */
export const VENUE_STORAGE_KEYS = {
  /** One key per venue: `venueLaunch:OBTY` holds that venue's last launch result. */
  launchResultPrefix: 'venueLaunch:',
  /** The codes of every venue launched here (JSON array), so their saved origins are found again. */
  launchedVenues: 'venueLaunched',
  /** The last launch failure: `{ venue, code, message, time }`. */
  launchFailure: 'venueLaunchError',
  obtyRequestId: 'OBTY_requestId',
  /** When the stored OBTY requestId stops being valid (ms since epoch, from the launch reply). */
  obtyRequestIdExpiresAt: 'OBTY_requestIdExpiresAt',
  obtyCuid: 'OBTY_cuid',
  /** The local copy of the latest counts of every category (one reply holds them all). */
  counts: 'platformCount',
} as const;

/**
 * Whose each stored venue value is (issue #35 item 6, StoredValueOwner): `Venues.forgetMember`
 * removes the `member` ones when the member leaves. A key added above fails to compile until it
 * is classified here.
 */
export const VENUE_STORED_VALUES = {
  // The lobby address with the venue's token for this member: whoever holds it enters their venue.
  launchResultPrefix: 'member',
  // Which venues this member launched (it finds their launch results again).
  launchedVenues: 'member',
  // The platform's answer to this member's launch.
  launchFailure: 'member',
  // OBTY's session of this member (SPEC §3 shared parameters): the next member launches their own.
  obtyRequestId: 'member',
  obtyRequestIdExpiresAt: 'member',
  obtyCuid: 'member',
  // How many games each category has: the platform's, the same for every visitor (guests read
  // them from the shared cache, SPEC §4).
  counts: 'device',
} as const satisfies Record<keyof typeof VENUE_STORAGE_KEYS, StoredValueOwner>;

/**
 * The encrypted json-cache key (`/api/json-cache/{key}`, must match JSON_CACHE_KEY_PATTERN) of the
 * counts: one entry for every category, as one platformCount reply carries them all.
 */
export const COUNT_CACHE_KEY = 'platformCount.all';
