/** The sports centre's rules (SPEC §3, §5, §7): no React, no browser; ports only. */
export type { LeagueGroup, MatchOffer, MatchPhase, Markets, SportsMatch, SportsSnapshot, SportsVenue, VenueFailure, VenueMatch } from './types';
export { SPORTS_VENUES } from './types';
export { normaliseImtyEvents } from './imty';
export { normaliseObtyMatches } from './obty';
export { normaliseFbtyMatches } from './fbty';
export { toEuropean } from './odds';
export { groupByLeague, matchPhase, mergeMatches, selectMatches, shanghaiDay, teamKey } from './merge';
export type { PhaseFilter, VenueFilter } from './merge';
export { showsVideo, visibleMatches } from './visibility';
export { createSportsFeed, SPORTS_VENUE_TIMEOUT_MS } from './feed';
export type { SportsFeed, SportsFeedVenues } from './feed';
export { createSportsPoller, SPORTS_POLL_MS } from './poller';
export type { SportsPoller, VisibilityPort } from './poller';
export { priceId, priceMoves } from './changes';
export type { PriceMove } from './changes';
