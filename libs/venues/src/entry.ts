import { VENUE_ROUTES, isVenueCode, venueRoute } from '@site/api-contract';
import type { VenueCode } from '@site/api-contract';
import { launchTarget } from './launch-route';
import type { LaunchOptions, VenueLauncher } from './launcher';
import { relaunchVenueForCode } from './launcher';
import { MESSAGES } from './messages';
import { httpOrigin, isAllowedVenueUrl } from './origins';
import type { LaunchOutcome } from './ports';

/**
 * How a venue is entered from a lobby (decision in README "Entering a venue"): the six venues of
 * SPEC §2 on their own `?url=` launch page; every other venue the platform lists (FBTY, PGDZ,
 * AGZR, …) in a new window; a code of the wrong shape not at all.
 */
export type LaunchKind =
  | { kind: 'page'; venue: VenueCode; route: string }
  | { kind: 'window'; venue: VenueCode }
  | { kind: 'unavailable' };

export function launchKind(code: unknown): LaunchKind {
  if (!isVenueCode(code)) return { kind: 'unavailable' };
  const route = venueRoute(code);
  return route === undefined ? { kind: 'window', venue: code } : { kind: 'page', venue: code, route };
}

/** The venue whose launch page this path is (`/game/sport/ob` → OBTY), or null. */
export function venueOfRoute(path: string): VenueCode | null {
  for (const [venue, route] of Object.entries(VENUE_ROUTES)) {
    if (route === path && isVenueCode(venue)) return venue;
  }
  return null;
}

/** A launch, and when the platform answers the venue's relaunch code (400401 OBTY, 14010 FBTY), one relaunch. */
export async function launchWithRelaunch(
  launcher: Pick<VenueLauncher, 'launch' | 'handleCode'>,
  venue: VenueCode,
  options: LaunchOptions = {},
): Promise<LaunchOutcome> {
  const outcome = await launcher.launch(venue, options);
  if (outcome.ok || relaunchVenueForCode(outcome.code) !== venue) return outcome;
  return (await launcher.handleCode(outcome.code, venue)) ?? outcome;
}

export type WindowTarget = { ok: true; url: string } | { ok: false; message: string };

/**
 * Where the new window of a venue without a launch page may go. A window is not sandboxed, so
 * it is stricter than a launch page: the lobby's origin must be on the platform's own list of
 * venue origins (vvPretty `venueOrigins`); the launch reply's origins do not vouch for themselves.
 * Failures say why in Chinese: the launch's message, a blocked window, an unknown or refused origin.
 */
export function windowTarget(
  outcome: LaunchOutcome,
  platformOrigins: readonly unknown[],
  options: { mobile?: boolean; windowOpened?: boolean } = {},
): WindowTarget {
  if (!outcome.ok) return { ok: false, message: outcome.message };
  if (options.windowOpened === false) return { ok: false, message: MESSAGES.popupBlocked };
  const url = launchTarget(outcome.result, { mobile: options.mobile ?? false });
  if (url === null) return { ok: false, message: MESSAGES.launchReplyInvalid };
  const allowed = platformOrigins.map(httpOrigin).filter((origin): origin is string => origin !== null);
  if (allowed.length === 0) return { ok: false, message: MESSAGES.venueOriginsUnknown };
  return isAllowedVenueUrl(url, allowed) ? { ok: true, url } : { ok: false, message: MESSAGES.venueOriginRefused };
}
