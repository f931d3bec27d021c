#!/usr/bin/env node
// `npm start`: build the site, start the platform simulator and the production server, print the URL.
// `npm run dev`: the same with Vite's dev server (HMR) instead of the build.
// `npm run serve:nginx`: the same with Debian's nginx instead of the Node server (deploy/nginx).
//
// Flags: --dev, --nginx, --no-build (use the existing apps/web/dist), --test (fresh simulator
// database in a temp file and its /__sim control API on — for e2e tests only).
// Env: PORT (site, default 4200), SIM_PORT (default 4100), PLATFORM_URL (another platform: then no
// simulator is started).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const useNginx = args.has('--nginx');
const testMode = args.has('--test');
const port = Number(process.env.PORT ?? 4200);
const simPort = Number(process.env.SIM_PORT ?? 4100);
const simHost = process.env.SIM_HOST ?? '127.0.0.1';
const externalPlatform = process.env.PLATFORM_URL;
const platformUrl = externalPlatform ?? `http://${simHost}:${simPort}`;

const children = [];
let stopping = false;

function run(name, command, argv, env = {}, cwd = root) {
  const child = spawn(command, argv, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[start] ${name} 已退出 (code ${code ?? signal})，正在停止其余进程`);
    stop(code ?? 1);
  });
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  const deadline = setTimeout(() => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    process.exit(code);
  }, 3000);
  deadline.unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

function waitForPort(p, host, timeoutMs = 60_000) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(p, host);
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() - started > timeoutMs) reject(new Error(`端口 ${p} 在 ${timeoutMs} ms 内未就绪`));
        else setTimeout(attempt, 200);
      });
    };
    attempt();
  });
}

// nginx runs as an unprivileged foreground process with everything (config, logs, temp files,
// pid) in one temp dir, removed when it stops.
const nginxBin = useNginx ? findNginx() : undefined;
let nginxDir;
function findNginx() {
  const candidates = [process.env.NGINX_PATH, ...`${process.env.PATH ?? ''}:/usr/sbin:/usr/local/sbin`.split(':').map((d) => d && path.join(d, 'nginx'))];
  const found = candidates.find((c) => c && fs.existsSync(c));
  if (!found) {
    console.error('[start] 未找到 nginx。请先安装 Debian 的 nginx:  sudo apt-get install -y nginx   (或设置 NGINX_PATH)');
    process.exit(1);
  }
  return found;
}
process.on('exit', () => {
  if (!nginxDir) return;
  // The temp dir goes; what nginx complained about is shown first.
  const log = path.join(nginxDir, 'logs/error.log');
  const errors = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim() : '';
  if (errors) console.error(`[start] nginx error.log:\n${errors}`);
  fs.rmSync(nginxDir, { recursive: true, force: true });
});

if (!dev && !args.has('--no-build')) {
  console.info('[start] 正在构建站点…');
  const built = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

if (!externalPlatform) {
  const simEnv = { SIM_PORT: String(simPort), SIM_HOST: simHost };
  if (testMode) {
    simEnv.SIM_DB = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'site-sim-')), 'sim.sqlite');
    simEnv.SIM_CONTROL = '1';
  }
  run('平台模拟器', bin('tsx'), [path.join(root, 'apps/platform-sim/src/main.ts')], simEnv);
  await waitForPort(simPort, simHost);
}

const siteEnv = { PORT: String(port), PLATFORM_URL: platformUrl };
if (dev) run('开发服务器', bin('vite'), ['--strictPort'], siteEnv, path.join(root, 'apps/web'));
else if (useNginx) {
  nginxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-nginx-'));
  const rendered = spawnSync(bin('tsx'), [path.join(root, 'apps/web/server/nginx/main.ts'), '--standalone', nginxDir], {
    env: { ...process.env, PLATFORM_URL: platformUrl, LISTEN_PORT: `127.0.0.1:${port}` },
    stdio: 'inherit',
  });
  if (rendered.status !== 0) stop(rendered.status ?? 1);
  else {
    const conf = path.join(nginxDir, 'nginx.conf');
    run('nginx', nginxBin, ['-p', nginxDir, '-c', conf, '-e', path.join(nginxDir, 'logs/error.log'), '-g', 'daemon off;']);
  }
} else run('站点服务器', bin('tsx'), [path.join(root, 'apps/web/server/main.ts')], siteEnv);
await waitForPort(port, '127.0.0.1');
console.info(`\n  会员站已就绪${useNginx ? ' (nginx)' : ''}: http://127.0.0.1:${port}/   平台: ${platformUrl}   (Ctrl-C 停止)\n`);
