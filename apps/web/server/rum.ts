import type http from 'node:http';
import { CSP_REPORT_MAX_BYTES } from './security-headers';
import { receiveSmallPost } from './small-post';
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
  receiveSmallPost(
    req,
    res,
    {
      maxBytes: RUM_MAX_BYTES,
      tooLarge: (r) => answerSmallPage(r, 413),
      contentType: {
        pattern: RUM_CONTENT_TYPE,
        refuse: (r) => r.writeHead(415, { 'content-type': 'text/plain; charset=utf-8' }).end(UNSUPPORTED_TYPE_TEXT),
      },
    },
    (body) => log(parsed(body)),
  );
}

/** The report as the log keeps it: the JSON the browser sent, or its text when it is not JSON. */
function parsed(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}
