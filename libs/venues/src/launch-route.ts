import { venueRoute } from '@site/api-contract';
import type { VenueCode, VenueLaunch } from '@site/api-contract';
import { httpOrigin } from './origins';

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
