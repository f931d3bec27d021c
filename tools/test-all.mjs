#!/usr/bin/env node
// `npm test`: everything — lint, typecheck, unit and component tests, builds, the Storybook build
// and the end-to-end tests in Debian's Chromium, against the Node server and against nginx — then
// one closing line "N passed, N failed" that sums every suite (a failed step with no test report of
// its own counts as one failure).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromiumPath } from './lib/chromium.mjs';
import { ensureBrowserTestDeps, readReport as readReportFile } from './lib/system.mjs';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'dist/test-results');
const nx = path.join(root, 'node_modules/.bin/nx');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', STORYBOOK_DISABLE_TELEMETRY: '1' };
const E2E = 'e2e (Chromium: Node server, nginx)';
const STORIES = 'stories (Vitest browser mode, Chromium)';

const steps = [];
function step(name, command, argv) {
  const started = Date.now();
  console.info(`\n[test] ── ${name} ──`);
  const r = spawnSync(command, argv, { cwd: root, env, stdio: 'inherit' });
  steps.push({ name, ok: r.status === 0, seconds: (Date.now() - started) / 1000 });
}

fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });

const haveBrowserDeps = ensureBrowserTestDeps();
step('lint · typecheck · unit · build', nx, ['run-many', '-t', 'lint', 'typecheck', 'test', 'build', '--outputStyle=stream', '--parallel=2']);
// Reads apps/web/dist from the build above: gzipped JS for the first paint of `/` within its budget (tools/bundle-budget.mjs).
step('bundle budget', process.execPath, [path.join(root, 'tools/bundle-budget.mjs')]);
step('storybook build', path.join(root, 'node_modules/.bin/storybook'), ['build', '--quiet', '--disable-telemetry', '-o', 'dist/storybook']);
// Every story rendered, played and checked by axe in Debian's Chromium (@storybook/addon-vitest, .storybook/vitest.config.ts),
// then pictured and compared with its baseline in .storybook/visual/ (a mismatch fails the story; diffs in dist/visual-diff/).
if (fs.existsSync(chromiumPath)) step(STORIES, nx, ['run', 'storybook:test-stories', '--outputStyle=stream']);
else steps.push({ name: STORIES, ok: false, seconds: 0 });
// Two Playwright projects: the Node server, and nginx (deploy/nginx) in front of the same simulator.
if (haveBrowserDeps) step(E2E, nx, ['run', 'web-e2e:e2e', '--outputStyle=stream']);
else steps.push({ name: E2E, ok: false, seconds: 0 });

// Sum the JSON reports: vitest (numPassedTests/numFailedTests) and Playwright (stats).
const readReport = (file) => readReportFile(path.join(results, file));
const reports = fs.existsSync(results) ? fs.readdirSync(results).filter((f) => f.endsWith('.json')) : [];
const owner = (file) => (file === 'web-e2e.json' ? E2E : file === 'storybook.json' ? STORIES : 'lint · typecheck · unit · build');
let passed = 0;
let failed = 0;
const suites = [];
const failures = [];
for (const s of steps) {
  let stepFailed = 0;
  for (const file of reports.filter((f) => owner(f) === s.name)) {
    const r = readReport(file);
    suites.push(`${file.replace(/\.json$/, '')}: ${r.passed} passed, ${r.failed} failed`);
    passed += r.passed;
    stepFailed += r.failed;
    failures.push(...r.failures);
  }
  // A step that failed with no failing test of its own (lint, typecheck, build, a server that did
  // not start) still counts as one failure.
  failed += stepFailed > 0 ? stepFailed : s.ok ? 0 : 1;
}
const failedSteps = steps.filter((s) => !s.ok);

console.info('\n[test] ── summary ──');
for (const s of steps) console.info(`  ${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds.toFixed(1)} s)`);
for (const s of suites) console.info(`  ${s}`);
// The failed tests by name, last: CI keeps the tail of the output.
if (failures.length > 0) console.info(`  failed:\n${failures.slice(0, 20).map((f) => `    ✘ ${f}`).join('\n')}${failures.length > 20 ? `\n    … ${failures.length - 20} more` : ''}`);
console.info(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
