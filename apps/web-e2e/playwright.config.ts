import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Real Chromium from Debian (Playwright's own browser download does not work on these machines),
// against the production build served by apps/web/server with a fresh simulator behind it.
const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env['E2E_PORT'] ?? 4310);
const simPort = Number(process.env['E2E_SIM_PORT'] ?? port + 1);
export const baseURL = `http://127.0.0.1:${port}`;
// Runs on other ports (engineers testing side by side) keep their reports and traces apart.
const suffix = process.env['E2E_PORT'] ? `-${port}` : '';

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
  // A phone-sized window without a phone's user agent and touch screen: the site's mobile redirect
  // to /download-page (SPEC §4) would otherwise catch every test. The redirect has its own test
  // with a real phone profile.
  projects: [
    {
      name: 'chromium',
      use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: false, hasTouch: false },
    },
  ],
  webServer: {
    command: `node ${path.join(root, 'tools/start.mjs')} --no-build --test`,
    url: `${baseURL}/`,
    env: { PORT: String(port), SIM_PORT: String(simPort) },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
