import type http from 'node:http';
import { CSP_REPORT_MAX_BYTES } from './security-headers';
import { METHOD_NOT_ALLOWED_TEXT } from './static-files';
import { answerSmallPage } from './url-too-long';

/**
 * `POST /rum`: the browser's field data (apps/web/src/app/field-data.ts: Core Web Vitals and
 * uncaught errors, sent with navigator.sendBeacon). Same-origin, never proxied to the platform,
 * never cached. One line per report in the RUM log (JSON), 204 to the browser. nginx answers the
 * same and logs the body with its own log_format (nginx/render.ts).
 *
 * A beacon's body is `text/plain` (a string) or `application/json` (a Blob of that type); other
 * types get 415, other methods 405, a body over 16 KB 413 (the small page nginx gives too).
 */
export const RUM_PATH = '/rum';
export const RUM_MAX_BYTES = CSP_REPORT_MAX_BYTES;

/** The types sendBeacon sends; the same expression is nginx's map (case-insensitive). */
export const RUM_CONTENT_TYPE_SOURCE = String.raw`^(text/plain|application/json)\s*(;.*)?$`;
const RUM_CONTENT_TYPE = new RegExp(RUM_CONTENT_TYPE_SOURCE, 'i');

export const UNSUPPORTED_TYPE_TEXT = '不支持的内容类型';

export function handleRum(req: http.IncomingMessage, res: http.ServerResponse, log: (report: unknown) => void): void {
  if (req.method !== 'POST') {
    res.writeHead(405, { allow: 'POST', 'content-type': 'text/plain; charset=utf-8' }).end(METHOD_NOT_ALLOWED_TEXT);
    req.resume();
    return;
  }
  if (Number(req.headers['content-length'] ?? 0) > RUM_MAX_BYTES) {
    answerSmallPage(res, 413);
    req.resume();
    return;
  }
  if (!RUM_CONTENT_TYPE.test(req.headers['content-type'] ?? '')) {
    res.writeHead(415, { 'content-type': 'text/plain; charset=utf-8' }).end(UNSUPPORTED_TYPE_TEXT);
    req.resume();
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= RUM_MAX_BYTES) chunks.push(chunk);
  });
  req.on('end', () => {
    if (size > RUM_MAX_BYTES) {
      answerSmallPage(res, 413);
      return;
    }
    log(parsed(Buffer.concat(chunks).toString('utf8')));
    res.writeHead(204).end();
  });
}

/** The report as the log keeps it: the JSON the browser sent, or its text when it is not JSON. */
function parsed(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}
