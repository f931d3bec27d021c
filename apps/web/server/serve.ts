import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import { pageOf } from '@site/api-contract/pages';
import { performance } from 'node:perf_hooks';
import { handleCspReport } from './csp-report';
import { HEALTH_HEADERS, HEALTH_PATH, HEALTHY_BODY, READY_BODY, READY_PATH, UNREADY, checkPlatform, unreadyBody } from './health';
import { PLATFORM_DOWN_BODY, isPlatformPath } from './prefixes';
import { NO_LOG, countBodyBytes, loggedPath, requestIdOf, seconds } from './request-log';
import type { SiteLog } from './request-log';
import { RUM_PATH, handleRum } from './rum';
import { DEFAULT_SETTINGS, HEADER_BUFFERS, IMTY_MAX_BODY_BYTES } from './settings';
import type { ServerSettings } from './settings';
import { joinTunnel } from './ws-tunnel';
import type { Tunnel } from './ws-tunnel';
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
import { answerClientErrors, answerSmallPage, answerUrlTooLong, hasOverlongHeader, isUrlTooLong, writeRawAnswer, writeSmallPage } from './url-too-long';

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
  /** Limits and timeouts (settings.ts; main.ts reads them from the environment); default: the defaults. */
  settings?: ServerSettings;
  /** The request log and the field data (RUM) log; default: nothing written. */
  log?: SiteLog;
}

/** The server, with the stop main.ts runs on SIGTERM/SIGINT. */
export interface SiteServer extends http.Server {
  /**
   * Stops as a server behind a balancer should: /readyz answers 503 at once, no new connection is
   * accepted, idle keep-alive connections close, requests in flight finish (each answered with
   * `Connection: close`), chat sockets get a close frame 1001 (going away) after the frame in
   * flight; whatever is still open after `timeoutMs` (SITE_SHUTDOWN_TIMEOUT) is closed. Resolves
   * when every connection is closed.
   */
  shutdown(timeoutMs?: number): Promise<{ timedOut: boolean }>;
}

/** The platform's own values of the headers we set on its replies never reach the browser (the request id is ours too). */
const PLATFORM_REPLACED = new Set(['x-request-id', ...platformHeaderList(undefined).map(([name]) => name)]);
const IMTY_HIDDEN = new Set<string>([...PLATFORM_REPLACED, ...IMTY_HIDDEN_REPLY_HEADERS]);
const IMTY_PASSED = new Set<string>([...IMTY_REQUEST_HEADERS, 'content-length']);

/** An upstream and what is passed to it. */
interface Upstream {
  url: URL;
  client: typeof http | typeof https;
  /** The request headers it gets (besides Host). */
  requestHeaders(req: http.IncomingMessage, requestId: string): http.OutgoingHttpHeaders;
  /** Reply headers that never reach the browser (ours replace some). */
  hidden: ReadonlySet<string>;
  /** The largest request body it is sent (413 beyond it). */
  maxBodyBytes: number;
}

/** What one request's log line needs besides the response itself. */
interface Exchange {
  requestId: string;
  /** Health checks are logged at debug only. */
  level: 'info' | 'debug';
  /** When the upstream (platform, IMTY) was asked and had answered in full, in ms. */
  upstreamMs: number | null;
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
export function createSiteServer(options: SiteServerOptions): SiteServer {
  const settings = options.settings ?? DEFAULT_SETTINGS;
  const log = options.log ?? NO_LOG;
  const files = loadStaticFiles(options.distDir);
  const pageHtml = createPageHtml(files, createPageHeads(options.distDir, (routePath) => pageOf(routePath)));
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
    requestHeaders: (req, requestId) => {
      const headers: http.OutgoingHttpHeaders = {};
      for (const [k, v] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(k) && v !== undefined) headers[k] = v;
      return Object.assign(headers, forwardedHeaders(req, trusted), { 'x-request-id': requestId });
    },
    hidden: PLATFORM_REPLACED,
    maxBodyBytes: settings.maxBodyBytes,
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
    maxBodyBytes: Math.min(IMTY_MAX_BODY_BYTES, settings.maxBodyBytes),
  };
  const proxy: ProxyLimits = { connectTimeoutMs: settings.proxyConnectTimeoutMs, readTimeoutMs: settings.proxyReadTimeoutMs };
  const lineLimit = settings.headerLineBytes;
  let stopping = false;
  const tunnels = new Set<Tunnel>();
  /** Answers not yet sent: a stop makes each its connection's last (Connection: close). */
  const unanswered = new Set<http.ServerResponse>();

