import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import { pageTitle } from '@site/api-contract/pages';
import { handleCspReport } from './csp-report';
import { PLATFORM_DOWN_BODY, isPlatformPath } from './prefixes';
import type { ChatSocketSources, HeaderSources, VenueFrameSources } from './security-headers';
import { CSP_REPORT_PATH, browserHost, fromTrustedProxy, platformHeaderList, platformHeaders, securityHeaders, venueFrameSourcesFromEnv } from './security-headers';
import { createPageHeads, withPageHead } from './page-preloads';
import { originFormTarget, refusalOf } from './request-guard';
import type { Refusal } from './request-guard';
import { NO_TRUSTED_PROXIES } from './trust-proxy';
import type { TrustedProxies } from './trust-proxy';
import { IMTY_HIDDEN_REPLY_HEADERS, IMTY_REQUEST_HEADERS, imtyUpstreamPath } from './venue-proxy';
import type { PageHead } from './page-preloads';
import type { StaticFile } from './static-files';
import { METHOD_NOT_ALLOWED_TEXT, NOT_FOUND_TEXT, compressedCopies, loadStaticFiles } from './static-files';
import { answerClientErrors, answerSmallPage, answerUrlTooLong, isUrlTooLong, writeRawAnswer, writeSmallPage } from './url-too-long';

export interface SiteServerOptions {
  /** The built single-page app (apps/web/dist). */
  distDir: string;
  /** Where the platform's prefixes go: the simulator by default, a real platform in production. */
  platformUrl: string;
  /** Origins the venue iframes may load from; default: the simulator's venue port (see security-headers.ts). */
  venueFrames?: VenueFrameSources;
  /** Where the chat socket may connect besides our own origin; default: the page's own host (SITE_CHAT_ORIGINS). */
  chatSockets?: ChatSocketSources;
  /**
   * IMTY's API origin, for `/venue-proxy/imty/api/mobile/…` (main.ts: venue-proxy.ts
   * imtyApiUrlFromEnv). Absent: not configured, and IMTY's calls answer as an unreachable upstream.
   */
  imtyApiUrl?: string;
  /** The proxies whose X-Forwarded-* headers count (TRUST_PROXY); default none. */
  trustProxy?: TrustedProxies;
  /** Where CSP violation reports are written; default: one line each on stderr. */
  logCspReport?: (line: string) => void;
}

/** The platform's own values of the headers we set on its replies never reach the browser. */
const PLATFORM_REPLACED = new Set(platformHeaderList(undefined).map(([name]) => name));
const IMTY_HIDDEN = new Set<string>([...PLATFORM_REPLACED, ...IMTY_HIDDEN_REPLY_HEADERS]);
const IMTY_PASSED = new Set<string>([...IMTY_REQUEST_HEADERS, 'content-length']);

