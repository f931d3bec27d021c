/**
 * IMTY's `/api/mobile` calls go through the site (SPEC §7 "IMTY paths get a proxy prefix"): the
 * browser calls `/venue-proxy/imty/api/mobile/…` on the site's own origin, and the site sends
 * `/api/mobile/…` to IMTY's API origin. The prefix is @site/api-contract's
 * VENUE_API_PATHS.imtyProxyPrefix (venue-proxy.test.ts keeps the two equal); this server imports no
 * workspace library, so it is written here once more.
 */
export const IMTY_PROXY_PREFIX = '/venue-proxy/imty';

/** Only IMTY's `/api/mobile/` subtree is forwarded; any other path under the prefix is the app's. */
export const IMTY_PROXY_PATH = /^\/venue-proxy\/imty(\/api\/mobile\/.*)$/;

/** The path to send to IMTY for a site path, or null when the path is not IMTY's. */
export function imtyUpstreamPath(url: string): string | null {
  const match = IMTY_PROXY_PATH.exec(url);
  return match?.[1] ?? null;
}

/**
 * IMTY's API origin: `SITE_IMTY_API_URL` (a real provider), else the embedded simulator's venue
 * port on the platform's host (`SIM_VENUE_PORT`, else the platform's port + 1), where the simulator
 * serves every venue provider.
 */
export function imtyApiUrlFromEnv(platformUrl: string, env: NodeJS.ProcessEnv = process.env): string {
  const listed = env['SITE_IMTY_API_URL']?.trim();
  if (listed) return new URL(listed).origin;
  const platform = new URL(platformUrl);
  const explicit = Number(env['SIM_VENUE_PORT']);
  const platformPort = Number(platform.port || (platform.protocol === 'https:' ? 443 : 80));
  const port = Number.isInteger(explicit) && explicit > 0 ? explicit : platformPort + 1;
  return `${platform.protocol}//${platform.hostname}:${String(port)}`;
}
