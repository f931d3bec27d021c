import path from 'node:path';
import { platformUrlFromEnv } from './platform-url';
import { chatSocketSourcesFromEnv, venueFrameSourcesFromEnv } from './security-headers';
import { createSiteServer } from './serve';
import { trustProxyFromEnv } from './trust-proxy';
import { imtyApiUrlFromEnv } from './venue-proxy';

// The built site as a process: PORT (default 4200), PLATFORM_URL (default the local simulator),
// SITE_DIST (default apps/web/dist), SITE_VENUE_ORIGINS (origins venue iframes may load; default the
// simulator's venue port, SIM_VENUE_PORT or the platform's port + 1), SITE_CHAT_ORIGINS (ws/wss origins of
// the chat socket besides the page's own origin), SITE_IMTY_API_URL (IMTY's API origin for
// /venue-proxy/imty/api/mobile/…; required unless the platform is the embedded simulator), TRUST_PROXY
// (addresses/CIDRs of the proxies in front whose X-Forwarded-* count; default none). README "Deploying".
const port = Number(process.env['PORT'] ?? 4200);
const platformUrl = platformUrlFromEnv();
// SITE_DIST lets parallel test runs each serve their own build.
const distDir = process.env['SITE_DIST'] ?? path.resolve(import.meta.dirname, '../dist');

let settings;
try {
  settings = { imtyApiUrl: imtyApiUrlFromEnv(platformUrl), trustProxy: trustProxyFromEnv() };
} catch (error) {
  // A setting an operator must give: say which, without a stack trace.
  console.error(`[web] 无法启动: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const server = createSiteServer({
  distDir,
  platformUrl,
  venueFrames: venueFrameSourcesFromEnv(platformUrl),
  chatSockets: chatSocketSourcesFromEnv(),
  ...settings,
});
server.listen(port, process.env['HOST'] ?? '127.0.0.1', () => {
  console.info(`[web] 站点已启动 http://${address()} → 平台 ${platformUrl}`);
});
function address(): string {
  const a = server.address();
  return a && typeof a === 'object' ? `${a.address}:${a.port}` : String(a);
}
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
