import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import type { PlaywrightTestConfig } from '@playwright/test';

// Real Chromium from Debian (Playwright's own browser download does not work on these machines),
// against the production build served by apps/web/server with a fresh simulator behind it
// (project `chromium`), and the same build on Debian's nginx in front of that same simulator
// (project `nginx`: the journeys that prove the deployment path, and a server-by-server comparison).
const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env['E2E_PORT'] ?? 4310);
const simPort = Number(process.env['E2E_SIM_PORT'] ?? port + 1);
// + 2 is the simulator's venue port.
const nginxPort = Number(process.env['E2E_NGINX_PORT'] ?? port + 3);
export const baseURL = `http://127.0.0.1:${port}`;
export const nginxURL = `http://127.0.0.1:${nginxPort}`;

// npm test (and CI) needs nginx; a plain `npm run e2e` without it runs the Node server only.
const nginxFound = [process.env['NGINX_PATH'], '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].some((p) => p && fs.existsSync(p));
if (!nginxFound && process.env['CI']) throw new Error('The nginx browser tests need nginx: apt-get install -y nginx');
if (!nginxFound) console.warn('[e2e] nginx not found: the nginx project is skipped (apt-get install -y nginx)');

// A phone-sized window without a phone's user agent and touch screen: the site's mobile redirect
// to /download-page (SPEC §4) would otherwise catch every test. The redirect has its own test
// with a real phone profile.
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: false, hasTouch: false };
/** What runs on nginx too: the smoke test, entry, the money journey, chat reconnect, the headers. */
const nginxSpecs = [
  'smoke.spec.ts',
  'entry/journeys.spec.ts',
  'money/money-journey.spec.ts',
  'chat/chat-reconnect.spec.ts',
  'quality/security-headers.spec.ts',
  'quality/polyfill.spec.ts',
  'deploy/*.spec.ts',
];

// Runs on other ports (engineers testing side by side) keep their reports, traces and logs apart.
const suffix = process.env['E2E_PORT'] ? `-${port}` : '';
/**
 * Both servers' request and field data (RUM) logs, JSON lines (README "Deploying"): out of the test
 * output, read by the specs in deploy/ (deploy/servers.ts).
 */
const e2eLogDir = path.join(root, `dist/e2e-logs${suffix}`);
fs.mkdirSync(e2eLogDir, { recursive: true });
const logsOf = (server: 'node' | 'nginx') => ({
  LOG_LEVEL: 'info',
  SITE_ACCESS_LOG: path.join(e2eLogDir, `${server}-access.log`),
  SITE_RUM_LOG: path.join(e2eLogDir, `${server}-rum.log`),
});

const nodeServer: NonNullable<PlaywrightTestConfig['webServer']> = {
  command: `node ${path.join(root, 'tools/start.mjs')} --no-build --test`,
  url: `${baseURL}/`,
  env: { PORT: String(port), SIM_PORT: String(simPort), ...logsOf('node') },
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'pipe',
  stderr: 'pipe',
};
// nginx in front of the simulator the Node server's start began (no second simulator: the specs'
// control calls go to that one).
const nginxServer: NonNullable<PlaywrightTestConfig['webServer']> = {
  command: `node ${path.join(root, 'tools/start.mjs')} --nginx --no-build`,
  url: `${nginxURL}/`,
  // SIM_PORT says that PLATFORM_URL is the embedded simulator, whose layout (IMTY on its venue port)
  // the site may then assume (apps/web/server/platform-url.ts isEmbeddedSimulator).
  env: { PORT: String(nginxPort), PLATFORM_URL: `http://127.0.0.1:${simPort}`, SIM_PORT: String(simPort), ...logsOf('nginx') },
  reuseExistingServer: false,
  timeout: 30_000,
  // start.mjs stops nginx and removes its temp dir on SIGTERM (Playwright's default is SIGKILL).
  gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  stdout: 'pipe',
  stderr: 'pipe',
};
export default defineConfig({
  testDir: './src',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env['CI'],
  reporter: [
    ['list'],
    ['json', { outputFile: path.join(root, `dist/test-results/web-e2e${suffix}.json`) }],
  ],
  outputDir: path.join(root, `dist/e2e-artifacts${suffix}`),
  use: {
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: 'deploy/**', use: { ...phone } },
    ...(nginxFound ? [{ name: 'nginx', testMatch: nginxSpecs, use: { ...phone, baseURL: nginxURL } }] : []),
  ],
  webServer: nginxFound ? [nodeServer, nginxServer] : [nodeServer],
});
