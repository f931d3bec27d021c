// What the browser tests need from the machine: Debian's Chromium, nginx (with its optional
// brotli module) and Debian's CJK font (the story pictures' baselines are drawn with it: without it
// every Chinese character is a box and every picture differs). Run as root with apt, the missing ones are installed; otherwise the caller is
// told the command. Shared by `npm test` (test-all.mjs) and `npm run affected` (affected.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromiumPath } from './chromium.mjs';

const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

export function findNginx() {
  const dirs = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin'];
  return [process.env.NGINX_PATH, ...dirs.map((d) => d && path.join(d, 'nginx'))].find((c) => c && fs.existsSync(c));
}

function aptInstall(packages) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) return false;
  console.info(`[test] 正在安装 Debian 的 ${packages.join(' ')}…`);
  const r = spawnSync('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`], { stdio: 'inherit' });
  return r.status === 0;
}

/** True when Chromium and nginx are there (installing them when it can); prints what to do otherwise. */
export function ensureBrowserTestDeps() {
  const missing = [];
  if (!fs.existsSync(chromiumPath)) missing.push('chromium');
  if (!findNginx()) missing.push('nginx');
  // Optional: without it nginx answers gzip only, and the brotli comparison is skipped.
  if (!fs.existsSync(BROTLI_MODULE)) missing.push('libnginx-mod-http-brotli-filter');
  if (!fs.existsSync(CJK_FONT)) missing.push('fonts-noto-cjk');
  if (missing.length > 0) aptInstall(missing);
  if (!fs.existsSync(CJK_FONT)) console.error(`[test] 没有 Debian 的 fonts-noto-cjk（${CJK_FONT}）：故事截图将与基准不符。安装：sudo apt-get install -y fonts-noto-cjk`);
  const ok = fs.existsSync(chromiumPath) && Boolean(findNginx());
  if (!ok) {
    console.error(
      `[test] The browser tests need Debian's Chromium at ${chromiumPath} and nginx.\n` +
        '       Install them with:  sudo apt-get update && sudo apt-get install -y chromium nginx libnginx-mod-http-brotli-filter fonts-noto-cjk\n' +
        '       (or set CHROMIUM_PATH / NGINX_PATH).',
    );
  }
  return ok;
}

/**
 * Passed and failed counts of one JSON report — vitest (numPassedTests…) or Playwright (stats) —
 * and the failed tests by name ("file › title [project]: first line of the error"), so the closing
 * summary of a run (the tail CI keeps) says which test failed, not only that one did.
 */
export function readReport(file) {
  return summarizeReport(JSON.parse(fs.readFileSync(file, 'utf8')));
}

// ESC (0x1b) begins a terminal colour code, which reports keep.
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const firstLine = (text) => String(text ?? '').replace(ANSI_COLOUR, '').split('\n').find((l) => l.trim() !== '')?.trim().slice(0, 160) ?? '';

export function summarizeReport(report) {
  const failures = [];
  if (report.stats && 'expected' in report.stats) {
    const walk = (suite, file) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          if (t.status !== 'unexpected') continue;
          const last = t.results?.[t.results.length - 1];
          failures.push(`${file} › ${spec.title} [${t.projectName}]: ${firstLine(last?.error?.message ?? last?.errors?.[0]?.message)}`);
        }
      }
      for (const child of suite.suites ?? []) walk(child, file);
    };
    for (const suite of report.suites ?? []) walk(suite, suite.file);
    return { passed: report.stats.expected + (report.stats.flaky ?? 0), failed: report.stats.unexpected, failures };
  }
  for (const file of report.testResults ?? []) {
    const name = path.relative(process.cwd(), file.name ?? '');
    for (const a of file.assertionResults ?? []) {
      if (a.status === 'failed') failures.push(`${name} › ${a.fullName ?? a.title}: ${firstLine(a.failureMessages?.[0])}`);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((a) => a.status === 'failed')) failures.push(`${name}: ${firstLine(file.message)}`);
  }
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0), failures };
}
