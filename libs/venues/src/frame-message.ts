import { RELAUNCH_CODES } from '@site/api-contract';

/** What a venue lobby may ask the site through postMessage. */
export type VenueMessage = { kind: 'relaunch'; code: number } | { kind: 'close' } | { kind: 'transfer' };

const RELAUNCH_CODE_VALUES: readonly number[] = Object.values(RELAUNCH_CODES);

/**
 * Reads a message posted by a venue lobby (already checked to come from the venue's origin): a
 * relaunch code (400401 / 14010, as a number or digit string, bare or as `{ code }`), or a request
 * to close the lobby or open the transfer page. Anything else is ignored (null); it never throws.
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
