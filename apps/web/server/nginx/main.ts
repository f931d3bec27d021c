import fs from 'node:fs';
import path from 'node:path';
import { platformUrlFromEnv } from '../platform-url';
import { headerSourcesFromEnv } from '../security-headers';
import { serverSettingsFromEnv } from '../settings';
import type { ServerSettings } from '../settings';
import { imtyApiUrlFromEnv } from '../venue-proxy';
import { BROTLI_MODULE, readTemplate, renderSiteConf, writeStandalone } from './render';

// `npm run nginx:config -- <file>`: the site's nginx configuration (an http-level file for
// sites-enabled). `--standalone <dir>`: nginx.conf and site.conf for `nginx -p <dir>` (what
// `npm run serve:nginx` and the browser tests run).
// Env: PLATFORM_URL (default the local simulator), LISTEN_PORT (default PORT, else 8080),
// SITE_DIST (default apps/web/dist), and as for the Node server SITE_VENUE_ORIGINS, SIM_VENUE_PORT,
// SITE_CHAT_ORIGINS, SITE_IMTY_API_URL (required unless PLATFORM_URL is the embedded simulator),
// TRUST_PROXY, and the limits and logs of ../settings.ts (LOG_LEVEL, SITE_ACCESS_LOG, SITE_RUM_LOG,
// SITE_MAX_BODY, …); NGINX_BROTLI=1|0 (default: whether Debian's brotli module is installed).
const args = process.argv.slice(2);
const standalone = args.includes('--standalone');
const out = args.find((a) => !a.startsWith('--'));
if (!out) {
  console.error('用法: npm run nginx:config -- <输出文件>   或   -- --standalone <目录>');
  process.exit(2);
}

const env = process.env;
const platformUrl = platformUrlFromEnv(env);
// Without SITE_VENUE_ORIGINS the policy frames the simulator's venue port (the platform's + 1):
// right for the simulator, never for a real platform.
if (!env['SITE_VENUE_ORIGINS'] && !/^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:|\/|$)/.test(platformUrl)) {
  console.warn('[nginx] 提示: 未设置 SITE_VENUE_ORIGINS，场馆大厅只能按模拟器的端口规则嵌入；真实平台请列出场馆来源');
}
const brotli = env['NGINX_BROTLI'] ? env['NGINX_BROTLI'] === '1' : fs.existsSync(BROTLI_MODULE);
let site: string;
let settings: ServerSettings;
try {
  settings = serverSettingsFromEnv(env);
  site = renderSiteConf(readTemplate('site.conf.template'), {
    platformUrl,
    listen: env['LISTEN_PORT'] ?? env['PORT'] ?? '8080',
    dist: path.resolve(env['SITE_DIST'] ?? path.resolve(import.meta.dirname, '../../dist')),
    sources: headerSourcesFromEnv(platformUrl, env),
    imtyApiUrl: imtyApiUrlFromEnv(platformUrl, env),
    brotli,
    settings,
    // The standalone nginx keeps everything under its prefix.
    ...(standalone ? { cspReportLog: 'logs/csp-report.log', accessLog: 'logs/access.log', rumLog: 'logs/rum.log' } : {}),
  });
} catch (error) {
  // A setting the operator must give or correct (SITE_IMTY_API_URL, TRUST_PROXY, …): say which.
  console.error(`[nginx] 无法生成配置: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

if (standalone) writeStandalone(out, site, { brotli, settings });
else {
  fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  fs.writeFileSync(out, site);
}
console.info(`[nginx] ${standalone ? path.join(out, 'nginx.conf') : out} → 平台 ${platformUrl}${brotli ? '（含 brotli）' : ''}`);
