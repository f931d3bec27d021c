import type http from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { TrustedProxies } from './trust-proxy';
import { NO_TRUSTED_PROXIES, trustProxyFromEnv } from './trust-proxy';
import { THEME_BOOT_HASH } from '../build/theme-boot';

/**
 * The site's response headers: one source for the Node server (serve.ts) and the nginx
 * configuration (nginx/render.ts writes its `add_header` lines from these functions).
 *
 * Two values depend on the request: the CSP's venue sources when the venues are the simulator's (it
 * serves them on the host the browser used) and HSTS (only over https). Everything else is fixed.
 * What the browser used is the connection's own Host and scheme; a proxy's X-Forwarded-Host and
 * X-Forwarded-Proto count only when it is one of TRUST_PROXY's (trust-proxy.ts).
 */

/**
 * Where venue lobbies may be framed from. Either a fixed list (a real platform's venue providers,
 * `SITE_VENUE_ORIGINS`) or the embedded simulator's venue port: the simulator serves its lobbies
 * on the hostname the browser used and its own port, so that origin is only known per request.
 */
export type VenueFrameSources =
  | { kind: 'origins'; origins: readonly string[] }
  | { kind: 'simulator'; port: number };

/**
 * Where the chat WebSocket may connect: the platform names its host (site config entry 51). By
 * default that is the site's own host (the site proxies `/stream/`), which the policy's 'self'
 * covers (CSP Level 3: 'self' matches the page's own host as ws/wss); `SITE_CHAT_ORIGINS` lists the
 * ws(s) origins otherwise (the platform's chat host, or the site's own `wss://` origin for browsers
 * older than CSP Level 3). Never a host from the request: a header chose the policy's hosts once.
 */
export type ChatSocketSources = { kind: 'origins'; origins: readonly string[] } | { kind: 'site' };

/** Cross-origin pages see only our origin, never a path or a query (they may carry tokens). */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** Browser features the site never uses, off for it and every frame it embeds. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';
/** Own browsing-context group, but venue windows opened with window.open keep their opener. */
export const OPENER_POLICY = 'same-origin-allow-popups';
/** Sent only over https (HSTS over plain http is ignored by browsers and would only confuse). */
export const HSTS = 'max-age=31536000';
/** Member data from the platform: never stored by a browser or a shared cache. */
export const PLATFORM_CACHE_CONTROL = 'no-store';
/** Where browsers send CSP violation reports (logged by both servers). */
export const CSP_REPORT_PATH = '/csp-report';
/** Reports are small JSON documents; anything larger is refused. */
export const CSP_REPORT_MAX_BYTES = 16 * 1024;

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
    return { kind: 'origins', origins: originsOf(listed, ['http:', 'https:']) };
  }
  const explicit = Number(env['SIM_VENUE_PORT']);
  if (Number.isInteger(explicit) && explicit > 0) return { kind: 'simulator', port: explicit };
  const platform = new URL(platformUrl);
  const platformPort = Number(platform.port || (platform.protocol === 'https:' ? 443 : 80));
  return { kind: 'simulator', port: platformPort + 1 };
}

/** `SITE_CHAT_ORIGINS` (ws:// or wss:// origins), else the site's own host. */
export function chatSocketSourcesFromEnv(env: NodeJS.ProcessEnv = process.env): ChatSocketSources {
  const listed = env['SITE_CHAT_ORIGINS'];
  if (listed !== undefined && listed.trim() !== '') return { kind: 'origins', origins: originsOf(listed, ['ws:', 'wss:']) };
  return { kind: 'site' };
}

function originsOf(listed: string, protocols: readonly string[]): string[] {
  return listed.split(/[\s,]+/).flatMap((entry) => originOf(entry, protocols) ?? []);
}

