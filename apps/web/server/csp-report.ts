import type http from 'node:http';
import { CSP_REPORT_MAX_BYTES } from './security-headers';
import { receiveSmallPost } from './small-post';

/**
 * `POST /csp-report`: what a browser sends when the policy blocked something. One line per report
 * in the server's log (JSON, so it can be searched), 204 to the browser. Other methods get 405,
 * and a body over 16 KB gets 413 (nginx answers the same, see nginx/render.ts).
 */
export function handleCspReport(req: http.IncomingMessage, res: http.ServerResponse, log: (line: string) => void): void {
  receiveSmallPost(
    req,
    res,
    {
      maxBytes: CSP_REPORT_MAX_BYTES,
      tooLarge: (r, declared) => {
        // Refused on its Content-Length: the connection closes (its body is not read).
        if (declared) r.writeHead(413, { connection: 'close' }).end();
        else r.writeHead(413).end();
      },
    },
    (body) => log(`[csp] ${summary(body)}`),
  );
}

/** The report's useful fields as one JSON line; anything unparsable is logged as received. */
function summary(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    const report = (parsed as { 'csp-report'?: Record<string, unknown> })['csp-report'];
    if (report && typeof report === 'object') {
      const pick = (key: string) => (typeof report[key] === 'string' || typeof report[key] === 'number' ? report[key] : undefined);
      return JSON.stringify({
        page: pick('document-uri'),
        directive: pick('effective-directive') ?? pick('violated-directive'),
        blocked: pick('blocked-uri'),
        source: pick('source-file'),
        line: pick('line-number'),
      });
    }
  } catch {
    // not JSON: fall through
  }
  return JSON.stringify({ body: body.slice(0, 2000) });
}
