import { isEmbeddedSimulator } from './platform-url';

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
 * The request headers IMTY gets, and nothing else: IMTY is a third party, and the browser's other
 * headers are the member's with the site (the platform session cookie X-API-TOKEN, Authorization,
 * the platform's X-API-* headers) or the site's own business (X-Forwarded-*). What its API reads:
 * IMTY's shared parameters, which the venue client sends as headers as well as in the body (SPEC
 * §3/§7: LanguageCode, OddsType, TimeStamp, origin, Token, MemberCode; `origin` is the browser's
 * own Origin header, which a page cannot set), and the body's type. The Node server copies these;
 * nginx/render.ts writes one `proxy_set_header` each with request headers off.
 */
export const IMTY_REQUEST_HEADERS = ['content-type', 'accept', 'languagecode', 'oddstype', 'timestamp', 'origin', 'token', 'membercode'] as const;

/**
 * IMTY's reply headers that never reach the browser: its CORS grants (the call is same-origin, and
 * granting another origin access to the site's origin is not IMTY's to say) and its cookies (they
 * would be the site's, and could replace the member's session cookie).
 */
export const IMTY_HIDDEN_REPLY_HEADERS = [
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-allow-private-network',
  'access-control-expose-headers',
  'access-control-max-age',
  'set-cookie',
] as const;

/**
 * IMTY's API origin: `SITE_IMTY_API_URL` (a real provider). With the embedded simulator (see
 * platform-url.ts isEmbeddedSimulator) and nothing given, the simulator's venue port on its host
 * (`SIM_VENUE_PORT`, else the platform's port + 1), where it serves every venue provider. With any
 * other platform that port is a guess (behind a proxy the site would call itself), so nothing
 * given is a start-up error.
 */
export function imtyApiUrlFromEnv(platformUrl: string, env: NodeJS.ProcessEnv = process.env): string {
  const listed = env['SITE_IMTY_API_URL']?.trim();
  if (listed) {
    const url = new URL(listed);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`SITE_IMTY_API_URL 须为 http(s) 地址: ${listed}`);
    return url.origin;
  }
  if (!isEmbeddedSimulator(platformUrl, env)) {
    throw new Error(
      `未设置 SITE_IMTY_API_URL: 平台 ${platformUrl} 不是内置模拟器，无法推断 IMTY 体育的 API 地址。请设置 SITE_IMTY_API_URL=https://<IMTY 的 API 域名>（见 README「Deploying」）`,
    );
  }
  const platform = new URL(platformUrl);
  const explicit = Number(env['SIM_VENUE_PORT']);
  const platformPort = Number(platform.port || (platform.protocol === 'https:' ? 443 : 80));
  const port = Number.isInteger(explicit) && explicit > 0 ? explicit : platformPort + 1;
  return `${platform.protocol}//${platform.hostname}:${String(port)}`;
}
