import type { VenueLaunch } from '@site/api-contract';

/** The origin of an absolute http(s) URL without credentials, or null for anything else. */
export function httpOrigin(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(value.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  // `https://venue.example@evil.example` reads like the venue to a person; refuse credentials.
  if (parsed.username !== '' || parsed.password !== '') return null;
  return parsed.origin;
}

/**
 * True only for an http(s) URL whose origin is exactly one of `allowedOrigins` (the origins the
 * platform returned in launch results). Relative URLs, other schemes, credentials and garbage
 * give false; it never throws.
 */
export function isAllowedVenueUrl(url: unknown, allowedOrigins: unknown): boolean {
  const origin = httpOrigin(url);
  if (origin === null || !Array.isArray(allowedOrigins)) return false;
  return allowedOrigins.some((allowed) => {
    const allowedOrigin = httpOrigin(allowed);
    return allowedOrigin !== null && allowedOrigin === origin;
  });
}

/** The fields of a launch result that name where the venue lives (SPEC §3 launch response). */
const ORIGIN_FIELDS = ['url', 'h5Url', 'apiUrl', 'activityUrl', 'resource'] as const;

/** Every distinct http(s) origin a launch result points at. */
export function launchOrigins(result: Partial<VenueLaunch> | null | undefined): string[] {
  if (typeof result !== 'object' || result === null) return [];
  const origins = new Set<string>();
  for (const field of ORIGIN_FIELDS) {
    const origin = httpOrigin(result[field]);
    if (origin !== null) origins.add(origin);
  }
  return [...origins];
}

/** The venue's API origin: apiUrl's, else the lobby url's, else h5Url's; null when none is usable. */
export function venueApiOrigin(result: Partial<VenueLaunch> | null | undefined): string | null {
  if (typeof result !== 'object' || result === null) return null;
  return httpOrigin(result.apiUrl) ?? httpOrigin(result.url) ?? httpOrigin(result.h5Url);
}
