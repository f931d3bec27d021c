import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * The two servers of the e2e run (playwright.config.ts: the Node server on E2E_PORT, the simulator
 * on + 1, its venues on + 2, nginx on + 3; the installable spec's own server on + 5) and their logs,
 * and servers of the deploy specs' own (+ 6 and up).
 */
export const ROOT = path.resolve(import.meta.dirname, '../../../..');
export const port = Number(process.env['E2E_PORT'] ?? 4310);
export const simPort = Number(process.env['E2E_SIM_PORT'] ?? port + 1);
export const nginxPort = Number(process.env['E2E_NGINX_PORT'] ?? port + 3);
export const nodeURL = `http://127.0.0.1:${port}`;
export const nginxURL = `http://127.0.0.1:${nginxPort}`;
export const simURL = `http://127.0.0.1:${simPort}`;
export const SERVERS = [
  ['node', nodeURL],
  ['nginx', nginxURL],
] as const;
export type ServerName = (typeof SERVERS)[number][0];

/** The build both servers serve (SITE_DIST, as start.mjs passes it on; default apps/web/dist). */
export const distDir = process.env['SITE_DIST'] ?? path.join(ROOT, 'apps/web/dist');

/** The file a source module was built into (the build's manifest; its chunks are named by hash only). */
export function builtFile(source: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const file = manifest[source]?.file;
  if (!file) throw new Error(`${source} is not in the build's manifest`);
  return file;
}

/** playwright.config.ts writes both servers' request and RUM logs here. */
const logDir = path.join(ROOT, `dist/e2e-logs${process.env['E2E_PORT'] ? `-${port}` : ''}`);
export const logFile = (server: ServerName, which: 'access' | 'rum') => path.join(logDir, `${server}-${which}.log`);

/** A log's lines now (a mark to read what came after). */
export function logLength(server: ServerName, which: 'access' | 'rum'): number {
  const file = logFile(server, which);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).length : 0;
}

/** The lines after `from` matching `match`, once there are `count` of them (a server writes a line as its answer ends). */
export async function linesAfter(server: ServerName, which: 'access' | 'rum', from: number, match: (line: Record<string, unknown>) => boolean, count = 1, timeoutMs = 10_000): Promise<Record<string, unknown>[]> {
  const started = Date.now();
  for (;;) {
    const file = logFile(server, which);
    const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).slice(from) : [];
    const found = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter(match);
    if (found.length >= count || Date.now() - started > timeoutMs) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function waitForPort(p: number, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(p, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() - started > timeoutMs) reject(new Error(`端口 ${p} 未就绪`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

export interface Started {
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  exited: Promise<number | null>;
}

/** `npm start` (tools/start.mjs) with these arguments and settings, in its own process group. */
export function startSite(args: string[], env: Record<string, string>): Started {
  const child = spawn(process.execPath, [path.join(ROOT, 'tools/start.mjs'), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let text = '';
  child.stdout?.on('data', (c: Buffer) => (text += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (text += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

/** Stops what startSite started: SIGTERM to start.mjs (it stops its own), SIGKILL to the group after `graceMs`. */
export async function stopSite(started: Started, graceMs = 15_000): Promise<number | null> {
  if (started.child.exitCode !== null) return started.child.exitCode;
  started.child.kill('SIGTERM');
  const timer = setTimeout(() => {
    try {
      if (started.child.pid) process.kill(-started.child.pid, 'SIGKILL');
    } catch {
      // Gone.
    }
  }, graceMs);
  const code = await started.exited;
  clearTimeout(timer);
  return code;
}
