import { RELAUNCH_CODES, VENUE_ROUTES, isVenueCode } from '@site/api-contract';
import type { VenueCode, WalletBalances } from '@site/api-contract';
import { httpOrigin } from '@site/venues';

// TODO(lib): move to @site/venues — the rules below decide how a venue is entered; they are
// pure and tested here until the library takes them.

/**
 * How a venue is entered from a lobby: on its own launch page (the six of SPEC §2), in a new
 * window (a launchable venue without a page, FBTY), or not at all (the contract's launch call
 * accepts only the venue codes it knows).
 */
export type LaunchKind = { kind: 'page'; venue: VenueCode; route: string } | { kind: 'window'; venue: VenueCode } | { kind: 'unavailable' };

export function launchKind(code: unknown): LaunchKind {
  if (!isVenueCode(code)) return { kind: 'unavailable' };
  const route = VENUE_ROUTES[code];
  return route === undefined ? { kind: 'window', venue: code } : { kind: 'page', venue: code, route };
}

/** The venue whose launch page this path is (`/game/sport/ob` → OBTY), or null. */
export function venueOfRoute(path: string): VenueCode | null {
  for (const [venue, route] of Object.entries(VENUE_ROUTES)) {
    if (route === path && isVenueCode(venue)) return venue;
  }
  return null;
}

/**
 * A venue's own wallet is empty: the member would enter with nothing to bet, so the page offers a
 * transfer first. Unknown balances (no reply, no such wallet) are not "empty": no false alarm.
 */
export function isVenueWalletEmpty(balances: WalletBalances | null | undefined, venue: string): boolean {
  const wallet = balances?.wallets.find((w) => w.code === venue);
  return wallet !== undefined && wallet.balance <= 0;
}

/** The allowlist of a launch page: the platform's venue origins plus the origins of saved launches. */
export function launchPageAllowlist(platformOrigins: readonly unknown[], launchOrigins: readonly string[]): string[] {
  const origins = new Set<string>(launchOrigins);
  for (const entry of platformOrigins) {
    const origin = httpOrigin(entry);
    if (origin !== null) origins.add(origin);
  }
  return [...origins];
}

/** What a venue lobby may ask the site through postMessage. */
export type VenueMessage = { kind: 'relaunch'; code: number } | { kind: 'close' } | { kind: 'transfer' };

const RELAUNCH_CODE_VALUES: readonly number[] = Object.values(RELAUNCH_CODES);

/**
 * Reads a message posted by a venue lobby (already checked to come from the venue's origin): a
 * relaunch code (400401 / 14010, as a number or digit string, bare or as `{ code }`), or a request
 * to close the lobby or open the transfer page. Anything else is ignored (null).
 */
export function readVenueMessage(data: unknown): VenueMessage | null {
  const raw = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : { code: data };
  const type = raw['type'];
  if (type === 'close') return { kind: 'close' };
  if (type === 'transfer') return { kind: 'transfer' };
  const value = raw['code'] ?? raw['status_code'];
  const code = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  return typeof code === 'number' && RELAUNCH_CODE_VALUES.includes(code) ? { kind: 'relaunch', code } : null;
}