  const server = http.createServer({ maxHeaderSize: lineLimit * HEADER_BUFFERS }, (req, res) => {
    const exchange: Exchange = { requestId: requestIdOf(req), level: 'info', upstreamMs: null };
    logWhenDone(req, res, exchange, log);
    // Every answer names its request (the platform's too: it got the same id).
    res.setHeader('x-request-id', exchange.requestId);
    // Stopping: this connection's last request.
    if (stopping) res.setHeader('connection', 'close');
    else {
      unanswered.add(res);
      res.once('close', () => unanswered.delete(res));
    }
    if (isUrlTooLong(req.url, lineLimit)) {
      answerUrlTooLong(res);
      return;
    }
    if (hasOverlongHeader(req, lineLimit)) {
      answerSmallPage(res, 431, req.method);
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
      proxyHttp(req, res, toPlatform, trusted, target, exchange, proxy);
      return;
    }
    const imtyPath = imtyUpstreamPath(target);
    if (imtyPath !== null) {
      if (toImty) proxyHttp(req, res, toImty, trusted, imtyPath, exchange, proxy);
      else answerUpstreamDown(res, platformHeaders(req, trusted));
      return;
    }
    // Set before any writeHead so errors (404, 405, 503) carry them too; writeHead merges them.
    for (const [name, value] of Object.entries(securityHeaders(sources, req))) if (value !== undefined) res.setHeader(name, value);
    if ((url.pathname === HEALTH_PATH || url.pathname === READY_PATH) && (req.method === 'GET' || req.method === 'HEAD')) {
      exchange.level = 'debug';
      const answer = (status: number, body: string) => res.writeHead(status, HEALTH_HEADERS).end(req.method === 'HEAD' ? undefined : body);
      if (url.pathname === HEALTH_PATH) answer(200, HEALTHY_BODY);
      else if (stopping) answer(503, unreadyBody(UNREADY.stopping));
      else if (!files.has('/index.html')) answer(503, unreadyBody(UNREADY.files));
      else void checkPlatform(platform, exchange.requestId).then((reason) => answer(reason === null ? 200 : 503, reason === null ? READY_BODY : unreadyBody(reason)));
      return;
    }
    if (url.pathname === CSP_REPORT_PATH) {
      handleCspReport(req, res, logCspReport);
      return;
    }
    if (url.pathname === RUM_PATH) {
      handleRum(req, res, (report) => log.rum({ request_id: exchange.requestId, report }));
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end(METHOD_NOT_ALLOWED_TEXT);
      return;
    }
    serveFile(req, res, files, url.pathname, pageHtml);
  });

  answerClientErrors(server, lineLimit);
  server.keepAliveTimeout = settings.keepAliveTimeoutMs;
  // Above the keep-alive timeout, so a connection reused at the last moment is not cut by it.
  server.headersTimeout = Math.max(60_000, settings.keepAliveTimeoutMs + 1000);
  server.maxRequestsPerSocket = settings.keepAliveRequests;

  // Only the platform's paths are upgraded (the chat socket); refusalOf answers any other.
  server.on('upgrade', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const started = performance.now();
    const requestId = requestIdOf(req);
    const logAs = (status: number, bytes: number) =>
      log.request({ level: 'info', request_id: requestId, method: req.method ?? '', path: loggedPath(req.url), status, bytes, duration: seconds(performance.now() - started), upstream_time: null });
    const target = originFormTarget(req.url ?? '/');
    const tooLong = isUrlTooLong(req.url, lineLimit) ? 414 : hasOverlongHeader(req, lineLimit) ? 431 : null;
    const refusal = tooLong === null ? refusalOf(req, target) : null;
    if (tooLong !== null) {
      writeSmallPage(socket, tooLong);
      logAs(tooLong, 0);
    } else if (refusal !== null || target === null) {
      writeRefusal(socket, req, refusal ?? 400, sources);
      logAs(refusal ?? 400, 0);
    } else if (stopping) {
      // Not the moment for a new chat socket: the browser retries, on the server that replaces this one.
      socket.destroy();
    } else {
      const tunnel = proxyUpgrade(req, socket, head, platform, trusted, target, requestId, proxy);
      tunnels.add(tunnel);
      socket.once('close', () => {
        tunnels.delete(tunnel);
        const ms = performance.now() - started;
        log.request({ level: 'info', request_id: requestId, method: req.method ?? '', path: loggedPath(req.url), status: tunnel.status ?? 502, bytes: tunnel.bytesDown, duration: seconds(ms), upstream_time: tunnel.status === undefined ? null : seconds(ms) });
      });
    }
  });
  // CONNECT: never a tunnel; the same answer as nginx's (405, or 400 for a target that is no path).
  server.on('connect', (req: http.IncomingMessage, socket: net.Socket) => {
    writeRefusal(socket, req, originFormTarget(req.url ?? '') === null ? 400 : 405, sources);
  });

  const shutdown = async (timeoutMs = settings.shutdownTimeoutMs): Promise<{ timedOut: boolean }> => {
    stopping = true;
    for (const res of unanswered) if (!res.headersSent) res.setHeader('connection', 'close');
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    // A connection whose request finishes becomes idle: closed as soon as it is.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    for (const tunnel of tunnels) void tunnel.goAway();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      closed.then(() => false),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), timeoutMs);
      }),
    ]);
    clearTimeout(timer);
    clearInterval(sweep);
    if (timedOut) {
      server.closeAllConnections();
      for (const tunnel of tunnels) void tunnel.goAway(0);
      await closed;
    }
    return { timedOut };
  };
  return Object.assign(server, { shutdown });
}

