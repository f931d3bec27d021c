import path from 'node:path';
import { platformUrlFromEnv } from './platform-url';
import { createSiteLog, lineSink } from './request-log';
import { chatSocketSourcesFromEnv, venueFrameSourcesFromEnv } from './security-headers';
import { createSiteServer } from './serve';
import { logs, serverSettingsFromEnv } from './settings';
import { trustProxyFromEnv } from './trust-proxy';
import { imtyApiUrlFromEnv } from './venue-proxy';

// The built site as a process: PORT (default 4200), PLATFORM_URL (default the local simulator),
// SITE_DIST (default apps/web/dist), SITE_VENUE_ORIGINS (origins venue iframes may load; default the
// simulator's venue port, SIM_VENUE_PORT or the platform's port + 1), SITE_CHAT_ORIGINS (ws/wss origins of
// the chat socket besides the page's own origin), SITE_IMTY_API_URL (IMTY's API origin for
// /venue-proxy/imty/api/mobile/…; required unless the platform is the embedded simulator), TRUST_PROXY
// (addresses/CIDRs of the proxies in front whose X-Forwarded-* count; default none), and the limits
// and logs of settings.ts (LOG_LEVEL, SITE_ACCESS_LOG, SITE_RUM_LOG, SITE_MAX_BODY, …). README "Deploying".
//
// Stdout carries only JSON lines (requests, field data); what the server says to its operator
// (started, stopping, a setting missing) goes to stderr.
//
// The listening socket may be handed in (a restart that refuses no connection): systemd's socket
// activation (LISTEN_FDS, fd 3) or `npm start`'s own restart (SITE_LISTEN_FD, tools/start.mjs).
const port = Number(process.env['PORT'] ?? 4200);
const platformUrl = platformUrlFromEnv();
// SITE_DIST lets parallel test runs each serve their own build.
const distDir = process.env['SITE_DIST'] ?? path.resolve(import.meta.dirname, '../dist');

let options;
try {
  options = { imtyApiUrl: imtyApiUrlFromEnv(platformUrl), trustProxy: trustProxyFromEnv(), settings: serverSettingsFromEnv() };
} catch (error) {
  // A setting an operator must give: say which, without a stack trace.
  console.error(`[web] 无法启动: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const { settings } = options;
const say = (text: string) => {
  if (logs(settings.logLevel, 'info')) console.error(text);
};

const server = createSiteServer({
  distDir,
  platformUrl,
  venueFrames: venueFrameSourcesFromEnv(platformUrl),
  chatSockets: chatSocketSourcesFromEnv(),
  log: createSiteLog({ level: settings.logLevel, accessLog: lineSink(settings.accessLog), rumLog: lineSink(settings.rumLog) }),
  ...options,
});

/** A listening socket handed to this process: systemd's (for this pid) or `npm start`'s. */
function inheritedFd(): number | undefined {
  const own = process.env['SITE_LISTEN_FD'];
  if (own) return Number(own);
  const systemd = Number(process.env['LISTEN_FDS'] ?? 0);
  const forPid = process.env['LISTEN_PID'];
  return systemd >= 1 && (forPid === undefined || Number(forPid) === process.pid) ? 3 : undefined;
}

const fd = inheritedFd();
const listening = () => {
  say(`[web] 站点已启动 http://${address()}${fd === undefined ? '' : `（接管的监听套接字 fd ${fd}）`} → 平台 ${platformUrl}`);
  // `npm start` keeps a copy of the listening socket for the next restart (tools/start.mjs), and
  // learns that this server now accepts.
  if (process.send) {
    const handle = (server as unknown as { _handle?: object })._handle;
    process.send({ site: 'listening' }, handle as never);
  }
};
if (fd !== undefined) server.listen({ fd }, listening);
else server.listen(port, process.env['HOST'] ?? '127.0.0.1', listening);

function address(): string {
  const a = server.address();
  return a && typeof a === 'object' ? `${a.address}:${a.port}` : String(a);
}

// SIGTERM/SIGINT: stop accepting, let requests in flight finish (SITE_SHUTDOWN_TIMEOUT), close chat
// sockets with 1001, exit 0. A second signal changes nothing (Ctrl-C reaches this process from the
// terminal and from `npm start` both).
let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  say(`[web] 收到 ${signal}，正在停止（最多 ${settings.shutdownTimeoutMs / 1000} 秒）`);
  void server.shutdown().then(({ timedOut }) => {
    say(`[web] 已停止${timedOut ? '（超时，未完成的连接已关闭）' : ''}`);
    process.exit(0);
  });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// `npm start` stops this process through its channel, too: when it goes away, so does this server.
process.on('disconnect', () => stop('SIGTERM'));
