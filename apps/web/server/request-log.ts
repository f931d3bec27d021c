import crypto from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import { originFormTarget } from './request-guard';
import type { LogLevel } from './settings';
import { logs } from './settings';

/**
 * The request log: one JSON line per request, the same fields as nginx's `site_request`
 * log_format (nginx/render.ts writes it from REQUEST_LOG_FIELDS):
 *
 *   {"time":"2026-05-01T08:00:00.123Z","level":"info","kind":"request","request_id":"…","method":"GET",
 *    "path":"/mine","status":200,"bytes":5120,"duration":0.004,"upstream_time":null}
 *
 * `path` is the address up to `?`: a query can carry the member's token (`/chat/1?token=…`) or a
 * venue lobby's address (`?url=…`), so no query value is ever written; nor a header, a cookie or
 * a body. `duration` and `upstream_time` are seconds (nginx's $request_time and
 * $upstream_response_time); `upstream_time` is null unless the platform or IMTY was asked.
 */
export interface RequestLogLine {
  time: string;
  level: 'info' | 'debug';
  kind: 'request';
  request_id: string;
  method: string;
  path: string;
  status: number;
  bytes: number;
  duration: number;
  upstream_time: number | null;
}

/** The fields in their order (nginx's log_format writes the same). */
export const REQUEST_LOG_FIELDS = ['time', 'level', 'kind', 'request_id', 'method', 'path', 'status', 'bytes', 'duration', 'upstream_time'] as const;

/**
 * A request id a client or a proxy in front may give (`X-Request-Id`): letters, digits and
 * `._:-`, at most 128. Anything else is replaced by one of ours (32 hex digits, like nginx's
 * $request_id). The same expression is nginx's map (nginx/render.ts).
 */
export const REQUEST_ID_SOURCE = '^[A-Za-z0-9._:-]{1,128}$';
const REQUEST_ID = new RegExp(REQUEST_ID_SOURCE);

export function requestIdOf(req: http.IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomBytes(16).toString('hex');
}

/** The address as logged: its path, never its query (nor the authority of an absolute-form target). */
export function loggedPath(target: string | undefined): string {
  const origin = originFormTarget(target ?? '/') ?? target ?? '';
  const q = origin.indexOf('?');
  return q < 0 ? origin : origin.slice(0, q);
}

/** Seconds with millisecond resolution, as nginx writes times. */
export function seconds(ms: number): number {
  return Math.round(ms) / 1000;
}

export type LineSink = (line: string) => void;

/**
 * Lines to stdout, or appended to a file (opened once, written synchronously as nginx writes its
 * logs: a line is on disk when the request is done; rotate with copytruncate).
 */
export function lineSink(file: string | undefined): LineSink {
  if (!file || file === '-') return (line) => void process.stdout.write(`${line}\n`);
  const fd = fs.openSync(file, 'a');
  return (line) => void fs.writeSync(fd, `${line}\n`);
}

/** Where the server's lines go, at which level. */
export interface SiteLog {
  level: LogLevel;
  /** One request's line (health checks at debug, everything else at info). */
  request(line: Omit<RequestLogLine, 'time' | 'kind'>): void;
  /** One field data report (info): its JSON body, parsed when it is JSON. */
  rum(line: { request_id: string; report: unknown }): void;
}

export function createSiteLog(options: { level: LogLevel; accessLog?: LineSink; rumLog?: LineSink }): SiteLog {
  const access = options.accessLog ?? lineSink(undefined);
  const rum = options.rumLog ?? access;
  const level = options.level;
  return {
    level,
    request(line) {
      if (!logs(level, line.level)) return;
      const full: RequestLogLine = { time: new Date().toISOString(), level: line.level, kind: 'request', request_id: line.request_id, method: line.method, path: line.path, status: line.status, bytes: line.bytes, duration: line.duration, upstream_time: line.upstream_time };
      access(JSON.stringify(full));
    },
    rum(line) {
      if (!logs(level, 'info')) return;
      rum(JSON.stringify({ time: new Date().toISOString(), kind: 'rum', request_id: line.request_id, report: line.report }));
    },
  };
}

/** Writes nothing (tests, and `createSiteServer` without a log). */
export const NO_LOG: SiteLog = { level: 'silent', request: () => undefined, rum: () => undefined };

/**
 * Counts a response's body bytes as they are written (after compression: what nginx's
 * $body_bytes_sent counts). Headers are not counted.
 */
export function countBodyBytes(res: http.ServerResponse): () => number {
  let bytes = 0;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
  const add = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === 'string') bytes += Buffer.byteLength(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    else if (chunk instanceof Uint8Array) bytes += chunk.byteLength;
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    add(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk !== undefined && typeof chunk !== 'function') add(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as typeof res.end;
  return () => bytes;
}