/**
 * One JSON line when the answer is done (request-log.ts): 499 when the browser left before it
 * had one (as nginx writes it), the answer's status otherwise.
 */
function logWhenDone(req: http.IncomingMessage, res: http.ServerResponse, exchange: Exchange, log: SiteLog) {
  if (log.level === 'silent') return;
  const started = performance.now();
  const bytes = countBodyBytes(res);
  res.once('close', () => {
    log.request({
      level: exchange.level,
      request_id: exchange.requestId,
      method: req.method ?? '',
      path: loggedPath(req.url),
      status: res.headersSent ? res.statusCode : 499,
      bytes: bytes(),
      duration: seconds(performance.now() - started),
      upstream_time: exchange.upstreamMs === null ? null : seconds(exchange.upstreamMs),
    });
  });
}

/** How long an upstream may take to accept a connection, and to say anything once asked. */
interface ProxyLimits {
  connectTimeoutMs: number;
  readTimeoutMs: number;
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
  exchange: Exchange,
  limits: ProxyLimits,
) {
  // Over the limit by its declared length: refused before the upstream hears of it (as nginx does).
  if (Number(req.headers['content-length'] ?? 0) > to.maxBodyBytes) {
    answerSmallPage(res, 413, req.method);
    req.resume();
    return;
  }
  // Ours replace the upstream's own (a platform's `cache-control: max-age` must not reach a cache).
  const added = platformHeaders(req, trusted);
  const headers = to.requestHeaders(req, exchange.requestId);
  headers.host = to.url.host;
  const asked = performance.now();
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
      up.on('end', () => (exchange.upstreamMs = performance.now() - asked));
      up.pipe(res);
    },
  );
  // Connecting may take connectTimeoutMs; then the upstream may stay silent readTimeoutMs at a time.
  const connectTimer = setTimeout(() => upstream.destroy(new Error('connect timeout')), limits.connectTimeoutMs);
  upstream.on('socket', (socket: net.Socket) => {
    if (!socket.connecting) clearTimeout(connectTimer);
    else socket.once('connect', () => clearTimeout(connectTimer));
  });
  upstream.setTimeout(limits.readTimeoutMs, () => upstream.destroy(new Error('read timeout')));
  upstream.on('close', () => clearTimeout(connectTimer));
  upstream.on('error', () => {
    exchange.upstreamMs = performance.now() - asked;
    // Nothing sent yet: the platform's envelope; in the middle of an answer: cut it (nginx does the same).
    if (res.headersSent) res.destroy();
    else answerUpstreamDown(res, added);
  });
  // A body without a declared length is counted as it comes: over the limit, the request stops there.
  let sent = 0;
  req.on('data', (chunk: Buffer) => {
    sent += chunk.length;
    if (sent > to.maxBodyBytes && !res.headersSent) {
      req.unpipe(upstream);
      upstream.removeAllListeners('error');
      upstream.on('error', () => undefined);
      upstream.destroy();
      answerSmallPage(res, 413, req.method);
      req.resume();
    }
  });
  req.pipe(upstream);
}

/**
 * The chat socket: the upgrade request is written to the platform as the browser sent it (its
 * Host and X-Forwarded-* ours), then bytes pass both ways (ws-tunnel.ts), which lets a stopping
 * server close it with 1001.
 */
function proxyUpgrade(
  req: http.IncomingMessage,
  socket: net.Socket,
  head: Buffer,
  platform: URL,
  trusted: TrustedProxies,
  target: string,
  requestId: string,
  limits: ProxyLimits,
): Tunnel {
  const secure = platform.protocol === 'https:';
  const port = Number(platform.port || (secure ? 443 : 80));
  const upstream = secure
    ? tls.connect({ host: platform.hostname, port, servername: platform.hostname })
    : net.connect({ host: platform.hostname, port });
  const lines = [`${req.method ?? 'GET'} ${platform.pathname.replace(/\/$/, '')}${target} HTTP/1.1`];
  const fwd = { ...forwardedHeaders(req, trusted), 'x-request-id': requestId };
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] ?? '';
    const lower = name.toLowerCase();
    if (lower === 'host' || lower in fwd) continue;
    lines.push(`${name}: ${req.rawHeaders[i + 1] ?? ''}`);
  }
  lines.push(`Host: ${platform.host}`);
  for (const [k, v] of Object.entries(fwd)) lines.push(`${k}: ${v}`);
  // Written once connected (a socket buffers what is written before), the browser's bytes after it.
  upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
  const connectTimer = setTimeout(() => upstream.destroy(), limits.connectTimeoutMs);
  upstream.once(secure ? 'secureConnect' : 'connect', () => clearTimeout(connectTimer));
  upstream.once('close', () => clearTimeout(connectTimer));
  // A platform silent for the read timeout (the chat heartbeat is 5 s): the socket is dropped.
  upstream.setTimeout(limits.readTimeoutMs, () => upstream.destroy());
  return joinTunnel(socket, upstream, head);
}
