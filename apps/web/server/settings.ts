/**
 * The limits and logging an operator sets: one list, read from the environment by the Node server
 * (main.ts) and by the nginx renderer (nginx/main.ts), so both servers run with the same values.
 * README "Deploying" documents every entry; settings.test.ts keeps the README's table and this
 * list equal.
 *
 * Sizes are written as nginx writes them (`20m`, `16k`, a plain number is bytes), times too (`65s`,
 * `500ms`, `5m`, a plain number is seconds).
 */

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface ServerSettings {
  /** The largest request body sent on to the platform (413 beyond it). */
  maxBodyBytes: number;
  /**
   * The longest request line (the address: 414 beyond it) or header line (431); the request line
   * and headers together may take HEADER_BUFFERS of these (nginx's large_client_header_buffers).
   */
  headerLineBytes: number;
  /** How long connecting to the platform (or IMTY) may take before the request fails (502). */
  proxyConnectTimeoutMs: number;
  /** How long the platform may stay silent on a request or a chat socket before it is dropped (502 / closed). */
  proxyReadTimeoutMs: number;
  /** How long an idle browser connection is kept open. */
  keepAliveTimeoutMs: number;
  /** How many requests one browser connection may carry. */
  keepAliveRequests: number;
  /** How long a stop waits for requests in flight before it closes what is left. */
  shutdownTimeoutMs: number;
  /** debug (health checks too), info (every request, RUM reports), warn, error, silent. */
  logLevel: LogLevel;
  /** The request log's file; absent: stdout (Node), Debian's log folder (nginx). */
  accessLog?: string;
  /** The field data (RUM) log's file; absent: stdout (Node), Debian's log folder (nginx). */
  rumLog?: string;
}

/** Request line and headers together: this many header lines' worth (nginx: `large_client_header_buffers 4 <line>`). */
export const HEADER_BUFFERS = 4;

/** IMTY's calls are small JSON requests: their bodies are limited apart from the platform's. */
export const IMTY_MAX_BODY_BYTES = 1024 * 1024;

/** How long /readyz waits for the platform's answer. */
export const READY_PLATFORM_TIMEOUT_MS = 2000;

type Kind = 'size' | 'time' | 'count' | 'level' | 'file';

export interface SettingSpec {
  /** The environment variable. */
  env: string;
  key: keyof ServerSettings;
  kind: Kind;
  /** As written in the environment (and in README); absent: no default (see `what`). */
  default?: string;
  /** Where nginx takes it (README). */
  nginx: string;
  what: string;
}

/** The list (README "Deploying" shows it as a table, in this order). */
export const SETTINGS: readonly SettingSpec[] = [
  { env: 'SITE_MAX_BODY', key: 'maxBodyBytes', kind: 'size', default: '20m', nginx: 'client_max_body_size (platform paths)', what: 'largest request body sent to the platform; 413 beyond it (IMTY: 1m, reports: 16k, fixed)' },
  { env: 'SITE_MAX_HEADER_LINE', key: 'headerLineBytes', kind: 'size', default: '8k', nginx: 'large_client_header_buffers 4 <value>', what: 'longest address (414 beyond it) or header line (431); all headers together at most 4 times this' },
  { env: 'SITE_PROXY_CONNECT_TIMEOUT', key: 'proxyConnectTimeoutMs', kind: 'time', default: '10s', nginx: 'proxy_connect_timeout', what: 'connecting to the platform or IMTY; after it the browser gets the 502 envelope' },
  { env: 'SITE_PROXY_READ_TIMEOUT', key: 'proxyReadTimeoutMs', kind: 'time', default: '300s', nginx: 'proxy_read_timeout', what: 'the platform silent this long on a call (502) or a chat socket (closed; the chat heartbeat is 5 s)' },
  { env: 'SITE_KEEPALIVE_TIMEOUT', key: 'keepAliveTimeoutMs', kind: 'time', default: '65s', nginx: 'keepalive_timeout', what: 'idle browser (or load balancer) connection kept open; above a load balancer\'s own idle timeout (60 s is common)' },
  { env: 'SITE_KEEPALIVE_REQUESTS', key: 'keepAliveRequests', kind: 'count', default: '1000', nginx: 'keepalive_requests', what: 'requests per browser connection' },
  { env: 'SITE_SHUTDOWN_TIMEOUT', key: 'shutdownTimeoutMs', kind: 'time', default: '10s', nginx: 'worker_shutdown_timeout (main context: `npm run serve:nginx` writes it; Debian: /etc/nginx/nginx.conf)', what: 'on SIGTERM/SIGINT, how long requests in flight may take before what is left is closed' },
  { env: 'LOG_LEVEL', key: 'logLevel', kind: 'level', default: 'info', nginx: 'access_log on (info, debug) or off; health checks logged at debug only', what: 'debug, info (a line per request and per field report), warn, error or silent' },
  { env: 'SITE_ACCESS_LOG', key: 'accessLog', kind: 'file', nginx: 'access_log <file> site_request', what: 'request log file; default stdout (Node), /var/log/nginx/site-access.log (nginx)' },
  { env: 'SITE_RUM_LOG', key: 'rumLog', kind: 'file', nginx: 'access_log <file> site_rum (location = /rum)', what: 'field data (RUM) log file; default stdout (Node), /var/log/nginx/site-rum.log (nginx)' },
];

