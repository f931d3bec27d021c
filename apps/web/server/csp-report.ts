import type http from 'node:http';
import { CSP_REPORT_MAX_BYTES } from './security-headers';
import { METHOD_NOT_ALLOWED_TEXT } from './static-files';

/**
 * `POST /csp-report`: what a browser sends when the policy blocked something. One line per report
 * in the server's log (JSON, so it can be searched), 204 to the browser. Other methods get 405,
 * and a body over 16 KB gets 413 (nginx answers the same, see nginx/render.ts).
 */
export function handleCspReport(req: http.IncomingMessage, res: http.ServerResponse, log: (line: string) => void): void {
  if (req.method !== 'POST') {
    res.writeHead(405, { allow: 'POST', 'content-type': 'text/plain; charset=utf-8' }).end(METHOD_NOT_ALLOWED_TEXT);
    return;
  }
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > CSP_REPORT_MAX_BYTES) {
    res.writeHead(413, { connection: 'close' }).end();
    req.resume();
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= CSP_REPORT_MAX_BYTES) chunks.push(chunk);
  });
  req.on('end', () => {
    if (size > CSP_REPORT_MAX_BYTES) {
      res.writeHead(413).end();
      return;
    }
    log(`[csp] ${summary(Buffer.concat(chunks).toString('utf8'))}`);
    res.writeHead(204).end();
  });
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
