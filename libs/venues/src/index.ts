/**
 * @site/venues — third-party venues (SPEC §3, §7): launch, the venues' own calls, the OBTY
 * login, platform counts, and the game lobbies. The app makes one `createVenues` at its
 * composition root; everything else here is internal.
 */

// The venues of one app, and the ports it fills in.
export { createVenues } from './venues';
export type { Venues, VenuesPorts } from './venues';
export type { FetchCountsPort, LaunchOutcome } from './ports';
export { PLATFORM_COUNT_REFRESH_MS, PLATFORM_COUNT_RETRY_DELAY_MS } from './constants';
export { MESSAGES } from './messages';

// Entering a venue: how it opens, where to, and which lobby its launch page may frame.
export { launchKind, launchWithRelaunch, windowTarget } from './entry';
export { isVenueLobbyUrl, launchTarget, venueLaunchRoute } from './launch-route';
export { httpOrigin, isAllowedVenueUrl } from './origins';
export { readVenueMessage } from './frame-message';
export type { VenueMessage } from './frame-message';
export { isVenueWalletEmpty } from './wallet';

// Game lobbies, and which of their items a member may see.
export { GAME_LOBBIES, lobbyOfVenue } from './lobbies';
export type { GameLobby, GameLobbyKey } from './lobbies';
export { filterVisibleVenueItems, visibilityContext } from './visibility';
export type { VisibilityContext } from './visibility';

// The sports centre: the three sports venues' match lists, merged (src/sports).
export * from './sports/index';
