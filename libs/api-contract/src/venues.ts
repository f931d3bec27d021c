/** Platform category codes of the counts (SPEC §3). */
export const PLATFORM_CATEGORIES = ['TY', 'DZ', 'DJ', 'ZR', 'CP', 'QP'] as const;
export type PlatformCategory = (typeof PLATFORM_CATEGORIES)[number];
export const PLATFORM_CATEGORY_NAMES: Readonly<Record<PlatformCategory, string>> = {
  TY: '体育',
  DZ: '电子',
  DJ: '电竞',
  ZR: '真人',
  CP: '彩票',
  QP: '棋牌',
};

/**
 * The venue codes SPEC §1–§3 names. SPEC-NOTES 7: YBTY and OBTY are one venue, written `OBTY`
 * everywhere in code and storage; YBTY / OB are display names only (VENUE_DISPLAY_NAMES).
 * The platform lists more venues than these (PG电子 `PGDZ`, AG真人 `AGZR`, …): see VenueCode.
 */
export const VENUE_CODES = {
  IMTY: 'IMTY',
  OBTY: 'OBTY',
  FBTY: 'FBTY',
  V188: 'V188',
  YBDJ: 'YBDJ',
  IMDJ: 'IMDJ',
  LHDJ: 'LHDJ',
} as const;
/** A venue the spec names, with shared parameters, a launch page or a display name of its own. */
export type KnownVenueCode = (typeof VENUE_CODES)[keyof typeof VENUE_CODES];
export const VENUE_CODE_LIST: readonly KnownVenueCode[] = Object.values(VENUE_CODES);

/** A platform venue code: the provider's letters followed by its category code (`PGDZ`, `KYQP`). */
export type PlatformVenueCode = `${string}${PlatformCategory}`;
/**
 * Any venue code the platform may list and launch. The platform owns the list of venues, so the
 * contract checks a code's shape, not membership of a fixed list: one of the spec's codes, or
 * 2–11 upper-case provider letters/digits followed by a category code (VENUE_CODE_PATTERN).
 */
export type VenueCode = KnownVenueCode | PlatformVenueCode;

/** The shape of a platform venue code (see VenueCode). */
export const VENUE_CODE_PATTERN = new RegExp(`^[A-Z][A-Z0-9]{1,10}(?:${PLATFORM_CATEGORIES.join('|')})$`);

/**
 * Names that look like venue codes but must be written as another code (SPEC-NOTES 7: YBTY is
 * OBTY). The launch call refuses them so storage never holds the same venue under two keys.
 */
export const VENUE_CODE_ALIASES: Readonly<Record<string, KnownVenueCode>> = { YBTY: 'OBTY' };

export const SPORT_VENUES: readonly VenueCode[] = ['IMTY', 'OBTY', 'FBTY', 'V188'];
export const ESPORT_VENUES: readonly VenueCode[] = ['YBDJ', 'IMDJ', 'LHDJ'];

import { VENUE_DISPLAY_NAMES as NAMES } from './venue-names';

/** Display names (Chinese UI text; technical names may stay as they are), one per spec venue. */
export const VENUE_DISPLAY_NAMES: Readonly<Record<KnownVenueCode, string>> = NAMES;

/** The `?url=` launch routes of SPEC §2 / SPEC-NOTES 7, by venue. Other venues have none. */
export const VENUE_ROUTES: Readonly<Partial<Record<KnownVenueCode, string>>> = {
  V188: '/game/sport/V188',
  IMTY: '/game/sport/im',
  OBTY: '/game/sport/ob',
  YBDJ: '/game/gaming/ybdj',
  IMDJ: '/game/gaming/imdj',
  LHDJ: '/game/gaming/lhdj',
};

/** The venue's `?url=` launch page, or undefined for a venue without one. */
export function venueRoute(code: string): string | undefined {
  return isKnownVenueCode(code) ? VENUE_ROUTES[code] : undefined;
}

/** True for one of the spec's seven venue codes. */
export function isKnownVenueCode(value: unknown): value is KnownVenueCode {
  return typeof value === 'string' && (VENUE_CODE_LIST as readonly string[]).includes(value);
}

/** True for any well-formed venue code (see VenueCode); aliases such as YBTY are not codes. */
export function isVenueCode(value: unknown): value is VenueCode {
  if (typeof value !== 'string') return false;
  if (isKnownVenueCode(value)) return true;
  return !Object.hasOwn(VENUE_CODE_ALIASES, value) && VENUE_CODE_PATTERN.test(value);
}

/** The spec's display name of a known venue, else `fallback` (the platform's title), else the code. */
export function venueDisplayName(code: string, fallback?: string): string {
  if (isKnownVenueCode(code)) return VENUE_DISPLAY_NAMES[code];
  return fallback !== undefined && fallback.trim() !== '' ? fallback : code;
}

/** Odds formats (SPEC §3). IMTY's default "European" is Europe = 3 (SPEC-NOTES 11). */
export const ODDS_TYPE = { Malay: 1, Hongkong: 2, Europe: 3, Indonesia: 4 } as const;
export type OddsType = (typeof ODDS_TYPE)[keyof typeof ODDS_TYPE];
export const DEFAULT_ODDS_TYPE: OddsType = ODDS_TYPE.Europe;

/** Shared-parameter defaults (SPEC §3 venue shared parameters). */
export const IMTY_DEFAULT_LANGUAGE = 'CHS';
export const FBTY_DEFAULT_LANGUAGE = 'CMN';
/** The word in a reply message that marks an expired venue token (SPEC §4 platform counts). */
export const EXPIRED_MARKER = '已过期';
