import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import { pageTitle } from '@site/api-contract/pages';
import { handleCspReport } from './csp-report';
import { PLATFORM_DOWN_BODY, isPlatformPath } from './prefixes';
import type { ChatSocketSources, VenueFrameSources } from './security-headers';
import { CSP_REPORT_PATH, platformHeaderList, platformHeaders, securityHeaders, venueFrameSourcesFromEnv } from './security-headers';
import { createPageHeads, withPageHead } from './page-preloads';
import { imtyApiUrlFromEnv, imtyUpstreamPath } from './venue-proxy';
import type { PageHead } from './page-preloads';
import type { StaticFile } from './static-files';
import { METHOD_NOT_ALLOWED_TEXT, NOT_FOUND_TEXT, compressedCopies, loadStaticFiles } from './static-files';
import { answerClientErrors, answerUrlTooLong, isUrlTooLong } from './url-too-long';

export interface SiteServerOptions {
  /** The built single-page app (apps/web/dist). */
  distDir: string;
  /** Where the platform's prefixes go: the simulator by default, a real platform in production. */
  platformUrl: string;
  /** Origins the venue iframes may load from; default: the simulator's venue port (see security-headers.ts). */
  venueFrames?: VenueFrameSources;
  /** Where the chat socket may connect besides our own origin; default: the page's own host (SITE_CHAT_ORIGINS). */
  chatSockets?: ChatSocketSources;
  /** IMTY's API origin, for `/venue-proxy/imty/api/mobile/…`; default: the simulator's venue port (venue-proxy.ts). */
  imtyApiUrl?: string;
  /** Where CSP violation reports are written; default: one line each on stderr. */
  logCspReport?: (line: string) => void;
}

/** The platform's own values of the headers we set on its replies never reach the browser. */
const PLATFORM_REPLACED = new Set(platformHeaderList(undefined).map(([name]) => name));

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
  const sources = {
    venueFrames: options.venueFrames ?? venueFrameSourcesFromEnv(options.platformUrl, {}),
    chatSockets: options.chatSockets ?? { kind: 'site' as const },
  };
  const logCspReport = options.logCspReport ?? ((line: string) => console.warn(line));
  const imty = new URL(options.imtyApiUrl ?? imtyApiUrlFromEnv(options.platformUrl, {}));
  const imtyClient = imty.protocol === 'https:' ? https : http;

  const server = http.createServer((req, res) => {
    if (isUrlTooLong(req.url)) {
      answerUrlTooLong(res);
      return;
    }
    const url = new URL(req.url ?? '/', 'http://site.invalid');
    if (isPlatformPath(url.pathname)) {
      proxyHttp(req, res, platform, client);
      return;
    }
    const imtyPath = imtyUpstreamPath(req.url ?? '/');
    if (imtyPath !== null) {
      proxyHttp(req, res, imty, imtyClient, imtyPath);
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

  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://site.invalid');
    if (!isPlatformPath(url.pathname)) {
      socket.destroy();
      return;
    }
    proxyUpgrade(req, socket as net.Socket, head, platform);
  });
  return server;
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

function forwardedHeaders(req: http.IncomingMessage): Record<string, string> {
  const host = req.headers.host ?? '';
  const prior = req.headers['x-forwarded-for'];
  const ip = req.socket.remoteAddress ?? '';
  return {
    'x-forwarded-host': String(req.headers['x-forwarded-host'] ?? host),
    'x-forwarded-proto': String(req.headers['x-forwarded-proto'] ?? 'http'),
    'x-forwarded-for': prior ? `${String(prior)}, ${ip}` : ip,
  };
}

function proxyHttp(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  platform: URL,
  client: typeof http | typeof https,
  /** The upstream path when it is not the request's own (the IMTY prefix stripped). */
  upstreamPath: string = req.url ?? '/',
) {
  // Ours replace the platform's own (a platform's `cache-control: max-age` must not reach a cache).
  const added = platformHeaders(req);
  const headers: http.OutgoingHttpHeaders = {};
  for (const [k, v] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(k) && v !== undefined) headers[k] = v;
  Object.assign(headers, forwardedHeaders(req));
  headers.host = platform.host;
  const upstream = client.request(
    {
      protocol: platform.protocol,
      hostname: platform.hostname,
      port: platform.port,
      method: req.method,
      path: `${platform.pathname.replace(/\/$/, '')}${upstreamPath}`,
      headers,
    },
    (up) => {
      const out: http.OutgoingHttpHeaders = {};
      for (const [k, v] of Object.entries(up.headers)) if (!HOP_BY_HOP.has(k) && !PLATFORM_REPLACED.has(k) && v !== undefined) out[k] = v;
      Object.assign(out, added);
      res.writeHead(up.statusCode ?? 502, up.statusMessage, out);
      up.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) {
      res.writeHead(502, 'Bad Gateway', { 'content-type': 'application/json; charset=utf-8', ...added });
    }
    res.end(PLATFORM_DOWN_BODY);
  });
  req.pipe(upstream);
}

function proxyUpgrade(req: http.IncomingMessage, socket: net.Socket, head: Buffer, platform: URL) {
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
    const lines = [`${req.method ?? 'GET'} ${platform.pathname.replace(/\/$/, '')}${req.url ?? '/'} HTTP/1.1`];
    const fwd = forwardedHeaders(req);
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