/** An upstream and what is passed to it. */
interface Upstream {
  url: URL;
  client: typeof http | typeof https;
  /** The request headers it gets (besides Host). */
  requestHeaders(req: http.IncomingMessage): http.OutgoingHttpHeaders;
  /** Reply headers that never reach the browser (ours replace some). */
  hidden: ReadonlySet<string>;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * The production server: the built SPA with history fallback and cache headers, and a reverse
 * proxy that sends the platform's paths (HTTP and the chat WebSocket) to `platformUrl`.
 */
export function createSiteServer(options: SiteServerOptions): http.Server {
  const files = loadStaticFiles(options.distDir);
  const pageHtml = createPageHtml(files, createPageHeads(options.distDir, (routePath) => pageTitle(routePath)));
  const platform = new URL(options.platformUrl);
  const client = platform.protocol === 'https:' ? https : http;
  const trusted = options.trustProxy ?? NO_TRUSTED_PROXIES;
  const sources: HeaderSources = {
    venueFrames: options.venueFrames ?? venueFrameSourcesFromEnv(options.platformUrl, {}),
    chatSockets: options.chatSockets ?? { kind: 'site' as const },
    trustProxy: trusted,
  };
  const logCspReport = options.logCspReport ?? ((line: string) => console.warn(line));
  const toPlatform: Upstream = {
    url: platform,
    client,
    requestHeaders: (req) => {
      const headers: http.OutgoingHttpHeaders = {};
      for (const [k, v] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(k) && v !== undefined) headers[k] = v;
      return Object.assign(headers, forwardedHeaders(req, trusted));
    },
    hidden: PLATFORM_REPLACED,
  };
  const imtyUrl = options.imtyApiUrl === undefined ? undefined : new URL(options.imtyApiUrl);
  const toImty: Upstream | undefined = imtyUrl && {
    url: imtyUrl,
    client: imtyUrl.protocol === 'https:' ? https : http,
    requestHeaders: (req) => {
      const headers: http.OutgoingHttpHeaders = {};
      for (const [k, v] of Object.entries(req.headers)) if (IMTY_PASSED.has(k) && v !== undefined) headers[k] = v;
      return headers;
    },
    hidden: IMTY_HIDDEN,
  };

  const server = http.createServer((req, res) => {
    if (isUrlTooLong(req.url)) {
      answerUrlTooLong(res);
      return;
    }
    const target = originFormTarget(req.url ?? '/');
    const refusal = refusalOf(req, target);
    if (refusal !== null || target === null) {
      answerRefusal(res, req, refusal ?? 400, sources);
      return;
    }
    const url = new URL(target, 'http://site.invalid');
    if (isPlatformPath(url.pathname)) {
      proxyHttp(req, res, toPlatform, trusted, target);
      return;
    }
    const imtyPath = imtyUpstreamPath(target);
    if (imtyPath !== null) {
      if (toImty) proxyHttp(req, res, toImty, trusted, imtyPath);
      else answerUpstreamDown(res, platformHeaders(req, trusted));
      return;
    }
    // Set before any writeHead so errors (404, 405, 503) carry them too; writeHead merges them.
    for (const [name, value] of Object.entries(securityHeaders(sources, req))) if (value !== undefined) res.setHeader(name, value);
    if (url.pathname === CSP_REPORT_PATH) {
      handleCspReport(req, res, logCspReport);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end(METHOD_NOT_ALLOWED_TEXT);
      return;
    }
    serveFile(req, res, files, url.pathname, pageHtml);
  });

  answerClientErrors(server);

  // Only the platform's paths are upgraded (the chat socket); refusalOf answers any other.
  server.on('upgrade', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const target = originFormTarget(req.url ?? '/');
    const refusal = isUrlTooLong(req.url) ? null : refusalOf(req, target);
    if (isUrlTooLong(req.url)) writeSmallPage(socket, 414);
    else if (refusal !== null || target === null) writeRefusal(socket, req, refusal ?? 400, sources);
    else proxyUpgrade(req, socket, head, platform, trusted, target);
  });
  // CONNECT: never a tunnel; the same answer as nginx's (405, or 400 for a target that is no path).
  server.on('connect', (req: http.IncomingMessage, socket: net.Socket) => {
    writeRefusal(socket, req, originFormTarget(req.url ?? '') === null ? 400 : 405, sources);
  });
  return server;
}

const METHOD_REASON = 'Method Not Allowed';

/** The 405 of a method the path does not take: the site's headers, as for any of its answers. */
function methodNotAllowed(req: http.IncomingMessage, target: string | null, sources: HeaderSources) {
  const pathname = target === null ? '' : new URL(target, 'http://site.invalid').pathname;
  return {
    ...securityHeaders(sources, req),
    allow: pathname === CSP_REPORT_PATH ? 'POST' : 'GET, HEAD',
    'content-type': 'text/plain; charset=utf-8',
  };
}

function answerRefusal(res: http.ServerResponse, req: http.IncomingMessage, refusal: Refusal, sources: HeaderSources) {
  if (refusal !== 405) {
    answerSmallPage(res, refusal, req.method);
    return;
  }
  res.writeHead(405, methodNotAllowed(req, originFormTarget(req.url ?? ''), sources)).end(METHOD_NOT_ALLOWED_TEXT);
}

function writeRefusal(socket: net.Socket, req: http.IncomingMessage, refusal: Refusal, sources: HeaderSources) {
  if (refusal !== 405) {
    writeSmallPage(socket, refusal);
    return;
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(methodNotAllowed(req, originFormTarget(req.url ?? ''), sources))) if (value !== undefined) headers[name] = String(value);
  headers['content-length'] = String(Buffer.byteLength(METHOD_NOT_ALLOWED_TEXT));
  writeRawAnswer(socket, 405, METHOD_REASON, headers, METHOD_NOT_ALLOWED_TEXT);
}

/**
 * index.html as served for a page: with that page's chunk preloads and boot shell. Variants are
 * made (and compressed) once per distinct head, so there are at most as many as routes.
 */
function createPageHtml(files: Map<string, StaticFile>, headOf: (pathname: string) => PageHead) {
  const variants = new Map<string, StaticFile>();
  return (pathname: string): StaticFile | undefined => {
    const index = files.get('/index.html');
    if (!index) return undefined;
    const head = headOf(pathname);
    // Everything the head changes in the page: two pages with the same preloads may differ in
    // their bar's title or their first view.
    const key = [head.boot, head.tags, head.title ?? '', head.firstView ?? ''].join('|');
    let file = variants.get(key);
    if (!file) {
      const body = Buffer.from(withPageHead(index.body.toString('utf8'), head));
      file = { type: index.type, immutable: index.immutable, body, ...compressedCopies(body) };
      variants.set(key, file);
    }
    return file;
  };
}

