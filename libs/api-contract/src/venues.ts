/**
 * Venue codes. SPEC-NOTES 7: YBTY and OBTY are one venue, written `OBTY` everywhere in code and
 * storage; YBTY / OB are display names only (VENUE_DISPLAY_NAMES).
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
export type VenueCode = (typeof VENUE_CODES)[keyof typeof VENUE_CODES];
export const VENUE_CODE_LIST: readonly VenueCode[] = Object.values(VENUE_CODES);

export const SPORT_VENUES: readonly VenueCode[] = ['IMTY', 'OBTY', 'FBTY', 'V188'];
export const ESPORT_VENUES: readonly VenueCode[] = ['YBDJ', 'IMDJ', 'LHDJ'];

/** Display names (Chinese UI text; technical names may stay as they are). */
export const VENUE_DISPLAY_NAMES: Readonly<Record<VenueCode, string>> = {
  IMTY: 'IM体育',
  OBTY: 'YB体育',
  FBTY: 'FB体育',
  V188: '188体育',
  YBDJ: 'YB电竞',
  IMDJ: 'IM电竞',
  LHDJ: '雷火电竞',
};

/** The `?url=` launch routes of SPEC §2 / SPEC-NOTES 7, by venue. */
export const VENUE_ROUTES: Readonly<Partial<Record<VenueCode, string>>> = {
  V188: '/game/sport/V188',
  IMTY: '/game/sport/im',
  OBTY: '/game/sport/ob',
  YBDJ: '/game/gaming/ybdj',
  IMDJ: '/game/gaming/imdj',
  LHDJ: '/game/gaming/lhdj',
};

export function isVenueCode(value: unknown): value is VenueCode {
  return typeof value === 'string' && (VENUE_CODE_LIST as readonly string[]).includes(value);
}

/** Odds formats (SPEC §3). IMTY's default "European" is Europe = 3 (SPEC-NOTES 11). */
export const ODDS_TYPE = { Malay: 1, Hongkong: 2, Europe: 3, Indonesia: 4 } as const;
export type OddsType = (typeof ODDS_TYPE)[keyof typeof ODDS_TYPE];
export const DEFAULT_ODDS_TYPE: OddsType = ODDS_TYPE.Europe;

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

/** Shared-parameter defaults (SPEC §3 venue shared parameters). */
export const IMTY_DEFAULT_LANGUAGE = 'CHS';
export const FBTY_DEFAULT_LANGUAGE = 'CMN';
/** The word in a reply message that marks an expired venue token (SPEC §4 platform counts). */
export const EXPIRED_MARKER = '已过期';
