#!/usr/bin/env node
// `npm start`: build the site, start the platform simulator and the production server, print the URL.
// `npm run dev`: the same with Vite's dev server (HMR) instead of the build.
// `npm run serve:nginx`: the same with Debian's nginx instead of the Node server (deploy/nginx).
//
// Flags: --dev, --nginx, --no-build (use the existing apps/web/dist), --test (fresh simulator
// database in a temp file and its /__sim control API on, and quiet logs: LOG_LEVEL=warn unless
// given — for e2e tests only).
// Env: PORT (site, default 4200), SIM_PORT (default 4100), PLATFORM_URL (another platform: then no
// simulator is started), and the servers' own settings (README "Deploying").
//
// Signals: SIGTERM and SIGINT are passed to every process (nginx gets SIGQUIT, its graceful stop);
// each finishes what it is doing (the site server: SITE_SHUTDOWN_TIMEOUT, default 10 s) and this
// exits 0 when all have. SIGHUP restarts the site without refusing a connection: the Node server's
// listening socket is handed to a new server, which accepts before the old one stops (it finishes
// its requests and closes its chat sockets with 1001); nginx reloads (its own graceful restart).
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
/** Children that were asked to stop for a restart: their exit is expected. */
const retiring = new Set();

function run(name, command, argv, env = {}, cwd = root, stdio = 'inherit') {
  const child = spawn(command, argv, { cwd, env: { ...process.env, ...env }, stdio });
  child.siteName = name;
  children.push(child);
  child.on('exit', (code, signal) => {
    children.splice(children.indexOf(child), 1);
    if (stopping || retiring.delete(child)) return;
    console.error(`[start] ${name} 已退出 (code ${code ?? signal})，正在停止其余进程`);
    stop(code ?? 1);
  });
  return child;
}

// The site server's graceful stop may take SITE_SHUTDOWN_TIMEOUT; only after it (and a margin) is
// anything killed.
const shutdownMs = (() => {
  const m = /^(\d+)(ms|s|m)?$/.exec(process.env.SITE_SHUTDOWN_TIMEOUT ?? '10s');
  return m ? Number(m[1]) * ({ ms: 1, s: 1000, m: 60_000 }[m[2] ?? 's'] ?? 1000) : 10_000;
})();

/** nginx stops gracefully on SIGQUIT (its SIGTERM is a fast stop); every other process on the signal itself. */
const stopSignal = (child, signal) => (child.siteName === 'nginx' ? 'SIGQUIT' : signal);

function stop(code = 0, signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill(stopSignal(c, signal));
  const deadline = setTimeout(() => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    process.exit(code);
  }, shutdownMs + 5000);
  deadline.unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => stop(0, 'SIGINT'));
process.on('SIGTERM', () => stop(0, 'SIGTERM'));

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
  // Node itself with tsx's loader (no tsx process in between): signals reach the simulator directly.
  run('平台模拟器', process.execPath, ['--import', 'tsx', path.join(root, 'apps/platform-sim/src/main.ts')], simEnv);
  await waitForPort(simPort, simHost);
}

const siteEnv = { PORT: String(port), PLATFORM_URL: platformUrl };
// Tests start many servers: their request logs stay out of the output unless asked for.
if (testMode && !process.env.LOG_LEVEL) siteEnv.LOG_LEVEL = 'warn';

/**
 * The Node server, with an IPC channel on which it hands back a copy of its listening socket once
 * it listens (apps/web/server/main.ts). `listener`: a listening socket to take over (fd 3).
 */
let site;
let siteListener;
function startSite(listener) {
  const stdio = ['inherit', 'inherit', 'inherit', listener ?? 'ignore', 'ipc'];
  const env = listener ? { ...siteEnv, SITE_LISTEN_FD: '3' } : siteEnv;
  const child = run('站点服务器', process.execPath, ['--import', 'tsx', path.join(root, 'apps/web/server/main.ts')], env, root, stdio);
  const listening = new Promise((resolve) => {
    child.on('message', (message, handle) => {
      if (message?.site !== 'listening') return;
      // The newest copy is kept (it is the same socket); this process never accepts on it.
      if (handle) {
        siteListener?.close?.();
        siteListener = handle;
      }
      resolve();
    });
  });
  return { child, listening };
}

/** SIGHUP: a new server on the same listening socket, then the old one stops (it drains). */
let restarting = false;
async function restartSite() {
  if (restarting || stopping || !site) return;
  if (!siteListener) {
    console.error('[start] 站点服务器尚未就绪，无法重启');
    return;
  }
  restarting = true;
  const old = site;
  console.info('[start] 正在重启站点服务器（新进程接管监听套接字，旧进程处理完请求后退出）…');
  site = startSite(siteListener);
  await site.listening;
  retiring.add(old.child);
  const exited = new Promise((resolve) => old.child.once('exit', resolve));
  old.child.kill('SIGTERM');
  await exited;
  console.info('[start] 站点服务器已重启');
  restarting = false;
}

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
} else site = startSite();
process.on('SIGHUP', () => {
  if (site) void restartSite();
  else for (const c of children) if (c.siteName === 'nginx') c.kill('SIGHUP');
});
await waitForPort(port, '127.0.0.1');
console.info(`\n  会员站已就绪${useNginx ? ' (nginx)' : ''}: http://127.0.0.1:${port}/   平台: ${platformUrl}   (Ctrl-C 停止)\n`);
