import type http from 'node:http';

/**
 * Where venue lobbies may be framed from. Either a fixed list (a real platform's venue providers,
 * `SITE_VENUE_ORIGINS`) or the embedded simulator's venue port: the simulator serves its lobbies
 * on the hostname the browser used and its own port, so that origin is only known per request.
 */
export type VenueFrameSources =
  | { kind: 'origins'; origins: readonly string[] }
  | { kind: 'simulator'; port: number };

/** Cross-origin pages see only our origin, never a path or a query (they may carry tokens). */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * The venue origins from the environment:
 * - `SITE_VENUE_ORIGINS`: comma- or space-separated origins (`https://lobby.venue.example`);
 *   entries that are not a plain http(s) origin are dropped, so a typo never widens the policy;
 * - otherwise the simulator's venue port: `SIM_VENUE_PORT`, else the platform's port + 1 (the
 *   simulator's own default).
 */
export function venueFrameSourcesFromEnv(platformUrl: string, env: NodeJS.ProcessEnv = process.env): VenueFrameSources {
  const listed = env['SITE_VENUE_ORIGINS'];
  if (listed !== undefined && listed.trim() !== '') {
    return { kind: 'origins', origins: listed.split(/[\s,]+/).flatMap((entry) => originOf(entry) ?? []) };
  }
  const explicit = Number(env['SIM_VENUE_PORT']);
  if (Number.isInteger(explicit) && explicit > 0) return { kind: 'simulator', port: explicit };
  const platform = new URL(platformUrl);
  const platformPort = Number(platform.port || (platform.protocol === 'https:' ? 443 : 80));
  return { kind: 'simulator', port: platformPort + 1 };
}

function originOf(entry: string): string | undefined {
  try {
    const url = new URL(entry);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (url.origin !== entry.replace(/\/$/, '')) return undefined; // a path or credentials: not an origin
    return url.origin;
  } catch {
    return undefined;
  }
}

/** The hostname of a Host header value, IPv6 brackets kept; anything odd yields undefined. */
function hostnameOf(host: string): string | undefined {
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  // Only characters a hostname can have: a forged Host header must not inject CSP syntax.
  return name && /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)$/i.test(name) ? name : undefined;
}

/** The venue origins a page served for this request may frame. */
export function venueFrameOrigins(sources: VenueFrameSources, req: http.IncomingMessage): readonly string[] {
  if (sources.kind === 'origins') return sources.origins;
  const forwarded = req.headers['x-forwarded-host'];
  const host = hostnameOf(String(forwarded ?? req.headers.host ?? ''));
  if (!host) return [];
  const proto = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  return [`${proto}://${host}:${sources.port}`];
}

/**
 * The Content-Security-Policy of the site. Only what the app is known to need is opened:
 * scripts from our own origin, frames from venue origins, no plugins, no <base> rewriting, and
 * only our own pages may frame us. Images, styles and fetches are left to the browser default
 * because venue APIs (OBTY, FBTY) and site-config images live on origins only the platform knows.
 */
export function contentSecurityPolicy(frameOrigins: readonly string[]): string {
  const frames = frameOrigins.length > 0 ? frameOrigins.join(' ') : "'none'";
  return [
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `frame-src ${frames}`,
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Headers every response of the site itself (not the proxied platform) carries. */
export function securityHeaders(sources: VenueFrameSources, req: http.IncomingMessage): http.OutgoingHttpHeaders {
  return {
    'content-security-policy': contentSecurityPolicy(venueFrameOrigins(sources, req)),
    'referrer-policy': REFERRER_POLICY,
    'x-content-type-options': 'nosniff',
    // Older browsers that ignore frame-ancestors.
    'x-frame-options': 'SAMEORIGIN',
  };
}
