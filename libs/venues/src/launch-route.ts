import { venueRoute } from '@site/api-contract';
import type { VenueCode, VenueLaunch } from '@site/api-contract';
import { httpOrigin, isAllowedVenueUrl, launchOrigins } from './origins';

/** The lobby a launch opens: the desktop url, or h5Url on a small screen, each falling back to the other. */
export function launchTarget(result: Partial<VenueLaunch> | null | undefined, options: { mobile?: boolean } = {}): string | null {
  if (typeof result !== 'object' || result === null) return null;
  const order = options.mobile ? [result.h5Url, result.url] : [result.url, result.h5Url];
  return order.find((candidate): candidate is string => httpOrigin(candidate) !== null) ?? null;
}

/**
 * The site route that shows a launched venue (`/game/sport/ob?url=…`, SPEC §2 / SPEC-NOTES 7), or
 * null for a venue without a launch page or a launch without a usable lobby URL.
 */
export function venueLaunchRoute(
  venue: VenueCode,
  result: Partial<VenueLaunch> | null | undefined,
  options: { mobile?: boolean } = {},
): string | null {
  const route = venueRoute(venue);
  const target = launchTarget(result, options);
  if (route === undefined || target === null) return null;
  return `${route}?url=${encodeURIComponent(target)}`;
}

/** An http(s) URL's origin and path (no query, no fragment), or null. */
function lobbyAddress(value: unknown): string | null {
  const origin = httpOrigin(value);
  if (origin === null) return null;
  return `${origin}${new URL(String(value).trim()).pathname}`;
}

/**
 * True when `url` is a lobby of this venue's own launch: the origin and path of the `url` or
 * `h5Url` its launch returned (issue #27 item 5). The origin alone is not enough: one provider may
 * serve several venues from one origin (the simulator serves /lobby/V188 and /lobby/IMTY side by
 * side), and a 188 lobby must not open inside the IM page. The query may differ: it carries the
 * session token, which a background relaunch renews for the same lobby. Never throws.
 */
export function isVenueLobbyUrl(url: unknown, launched: Partial<VenueLaunch> | null | undefined): boolean {
  const address = lobbyAddress(url);
  if (address === null || typeof launched !== 'object' || launched === null) return false;
  return [launched.url, launched.h5Url].some((candidate) => lobbyAddress(candidate) === address);
}

/**
 * What a launch page does with a `?url=` it was opened with (SPEC §2, issue #41 item 1):
 * - `load`: a lobby of this venue's launch this browser already holds (isVenueLobbyUrl).
 * - `launch`: an address on a venue origin that no launch of this browser names — a link from the
 *   member's app, another tab or another device. Such a link is a real lobby as often as not, so
 *   it is not refused: the page launches the venue for the member first and loads the address
 *   only when that launch names its lobby (checkLaunchedLobbyUrl). The launch is the authority
 *   on which lobby belongs to which venue (one provider serves several venues from one origin).
 * - `refuse`: not an http(s) address, one with credentials, or an origin on neither the
 *   platform's list of venue origins nor this venue's saved launch; nothing is launched or loaded.
 * An empty platform list means it could not be read: the launch, not the list, then decides.
 */
export type LobbyUrlCheck = 'load' | 'launch' | 'refuse';

export function checkLobbyUrl(
  url: unknown,
  known: { launched: Partial<VenueLaunch> | null | undefined; venueOrigins: readonly unknown[] },
): LobbyUrlCheck {
  if (lobbyAddress(url) === null) return 'refuse';
  if (isVenueLobbyUrl(url, known.launched)) return 'load';
  const listed = known.venueOrigins.map(httpOrigin).filter((origin): origin is string => origin !== null);
  if (listed.length === 0) return 'launch';
  return isAllowedVenueUrl(url, [...listed, ...launchOrigins(known.launched)]) ? 'launch' : 'refuse';
}

/**
 * After the launch that `launch` above asked for: the address loads when it is a lobby (origin
 * and path, desktop or h5) of that launch, whatever token its query carries; else it is refused.
 */
export function checkLaunchedLobbyUrl(url: unknown, launched: Partial<VenueLaunch> | null | undefined): 'load' | 'refuse' {
  return isVenueLobbyUrl(url, launched) ? 'load' : 'refuse';
}
