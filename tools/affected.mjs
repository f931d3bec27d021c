#!/usr/bin/env node
// `npm run affected`: lint, typecheck, unit tests, the stories as browser tests and the e2e tests (which build the site) of
// only the projects changed since NX_BASE, as `nx affected`, then one line "N passed, N failed".
//
// NX_BASE: default the merge base with the main branch (origin/main, else main); on the main
// branch itself, or with no main branch, the previous commit. NX_HEAD: default HEAD. In GitHub
// Actions nrwl/nx-set-shas sets both (.github/workflows/ci.yml).
// `--list` prints the base and the affected projects and runs nothing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBrowserTestDeps, readReport } from './lib/system.mjs';

const root = path.resolve(import.meta.dirname, '..');
const nx = path.join(root, 'node_modules/.bin/nx');
const results = path.join(root, 'dist/test-results');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
// test-stories: the `storybook` project (.storybook/project.json), affected by libs/ui, libs/dialogs and apps/web.
const TARGETS = ['lint', 'typecheck', 'test', 'test-stories', 'e2e'];

function git(...args) {
  const r = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : undefined;
}

/** Where "changed since" starts (exported for its test). */
export function defaultBase(run = git) {
  const head = run('rev-parse', 'HEAD');
  for (const main of ['origin/main', 'main']) {
    const mergeBase = run('merge-base', main, 'HEAD');
    if (mergeBase && mergeBase !== head) return mergeBase;
  }
  return run('rev-parse', '--verify', '--quiet', 'HEAD~1') ? 'HEAD~1' : undefined;
}

function main() {
  const base = process.env.NX_BASE || defaultBase();
  const head = process.env.NX_HEAD || 'HEAD';
  if (!base) {
    console.error('[affected] 没有可比较的提交（仓库只有一个提交）：请运行 npm test');
    process.exit(1);
  }
  const range = [`--base=${base}`, `--head=${head}`];
  const listed = spawnSync(nx, ['show', 'projects', '--affected', ...range, '--json'], { cwd: root, env, encoding: 'utf8' });
  if (listed.status !== 0) {
    process.stderr.write(listed.stderr);
    process.exit(listed.status ?? 1);
  }
  const projects = JSON.parse(listed.stdout.slice(listed.stdout.indexOf('['))).sort();
  console.info(`[affected] ${base}..${head}: ${projects.length > 0 ? projects.join(' ') : '(无)'}`);
  if (process.argv.includes('--list') || projects.length === 0) return;

  fs.rmSync(results, { recursive: true, force: true });
  fs.mkdirSync(results, { recursive: true });
  const targets = projects.includes('web-e2e') && !ensureBrowserTestDeps() ? TARGETS.filter((t) => t !== 'e2e') : TARGETS;
  const run = spawnSync(nx, ['affected', '-t', ...targets, ...range, '--outputStyle=stream', '--parallel=2'], { cwd: root, env, stdio: 'inherit' });

  let passed = 0;
  let failed = 0;
  for (const file of fs.readdirSync(results).filter((f) => f.endsWith('.json'))) {
    const r = readReport(path.join(results, file));
    console.info(`  ${file.replace(/\.json$/, '')}: ${r.passed} passed, ${r.failed} failed`);
    passed += r.passed;
    failed += r.failed;
  }
  // A failed lint, typecheck or build has no report of its own: it counts as one failure.
  if (run.status !== 0 && failed === 0) failed = 1;
  if (targets !== TARGETS) failed += 1;
  console.info(`${passed} passed, ${failed} failed`);
  process.exit(run.status !== 0 || failed > 0 ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
