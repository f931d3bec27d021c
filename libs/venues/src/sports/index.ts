/** The sports centre's rules (SPEC §3, §5, §7): no React, no browser; ports only. */
export type { LeagueGroup, MatchOffer, MatchPhase, Markets, SportsMatch, SportsSnapshot, SportsVenue, VenueFailure, VenueMatch } from './types.ts';
export { SPORTS_VENUES } from './types.ts';
export { normaliseImtyEvents } from './imty.ts';
export { normaliseObtyMatches } from './obty.ts';
export { normaliseFbtyMatches } from './fbty.ts';
export { toEuropean } from './odds.ts';
export { groupByLeague, matchPhase, mergeMatches, selectMatches, shanghaiDay, teamKey } from './merge.ts';
export type { PhaseFilter, VenueFilter } from './merge.ts';
export { showsVideo, visibleMatches } from './visibility.ts';
export { createSportsFeed, SPORTS_VENUE_TIMEOUT_MS } from './feed.ts';
export type { SportsFeed, SportsFeedVenues } from './feed.ts';
export { createSportsPoller, SPORTS_POLL_MS } from './poller.ts';
export type { SportsPoller, VisibilityPort } from './poller.ts';
export { priceId, priceMoves } from './changes.ts';
export type { PriceMove } from './changes.ts';
