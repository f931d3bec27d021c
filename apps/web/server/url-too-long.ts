import type http from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Over-long addresses get a small Chinese page from the site itself. Left alone, Node refuses a
 * request line past its header budget with an empty 400/431, and the browser shows its own
 * English error. The 8 KB default is nginx's (`large_client_header_buffers 4 8k`); both servers
 * take it from SITE_MAX_HEADER_LINE (settings.ts), so both refuse the same addresses; nothing the
 * site links to comes near it.
 */
export const MAX_URL_BYTES = 8192;

const TEXT = {
  // A dot segment, an encoded slash, a `;` parameter or a target that is not a path (request-guard.ts).
  400: { title: '链接无效', detail: '您打开的链接格式不正确，本站无法处理。请检查链接，或回到首页重新进入。' },
  // A body over its limit (settings.ts SITE_MAX_BODY, a report over 16 KB).
  413: { title: '提交内容过大', detail: '您提交的内容过大，本站无法处理。请减少内容后重试，或回到首页重新进入。' },
  414: { title: '链接过长', detail: '您打开的链接过长，本站无法处理。请返回上一页，或回到首页重新进入。' },
  431: { title: '请求信息过长', detail: '浏览器发送的请求信息过长，本站无法处理。请清除本站 Cookie 后重试，或回到首页重新进入。' },
  505: { title: '不支持的协议版本', detail: '您的浏览器使用了本站不支持的 HTTP 版本。请更新浏览器后重试，或回到首页重新进入。' },
} as const;

/** The answers that get one of these small pages instead of a server's English default. */
export type SmallPageStatus = keyof typeof TEXT;

const REASON: Record<SmallPageStatus, string> = {
  400: 'Bad Request',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
  505: 'HTTP Version Not Supported',
};

/** The whole page: inline style only, no script, nothing loaded from elsewhere. */
export function smallErrorPage(status: SmallPageStatus): string {
  const { title, detail } = TEXT[status];
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>body{margin:0;padding:64px 24px;font:16px/1.6 system-ui,sans-serif;color:#333;text-align:center}h1{font-size:22px}a{color:#1677ff}</style></head><body><h1>${title}</h1><p>${detail}</p><p><a href="/">返回首页</a></p></body></html>`;
}

/** The headers of these pages, from the Node server and (written into its config) from nginx. */
export const SMALL_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
} as const;

export function isUrlTooLong(url: string | undefined, limit = MAX_URL_BYTES): boolean {
  return Buffer.byteLength(url ?? '') > limit;
}

/**
 * A header line longer than the limit (nginx: one that does not fit one of its large header
 * buffers, answered 431 like an overflow of them all).
 */
export function hasOverlongHeader(req: http.IncomingMessage, limit: number): boolean {
  const raw = req.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if (Buffer.byteLength(raw[i] ?? '') + 2 + Buffer.byteLength(raw[i + 1] ?? '') > limit) return true;
  }
  return false;
}

/** Answers a parsed request whose address is over the limit (between 8 KB and Node's 16 KB). */
export function answerUrlTooLong(res: http.ServerResponse): void {
  answerSmallPage(res, 414);
}

/** One of the small pages on a parsed request; the connection closes after it (as nginx's do). */
export function answerSmallPage(res: http.ServerResponse, status: SmallPageStatus, method?: string): void {
  // The page's own headers only (nginx's error location has no others), whatever was set before; the request id stays.
  for (const name of res.getHeaderNames()) if (name !== 'x-request-id' && name !== 'connection') res.removeHeader(name);
  const body = smallErrorPage(status);
  res.writeHead(status, { ...SMALL_PAGE_HEADERS, 'content-length': Buffer.byteLength(body), connection: 'close' }).end(method === 'HEAD' ? undefined : body);
}

/** The same on a bare socket: a request Node hands over as `upgrade` or `connect`, or one it could not parse. */
export function writeSmallPage(socket: Duplex, status: SmallPageStatus): void {
  const body = smallErrorPage(status);
  writeRawAnswer(socket, status, REASON[status], { ...SMALL_PAGE_HEADERS, 'content-length': String(Buffer.byteLength(body)) }, body);
}

/** A whole HTTP/1.1 answer written on a socket that is then closed. */
export function writeRawAnswer(socket: Duplex, status: number, reason: string, headers: Record<string, string>, body: string): void {
  const head = Object.entries({ ...headers, connection: 'close' })
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  socket.end(`HTTP/1.1 ${String(status)} ${reason}\r\n${head}\r\n\r\n${body}`);
}

/**
 * Node's parser gives up before the request exists; the chunk it stopped in tells which part was
 * too long: a short, finished request line means the headers (a cookie jar) overflowed.
 */
function overflowStatus(rawPacket: unknown, limit: number): 414 | 431 {
  if (!Buffer.isBuffer(rawPacket)) return 414;
  const start = rawPacket.subarray(0, limit + 32).toString('latin1');
  const lineEnd = start.indexOf('\r\n');
  return /^[A-Z]+ \S+ HTTP\/1\.\d$/.test(lineEnd < 0 ? '' : start.slice(0, lineEnd)) ? 431 : 414;
}

/**
 * Takes over Node's default `clientError` answer (an empty 400): the Chinese page of the overflow,
 * of an HTTP version other than 1.x (nginx: 505), or of any other request it could not read (400,
 * as nginx's error_page gives for its own).
 */
export function answerClientErrors(server: http.Server, urlLimit = MAX_URL_BYTES): void {
  const answered = new WeakSet<Duplex>();
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: unknown }, socket: Duplex) => {
    // The parser goes on reading what the client still sends and fails again: answered once, the
    // socket is left to its lingering close.
    if (answered.has(socket)) return;
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    answered.add(socket);
    writeSmallPage(socket, error.code === 'HPE_HEADER_OVERFLOW' ? overflowStatus(error.rawPacket, urlLimit) : error.code === 'HPE_INVALID_VERSION' ? 505 : 400);
    lingerThenClose(socket);
  });
}

/**
 * Reads and drops what the client is still sending (the rest of a 200 KB address) for a moment
 * before closing, as nginx's lingering close does: closing with unread data sends a reset, which
 * reached the client with (or before) the answer under Node 24.
 */
function lingerThenClose(socket: Duplex): void {
  socket.on('data', () => undefined);
  socket.resume();
  setTimeout(() => socket.destroy(), 2000).unref();
}
