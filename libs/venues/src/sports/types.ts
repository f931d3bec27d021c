/** The three sports venues whose match lists the sports centre merges (SPEC §3, §7). */
export type SportsVenue = 'IMTY' | 'OBTY' | 'FBTY';

/** Venue order: which venue's prices a merged match shows first, and the filter's order. */
export const SPORTS_VENUES: readonly SportsVenue[] = ['IMTY', 'OBTY', 'FBTY'];

/** 滚球 (in play), 今日 (later today, Asia/Shanghai), 早盘 (a later day). */
export type MatchPhase = 'live' | 'today' | 'early';

/** Main markets in European (decimal) odds; a market the venue does not offer is null. */
export interface Markets {
  /** 独赢 (1X2). */
  oneXTwo: { home: number; draw: number; away: number } | null;
  /** 让球: `line` is the home side's handicap (-0.5 = home gives half a goal). */
  handicap: { line: number; home: number; away: number } | null;
  /** 大小: total goals line. */
  overUnder: { line: number; over: number; under: number } | null;
}

/** One venue's view of one match, after normalisation. */
export interface VenueMatch {
  venue: SportsVenue;
  /** The venue's own id (what a launch at the match carries). */
  matchId: string;
  league: string;
  home: string;
  away: string;
  /** Kick-off, milliseconds since the epoch. */
  startTime: number;
  live: boolean;
  /** Live score, null before kick-off or when the venue sends none. */
  score: { home: number; away: number } | null;
  /** Minute of play for a live match, null otherwise. */
  minute: number | null;
  /** The venue has a video stream of this match (shown only inside the VIP range, SPEC §5). */
  hasVideo: boolean;
  markets: Markets;
}

/** One venue's prices for a merged match. */
export interface MatchOffer {
  venue: SportsVenue;
  matchId: string;
  markets: Markets;
  hasVideo: boolean;
}

/** A match as the sports centre lists it: one row, with the prices of every venue that has it. */
export interface SportsMatch {
  /** Stable across venues and polls (see matchKey). */
  key: string;
  league: string;
  home: string;
  away: string;
  startTime: number;
  phase: MatchPhase;
  score: { home: number; away: number } | null;
  minute: number | null;
  hasVideo: boolean;
  /** In SPORTS_VENUES order; the first one is the match's main venue. */
  offers: MatchOffer[];
}

export interface LeagueGroup {
  league: string;
  matches: SportsMatch[];
}

/** A venue that dropped out of this round, with the quiet note the page shows. */
export interface VenueFailure {
  venue: SportsVenue;
  code: number | string;
  message: string;
}

/** One round of the sports feed: what every venue that answered gave, and who did not. */
export interface SportsSnapshot {
  matches: VenueMatch[];
  /** Venues that answered this round. */
  answered: SportsVenue[];
  failures: VenueFailure[];
  /**
   * Venues still being asked that have nothing to show yet (issue #41 item 4): the list shows the
   * others and marks these as loading. Empty once the round has ended.
   */
  pending: SportsVenue[];
  /** When the snapshot was taken (clock time): the round's end, or its latest answer before that. */
  at: number;
}
