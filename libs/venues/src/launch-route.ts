import { venueRoute } from '@site/api-contract';
import type { VenueCode, VenueLaunch } from '@site/api-contract';
import { httpOrigin } from './origins.ts';

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