function originOf(entry: string, protocols: readonly string[]): string | undefined {
  try {
    const url = new URL(entry);
    if (!protocols.includes(url.protocol)) return undefined;
    // A path or credentials: not an origin. `url.origin` is "null" for ws(s), so compare by hand.
    const origin = `${url.protocol}//${url.host}`;
    if (origin !== entry.replace(/\/$/, '')) return undefined;
    // Only hostname characters: the value goes into a header (and into nginx's configuration).
    return HOST_WITH_PORT.test(url.host) ? origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A Host header value the policy may name: a hostname or bracketed IPv6 address, and an optional
 * port. Anything else (a forged header carrying CSP syntax) names nothing. nginx/render.ts uses
 * this same expression in its maps.
 */
export const HOST_WITH_PORT_SOURCE = String.raw`^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::[0-9]{1,5})?$`;
const HOST_WITH_PORT = new RegExp(HOST_WITH_PORT_SOURCE, 'i');

/**
 * How the browser reached us: the connection's Host and scheme, or what a trusted proxy in front
 * says (X-Forwarded-Host/Proto). nginx/render.ts passes nginx variables as these values to write
 * the same policy.
 */
export interface RequestView {
  /** `site.example` or `[::1]`; absent when the header is not a plain host. */
  hostname?: string;
  /** `http` or `https`: the page's scheme, which venue lobbies follow. */
  scheme: string;
}

/** A header's value when the peer is a trusted proxy (trust-proxy.ts), else undefined. */
export function fromTrustedProxy(req: http.IncomingMessage, trusted: TrustedProxies, name: `x-forwarded-${string}`): string | undefined {
  const value = req.headers[name];
  return value === undefined || !trusted.has(req.socket.remoteAddress) ? undefined : String(value);
}

export function isHttps(req: http.IncomingMessage, trusted: TrustedProxies): boolean {
  const proto = (fromTrustedProxy(req, trusted, 'x-forwarded-proto') ?? '').toLowerCase();
  return proto === 'https' || (req.socket as Partial<TLSSocket>).encrypted === true;
}

/** The Host the browser used: the request's own, or a trusted proxy's X-Forwarded-Host. */
export function browserHost(req: http.IncomingMessage, trusted: TrustedProxies): string {
  return fromTrustedProxy(req, trusted, 'x-forwarded-host') ?? req.headers.host ?? '';
}

export function requestView(req: http.IncomingMessage, trusted: TrustedProxies): RequestView {
  const scheme = isHttps(req, trusted) ? 'https' : 'http';
  const m = HOST_WITH_PORT.exec(browserHost(req, trusted));
  return m ? { hostname: m[1], scheme } : { scheme };
}

/** The venue origins a page served for this request may frame (and call: OBTY, FBTY APIs). */
export function venueOrigins(sources: VenueFrameSources, view: RequestView): readonly string[] {
  if (sources.kind === 'origins') return sources.origins;
  if (!view.hostname) return [];
  return [`${view.scheme}://${view.hostname}:${sources.port}`];
}

/** The chat socket origins a page may connect to besides 'self': only configured ones. */
export function chatSocketOrigins(sources: ChatSocketSources): readonly string[] {
  return sources.kind === 'origins' ? sources.origins : [];
}

/**
 * The Content-Security-Policy of the site for one request.
 * - Everything defaults to our own origin; scripts only from it (and the one inline script that
 *   applies the chosen theme before the first paint, by its hash: build/theme-boot.ts), no
 *   plugins, no <base>, forms post only to us, only our own pages may frame us.
 * - Styles also inline: index.html inlines the site's stylesheet and the boot shell (a hash would
 *   change with every build); inline style cannot run script.
 * - Images also as data: URLs (placeholders, captchas, the simulator's art) and from any https
 *   origin: banners and icons come from CDNs only the platform knows.
 * - Connections to our own origin (the platform's paths are proxied), the chat socket, and the
 *   venues (the OBTY and FBTY lobbies' APIs are called from the page); frames only from venues.
 */
export function contentSecurityPolicy(sources: HeaderSources, view: RequestView): string {
  const venues = venueOrigins(sources.venueFrames, view);
  const connect = ["'self'", ...chatSocketOrigins(sources.chatSockets), ...venues];
  return [
    "default-src 'self'",
    `script-src 'self' ${THEME_BOOT_HASH}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${venues.length > 0 ? venues.join(' ') : "'none'"}`,
    "frame-ancestors 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

/** What the site's headers need to know besides the request. */
export interface HeaderSources {
  venueFrames: VenueFrameSources;
  chatSockets: ChatSocketSources;
  /** Whose X-Forwarded-Host/Proto count (TRUST_PROXY); default nobody's. */
  trustProxy?: TrustedProxies;
}

export function headerSourcesFromEnv(platformUrl: string, env: NodeJS.ProcessEnv = process.env): HeaderSources {
  return { venueFrames: venueFrameSourcesFromEnv(platformUrl, env), chatSockets: chatSocketSourcesFromEnv(env), trustProxy: trustProxyFromEnv(env) };
}

/**
 * Headers every response of the site itself (pages, assets, errors) carries, in order. Given the
 * CSP and the HSTS value (undefined: not sent), so nginx can pass its own variables.
 */
export function siteHeaderList(csp: string, hsts: string | undefined): [name: string, value: string | undefined][] {
  return [
    ['content-security-policy', csp],
    ['referrer-policy', REFERRER_POLICY],
    ['x-content-type-options', 'nosniff'],
    // Older browsers that ignore frame-ancestors.
    ['x-frame-options', 'SAMEORIGIN'],
    ['permissions-policy', PERMISSIONS_POLICY],
    ['cross-origin-opener-policy', OPENER_POLICY],
    ['strict-transport-security', hsts],
  ];
}

/**
 * Headers added to every reply proxied from the platform (replacing the platform's own): nothing
 * a browser could sniff into HTML, nothing any cache keeps.
 */
export function platformHeaderList(hsts: string | undefined): [name: string, value: string | undefined][] {
  return [
    ['cache-control', PLATFORM_CACHE_CONTROL],
    ['x-content-type-options', 'nosniff'],
    ['strict-transport-security', hsts],
  ];
}

function toHeaders(list: [string, string | undefined][]): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  for (const [name, value] of list) if (value !== undefined) out[name] = value;
  return out;
}

/** The site's headers for this request. */
export function securityHeaders(sources: HeaderSources, req: http.IncomingMessage): http.OutgoingHttpHeaders {
  const trusted = sources.trustProxy ?? NO_TRUSTED_PROXIES;
  return toHeaders(siteHeaderList(contentSecurityPolicy(sources, requestView(req, trusted)), isHttps(req, trusted) ? HSTS : undefined));
}

/** The headers a proxied platform reply gains for this request. */
export function platformHeaders(req: http.IncomingMessage, trusted: TrustedProxies): http.OutgoingHttpHeaders {
  return toHeaders(platformHeaderList(isHttps(req, trusted) ? HSTS : undefined));
}