function serveFile(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  files: Map<string, StaticFile>,
  pathname: string,
  pageHtml: (pathname: string) => StaticFile | undefined,
) {
  let file = pathname === '/index.html' ? pageHtml(pathname) : files.get(pathname);
  let isFallback = false;
  if (!file) {
    // A missing hashed asset is a real 404; any other path is a route of the SPA.
    if (pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(NOT_FOUND_TEXT);
      return;
    }
    file = pageHtml(pathname);
    isFallback = true;
  }
  if (!file) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('站点尚未构建，请先运行 npm start');
    return;
  }
  const accept = String(req.headers['accept-encoding'] ?? '');
  let body = file.body;
  const headers: http.OutgoingHttpHeaders = {
    'content-type': file.type,
    'cache-control':
      file.cacheControl ??
      (file.immutable ? 'public, max-age=31536000, immutable' : isFallback || file.type.startsWith('text/html') ? 'no-store' : 'public, max-age=300'),
  };
  // Only a file that has compressed copies varies by Accept-Encoding (nginx's gzip_vary says the same).
  if (file.gzip || file.brotli) headers['vary'] = 'Accept-Encoding';
  if (file.brotli && /\bbr\b/.test(accept)) {
    body = file.brotli;
    headers['content-encoding'] = 'br';
  } else if (file.gzip && /\bgzip\b/.test(accept)) {
    body = file.gzip;
    headers['content-encoding'] = 'gzip';
  }
  headers['content-length'] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * What the platform learns of the browser: the host and scheme it used and its address. A client's
 * own X-Forwarded-* count only from a trusted proxy (TRUST_PROXY); from anyone else they are
 * replaced by the connection's (nginx/render.ts: the same maps).
 */
function forwardedHeaders(req: http.IncomingMessage, trusted: TrustedProxies): Record<string, string> {
  const prior = fromTrustedProxy(req, trusted, 'x-forwarded-for');
  const ip = req.socket.remoteAddress ?? '';
  return {
    'x-forwarded-host': browserHost(req, trusted),
    'x-forwarded-proto': fromTrustedProxy(req, trusted, 'x-forwarded-proto') ?? 'http',
    'x-forwarded-for': prior ? `${prior}, ${ip}` : ip,
  };
}

function answerUpstreamDown(res: http.ServerResponse, added: http.OutgoingHttpHeaders) {
  if (!res.headersSent) res.writeHead(502, 'Bad Gateway', { 'content-type': 'application/json; charset=utf-8', ...added });
  res.end(PLATFORM_DOWN_BODY);
}

function proxyHttp(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  to: Upstream,
  trusted: TrustedProxies,
  /** The upstream path: the request's own target, or with the IMTY prefix stripped. */
  upstreamPath: string,
) {
  // Ours replace the upstream's own (a platform's `cache-control: max-age` must not reach a cache).
  const added = platformHeaders(req, trusted);
  const headers = to.requestHeaders(req);
  headers.host = to.url.host;
  const upstream = to.client.request(
    {
      protocol: to.url.protocol,
      hostname: to.url.hostname,
      port: to.url.port,
      method: req.method,
      path: `${to.url.pathname.replace(/\/$/, '')}${upstreamPath}`,
      headers,
    },
    (up) => {
      const out: http.OutgoingHttpHeaders = {};
      for (const [k, v] of Object.entries(up.headers)) if (!HOP_BY_HOP.has(k) && !to.hidden.has(k) && v !== undefined) out[k] = v;
      Object.assign(out, added);
      res.writeHead(up.statusCode ?? 502, up.statusMessage, out);
      up.pipe(res);
    },
  );
  upstream.on('error', () => answerUpstreamDown(res, added));
  req.pipe(upstream);
}

function proxyUpgrade(req: http.IncomingMessage, socket: net.Socket, head: Buffer, platform: URL, trusted: TrustedProxies, target: string) {
  const secure = platform.protocol === 'https:';
  const port = Number(platform.port || (secure ? 443 : 80));
  const upstream = secure
    ? tls.connect({ host: platform.hostname, port, servername: platform.hostname })
    : net.connect({ host: platform.hostname, port });
  const fail = () => {
    socket.destroy();
    upstream.destroy();
  };
  upstream.once(secure ? 'secureConnect' : 'connect', () => {
    const lines = [`${req.method ?? 'GET'} ${platform.pathname.replace(/\/$/, '')}${target} HTTP/1.1`];
    const fwd = forwardedHeaders(req, trusted);
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      const name = req.rawHeaders[i] ?? '';
      const lower = name.toLowerCase();
      if (lower === 'host' || lower in fwd) continue;
      lines.push(`${name}: ${req.rawHeaders[i + 1] ?? ''}`);
    }
    lines.push(`Host: ${platform.host}`);
    for (const [k, v] of Object.entries(fwd)) lines.push(`${k}: ${v}`);
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length) upstream.write(head);
    upstream.pipe(socket);
    socket.pipe(upstream);
  });
  upstream.on('error', fail);
  socket.on('error', fail);
  upstream.on('close', () => socket.destroy());
  socket.on('close', () => upstream.destroy());
}
