import type http from 'node:http';
import { METHOD_NOT_ALLOWED_TEXT } from './static-files';

/**
 * What `POST /csp-report` and `POST /rum` share: a small report the browser POSTs, read whole and
 * bounded, handed on as text, answered 204. Other methods get 405; a body over `maxBytes` gets the
 * caller's 413 (`declared`: refused on its Content-Length before anything was read, else after
 * reading past the limit, whose excess is counted and dropped).
 */
export interface SmallPostOptions {
  maxBytes: number;
  tooLarge(res: http.ServerResponse, declared: boolean): void;
  /** When set, the Content-Type the body must have; `refuse` answers one that does not match (after the size check). */
  contentType?: { pattern: RegExp; refuse(res: http.ServerResponse): void };
}

export function receiveSmallPost(req: http.IncomingMessage, res: http.ServerResponse, options: SmallPostOptions, onBody: (body: string) => void): void {
  if (req.method !== 'POST') {
    res.writeHead(405, { allow: 'POST', 'content-type': 'text/plain; charset=utf-8' }).end(METHOD_NOT_ALLOWED_TEXT);
    req.resume();
    return;
  }
  if (Number(req.headers['content-length'] ?? 0) > options.maxBytes) {
    options.tooLarge(res, true);
    req.resume();
    return;
  }
  if (options.contentType && !options.contentType.pattern.test(req.headers['content-type'] ?? '')) {
    options.contentType.refuse(res);
    req.resume();
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= options.maxBytes) chunks.push(chunk);
  });
  req.on('end', () => {
    if (size > options.maxBytes) {
      options.tooLarge(res, false);
      return;
    }
    onBody(Buffer.concat(chunks).toString('utf8'));
    res.writeHead(204).end();
  });
}
