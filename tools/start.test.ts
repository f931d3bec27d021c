import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// #39 item 2: `npm start` passes SIGTERM and SIGINT to both its processes (the simulator and the
// site server), which stop gracefully, and exits 0 once both have.

const root = path.resolve(import.meta.dirname, '..');
const connects = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

describe('tools/start.mjs signals', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('%s reaches the simulator and the site server; both stop and npm start exits 0', async (signal) => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-start-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="zh-CN"><body>首页</body></html>');
    const [port, simPort] = [await freePort(), await freePort()];
    const child = spawn(process.execPath, [path.join(root, 'tools/start.mjs'), '--no-build', '--test'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), SIM_PORT: String(simPort), SIM_VENUE_PORT: String(await freePort()), SITE_DIST: dist },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    for (let i = 0; i < 600 && !output.includes('会员站已就绪'); i += 1) await new Promise((r) => setTimeout(r, 100));
    expect(await connects(port)).toBe(true);
    expect(await connects(simPort)).toBe(true);
    child.kill(signal);
    expect(await exited).toBe(0);
    expect(await connects(port)).toBe(false);
    expect(await connects(simPort)).toBe(false);
    fs.rmSync(dist, { recursive: true, force: true });
  }, 90_000);
});
