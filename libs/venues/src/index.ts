/**
 * @site/venues — third-party venues (SPEC §3, §7): launch, the venues' own calls, the OBTY
 * login, platform counts, the game lobbies and the sports centre. The app makes one
 * `createVenues` (apps/web/src/app/venues-chunk.ts); its pages apply the rules below. Only what
 * something outside this library imports is exported, and the app file(s) that do are named at
 * each export; the pieces `createVenues` is made of are internal (their tests import their files).
 */

// The venues of one app, and the ports it fills in (app/venue-ports.ts; the refresh and retry
// delays: app/venue-ports.test.ts). MESSAGES: components/use-venue-entry.ts and the games' and
// sports' launch hooks.
export { createVenues } from './venues';
export type { Venues, VenuesPorts } from './venues';
export type { FetchCountsPort, LaunchOutcome } from './ports';
export { PLATFORM_COUNT_REFRESH_MS, PLATFORM_COUNT_RETRY_DELAY_MS } from './constants';
export { MESSAGES, isChineseReason, venueHttpMessage } from './messages';

// Entering a venue: how it opens, where to, and which lobby its launch page may frame
// (components/use-venue-entry.ts, features/games/use-enter-venue.ts, use-venue-launch.ts,
// GameLobby.tsx, VenueFrame.tsx, TransferPrompt.tsx, features/sports/use-enter-match.ts).
export { launchKind, launchWithRelaunch, windowTarget } from './entry';
export { checkLaunchedLobbyUrl, checkLobbyUrl, isVenueLobbyUrl, launchTarget, venueLaunchRoute } from './launch-route';
export type { LobbyUrlCheck } from './launch-route';
export { httpOrigin } from './origins';
export { readVenueMessage } from './frame-message';
export type { VenueMessage } from './frame-message';
export { isVenueWalletEmpty } from './wallet';

// Game lobbies, and which of their items a member may see (features/games/lobbies.ts,
// VenueLaunchPage.tsx, GameLobby.tsx; state/use-visibility.ts).
export { GAME_LOBBIES, lobbyOfVenue } from './lobbies';
export type { GameLobby, GameLobbyKey } from './lobbies';
export { filterVisibleVenueItems, visibilityContext } from './visibility';
export type { VisibilityContext } from './visibility';

// The sports centre (src/sports, SPEC §3, §5, §7): the three sports venues' match lists, merged.
// `Venues.sports()` polls them; the page filters, groups and marks price moves
// (features/sports/SportsCentre.tsx, HotMatches.tsx, MatchRow.tsx, use-sports.ts).
export type {
  LeagueGroup,
  MatchOffer,
  MatchPhase,
  Markets,
  SportsMatch,
  SportsSnapshot,
  SportsVenue,
  VenueFailure,
  VenueMatch,
} from './sports/types';
export { SPORTS_VENUES } from './sports/types';
export { groupByLeague, selectMatches } from './sports/merge';
export type { PhaseFilter, VenueFilter } from './sports/merge';
export { showsVideo, visibleMatches } from './sports/visibility';
export type { SportsPoller, VisibilityPort } from './sports/poller';
export { priceId, priceMoves } from './sports/changes';
export type { PriceMove } from './sports/changes';
