#!/usr/bin/env node
// `npm test`: everything — lint, typecheck, unit and component tests, builds, the Storybook build
// and the end-to-end tests in Debian's Chromium — then one closing line "N passed, N failed" that
// sums every suite (a failed step with no test report of its own counts as one failure).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'dist/test-results');
const nx = path.join(root, 'node_modules/.bin/nx');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', STORYBOOK_DISABLE_TELEMETRY: '1' };
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (fs.existsSync(chromium)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.info(`[test] ${chromium} 不存在，正在安装 Debian 的 chromium…`);
    const r = spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], { stdio: 'inherit' });
    if (r.status === 0 && fs.existsSync(chromium)) return true;
  }
  console.error(
    `[test] Browser tests need Debian's Chromium at ${chromium}.\n` +
      '       Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      '       (or set CHROMIUM_PATH to another Chromium binary).',
  );
  return false;
}

const steps = [];
function step(name, command, argv) {
  const started = Date.now();
  console.info(`\n[test] ── ${name} ──`);
  const r = spawnSync(command, argv, { cwd: root, env, stdio: 'inherit' });
  steps.push({ name, ok: r.status === 0, seconds: (Date.now() - started) / 1000 });
}

fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });

const haveChromium = ensureChromium();
step('lint · typecheck · unit · build', nx, ['run-many', '-t', 'lint', 'typecheck', 'test', 'build', '--outputStyle=stream', '--parallel=2']);
// Reads apps/web/dist from the build above: gzipped JS for the first paint of `/` within 150 KB.
step('bundle budget', process.execPath, [path.join(root, 'tools/bundle-budget.mjs')]);
step('storybook build', path.join(root, 'node_modules/.bin/storybook'), ['build', '--quiet', '--disable-telemetry', '-o', 'dist/storybook']);
if (haveChromium) step('e2e (Chromium)', nx, ['run', 'web-e2e:e2e', '--outputStyle=stream']);
else steps.push({ name: 'e2e (Chromium)', ok: false, seconds: 0 });

// Sum the JSON reports: vitest (numPassedTests/numFailedTests) and Playwright (stats).
function readReport(file) {
  const report = JSON.parse(fs.readFileSync(path.join(results, file), 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    return { passed: report.stats.expected + (report.stats.flaky ?? 0), failed: report.stats.unexpected };
  }
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0) };
}
const reports = fs.existsSync(results) ? fs.readdirSync(results).filter((f) => f.endsWith('.json')) : [];
const owner = (file) => (file === 'web-e2e.json' ? 'e2e (Chromium)' : 'lint · typecheck · unit · build');
let passed = 0;
let failed = 0;
const suites = [];
for (const s of steps) {
  let stepFailed = 0;
  for (const file of reports.filter((f) => owner(f) === s.name)) {
    const r = readReport(file);
    suites.push(`${file.replace(/\.json$/, '')}: ${r.passed} passed, ${r.failed} failed`);
    passed += r.passed;
    stepFailed += r.failed;
  }
  // A step that failed with no failing test of its own (lint, typecheck, build, a server that did
  // not start) still counts as one failure.
  failed += stepFailed > 0 ? stepFailed : s.ok ? 0 : 1;
}
const failedSteps = steps.filter((s) => !s.ok);

console.info('\n[test] ── summary ──');
for (const s of steps) console.info(`  ${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds.toFixed(1)} s)`);
for (const s of suites) console.info(`  ${s}`);
console.info(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
