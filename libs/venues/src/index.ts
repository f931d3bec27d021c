/**
 * @site/venues — third-party venues (SPEC §3, §7): launch, the venues' own calls, the OBTY
 * login, platform counts, and the game lobbies. The app makes one `createVenues` at its
 * composition root; everything else here is internal.
 */

// The venues of one app, and the ports it fills in.
export { createVenues } from './venues.ts';
export type { Venues, VenuesPorts } from './venues.ts';
export type { FetchCountsPort, LaunchOutcome } from './ports.ts';
export { PLATFORM_COUNT_REFRESH_MS, PLATFORM_COUNT_RETRY_DELAY_MS } from './constants.ts';
export { MESSAGES } from './messages.ts';

// Entering a venue: how it opens, where to, and which lobby its launch page may frame.
export { launchKind, launchWithRelaunch, windowTarget } from './entry.ts';
export { isVenueLobbyUrl, launchTarget } from './launch-route.ts';
export { httpOrigin, isAllowedVenueUrl } from './origins.ts';
export { readVenueMessage } from './frame-message.ts';
export type { VenueMessage } from './frame-message.ts';
export { isVenueWalletEmpty } from './wallet.ts';

// Game lobbies, and which of their items a member may see.
export { GAME_LOBBIES, lobbyOfVenue } from './lobbies.ts';
export type { GameLobby, GameLobbyKey } from './lobbies.ts';
export { filterVisibleVenueItems, visibilityContext } from './visibility.ts';
