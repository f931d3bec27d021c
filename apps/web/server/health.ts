import http from 'node:http';
import https from 'node:https';
import { READY_PLATFORM_TIMEOUT_MS } from './settings';

/**
 * Health checks for a load balancer or an orchestrator, on both servers (nginx/render.ts writes
 * the same answers):
 *
 * - `GET /healthz`: the process answers (200 `{"status":"ok"}`).
 * - `GET /readyz`: the site can serve members: its files are there and the platform answered a
 *   cheap call (`POST preInfo {}`, the first call of every page, unsigned: any HTTP 2xx is an
 *   answer, whatever its envelope says) within 2 s. 200 `{"status":"ready"}`, else 503
 *   `{"status":"unready","reason":"…"}`. A server that is stopping answers 503 too, so a balancer
 *   stops sending it members before it closes.
 *
 * Exact paths only (a platform prefix such as `/site/api/healthz` is the platform's), never
 * cached, logged at debug level only (a balancer polls every few seconds).
 */
export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

export const HEALTH_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
} as const;

export const HEALTHY_BODY = '{"status":"ok"}';
export const READY_BODY = '{"status":"ready"}';

/** The platform call /readyz makes: the first call of every page, which needs no member. */
export const READY_PLATFORM_PATH = '/site/api/v1/configuration/preInfo';

/** Why the site is not ready: the texts both servers answer. */
export const UNREADY = {
  files: '站点文件缺失（index.html）',
  stopping: '站点正在停止',
  timeout: `平台 ${READY_PLATFORM_TIMEOUT_MS / 1000} 秒内无应答`,
  unreachable: '平台无法连接',
  /** Any other answer than 2xx (nginx: the status of its check's subrequest). */
  status: (status: number | string) => `平台应答异常（HTTP ${String(status)}）`,
} as const;

export function unreadyBody(reason: string): string {
  return JSON.stringify({ status: 'unready', reason });
}

/** The reason for a platform answer's status, or null for 2xx (502 and 504 read as nginx reads them). */
export function platformStatusReason(status: number): string | null {
  if (status >= 200 && status < 300) return null;
  if (status === 502) return UNREADY.unreachable;
  if (status === 504) return UNREADY.timeout;
  return UNREADY.status(status);
}

/** Asks the platform; resolves with null when it answered 2xx in time, else the reason. */
export function checkPlatform(platform: URL, requestId: string, timeoutMs = READY_PLATFORM_TIMEOUT_MS): Promise<string | null> {
  return new Promise((resolve) => {
    const client = platform.protocol === 'https:' ? https : http;
    const body = '{}';
    let settled = false;
    const done = (reason: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(reason);
    };
    const request = client.request(
      {
        protocol: platform.protocol,
        hostname: platform.hostname,
        port: platform.port,
        method: 'POST',
        path: `${platform.pathname.replace(/\/$/, '')}${READY_PLATFORM_PATH}`,
        headers: { host: platform.host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-request-id': requestId },
        // Its own connection: a check must not wait behind members' calls, nor keep a socket.
        agent: false,
      },
      (res) => {
        res.resume();
        done(platformStatusReason(res.statusCode ?? 0));
      },
    );
    const timer = setTimeout(() => done(UNREADY.timeout), timeoutMs);
    request.on('error', () => done(UNREADY.unreachable));
    request.end(body);
  });
}