const SIZE_UNITS: Record<string, number> = { '': 1, k: 1024, m: 1024 * 1024, g: 1024 * 1024 * 1024 };
const TIME_UNITS: Record<string, number> = { ms: 1, '': 1000, s: 1000, m: 60_000, h: 3_600_000 };

/** `20m` → bytes; undefined when it is not a size. */
export function parseSize(text: string): number | undefined {
  const m = /^(\d+)([kmg]?)$/i.exec(text.trim());
  if (!m) return undefined;
  return Number(m[1]) * (SIZE_UNITS[(m[2] ?? '').toLowerCase()] ?? NaN);
}

/** `65s`, `500ms` → milliseconds; undefined when it is not a time. */
export function parseTime(text: string): number | undefined {
  const m = /^(\d+)(ms|s|m|h)?$/i.exec(text.trim());
  if (!m) return undefined;
  return Number(m[1]) * (TIME_UNITS[(m[2] ?? '').toLowerCase()] ?? NaN);
}

function parse(spec: SettingSpec, text: string): ServerSettings[keyof ServerSettings] {
  const bad = (expected: string) => new Error(`${spec.env}: ${expected}，收到 "${text}"`);
  switch (spec.kind) {
    case 'size': {
      const n = parseSize(text);
      if (n === undefined || n <= 0) throw bad('须为大小，如 20m、16k 或字节数');
      return n;
    }
    case 'time': {
      const n = parseTime(text);
      if (n === undefined || n <= 0) throw bad('须为时间，如 65s、500ms 或秒数');
      return n;
    }
    case 'count': {
      if (!/^\d+$/.test(text.trim()) || Number(text) <= 0) throw bad('须为正整数');
      return Number(text);
    }
    case 'level': {
      const level = text.trim().toLowerCase();
      if (!(LOG_LEVELS as readonly string[]).includes(level)) throw bad(`须为 ${LOG_LEVELS.join('、')} 之一`);
      return level as LogLevel;
    }
    case 'file':
      if (/[\s;{}"'$]/.test(text)) throw bad('须为不含空格、引号和 $ 的路径');
      return text;
  }
}

/** The settings from the environment; a value that is not what it should be is an error (never a silent default). */
export function serverSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const out: Partial<Record<keyof ServerSettings, unknown>> = {};
  for (const spec of SETTINGS) {
    const given = env[spec.env]?.trim();
    const text = given || spec.default;
    if (text !== undefined) out[spec.key] = parse(spec, text);
  }
  const settings = out as unknown as ServerSettings;
  if (settings.headerLineBytes < 1024) throw new Error('SITE_MAX_HEADER_LINE: 至少 1k');
  return settings;
}

/** The defaults (tests, and a server created without settings). */
export const DEFAULT_SETTINGS: ServerSettings = serverSettingsFromEnv({});

/** A size as nginx reads it: whole kilobytes or megabytes where exact, else bytes. */
export function nginxSize(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)}m`;
  if (bytes % 1024 === 0) return `${bytes / 1024}k`;
  return String(bytes);
}

/** A time as nginx reads it: seconds where exact, else milliseconds. */
export function nginxTime(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000}s` : `${ms}ms`;
}

/** Whether a line of this level is written at the configured level. */
export function logs(configured: LogLevel, level: Exclude<LogLevel, 'silent'>): boolean {
  return LOG_LEVELS.indexOf(level) >= LOG_LEVELS.indexOf(configured);
}
