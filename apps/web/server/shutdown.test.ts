// @vitest-environment node
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { createSiteServer } from './serve';
import type { SiteServer } from './serve';
import { FrameBoundaries, closeFrame } from './ws-tunnel';

// #39 item 2: a stop that drops nobody. On SIGTERM/SIGINT the server stops accepting, finishes the
// requests in flight (bounded), closes chat sockets with 1001 after the frame in flight, exits 0.

const listen = (s: net.Server) => new Promise<number>((resolve) => s.listen(0, '127.0.0.1', () => resolve((s.address() as AddressInfo).port)));
const tmpDist = () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-stop-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="zh-CN"><body>首页</body></html>');
  return dist;
};

/** A platform with a slow call (`/site/api/v1/slow?ms=…`) and an echoing chat socket. */
let platform: http.Server;
let wss: WebSocketServer;
let platformUrl = '';
/** Close codes the platform's sockets received, newest last. */
const platformCloses: number[] = [];

beforeAll(async () => {
  platform = http.createServer((req, res) => {
    const ms = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('ms') ?? 0);
    setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status_code: 6000, waited: ms })), ms);
  });
  wss = new WebSocketServer({ server: platform });
  wss.on('connection', (ws) => {
    ws.on('message', (m) => ws.send(`echo:${m.toString()}`));
    ws.on('close', (code) => platformCloses.push(code));
  });
  platformUrl = `http://127.0.0.1:${await listen(platform)}`;
});

afterAll(async () => {
  wss.close();
  platform.closeAllConnections();
  await new Promise((r) => platform.close(r));
});

function get(port: number, p: string, agent?: http.Agent): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: p, agent }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      })
      .on('error', reject);
  });
}

function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function chatThrough(port: number): Promise<{ ws: WebSocket; closed: Promise<{ code: number; at: number }> }> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/stream/ws/v1/handshake`);
  const closed = new Promise<{ code: number; at: number }>((resolve) => ws.on('close', (code) => resolve({ code, at: Date.now() })));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => ws.send('心跳'));
    ws.once('message', (m) => (m.toString() === 'echo:心跳' ? resolve() : reject(new Error(m.toString()))));
    ws.once('error', reject);
  });
  return { ws, closed };
}

describe('shutdown of the site server', () => {
  it('stops accepting, finishes the requests in flight (each its connection\'s last: Connection: close; /readyz says 503), closes chat sockets with 1001', async () => {
    const site: SiteServer = createSiteServer({ distDir: tmpDist(), platformUrl });
    const port = await listen(site);
    const chat = await chatThrough(port);
    // An idle keep-alive connection, which the stop closes at once.
    const agent = new http.Agent({ keepAlive: true });
    expect((await get(port, '/healthz', agent)).status).toBe(200);
    // A slow platform call in flight, and a /readyz whose head is still arriving when the stop begins.
    const raw = net.connect(port, '127.0.0.1');
    let rawText = '';
    raw.on('data', (c: Buffer) => (rawText += c.toString()));
    const rawClosed = new Promise<void>((r) => raw.on('close', () => r()));
    raw.write('GET /site/api/v1/slow?ms=800 HTTP/1.1\r\nHost: site.test\r\n\r\n');
    const ready = net.connect(port, '127.0.0.1');
    let readyText = '';
    ready.on('data', (c: Buffer) => (readyText += c.toString()));
    const readyClosed = new Promise<void>((r) => ready.on('close', () => r()));
    ready.write('GET /readyz HTTP/1.1\r\nHost: site.test\r\n');
    await new Promise((r) => setTimeout(r, 100));

    platformCloses.length = 0;
    const started = Date.now();
    const stopped = site.shutdown(5000);
    ready.write('\r\n');
    // No new connection is accepted.
    await new Promise((r) => setTimeout(r, 50));
    expect(await connects(port)).toBe(false);
    // The chat socket hears 1001 (going away) at once; the platform's side is closed with it.
    const { code, at } = await chat.closed;
    expect(code).toBe(1001);
    expect(at - started).toBeLessThan(500);

    expect(await stopped).toEqual({ timedOut: false });
    await rawClosed;
    await readyClosed;
    expect(rawText).toMatch(/^HTTP\/1\.1 200 /);
    expect(rawText).toContain('"waited":800');
    expect(rawText).toMatch(/connection: close/i);
    expect(readyText).toMatch(/^HTTP\/1\.1 503 /);
    expect(readyText).toMatch(/connection: close/i);
    expect(readyText).toContain('{"status":"unready","reason":"站点正在停止"}');
    expect(Date.now() - started).toBeGreaterThanOrEqual(650);
    await new Promise((r) => setTimeout(r, 100));
    expect(platformCloses).toEqual([1001]);
    agent.destroy();
  });

  it('whatever is still open after the timeout (SITE_SHUTDOWN_TIMEOUT) is closed', async () => {
    const site = createSiteServer({ distDir: tmpDist(), platformUrl });
    const port = await listen(site);
    const slow = get(port, '/site/api/v1/slow?ms=5000').catch((e: Error) => e);
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    expect(await site.shutdown(300)).toEqual({ timedOut: true });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(await slow).toBeInstanceOf(Error);
  });
});

describe('the server process (main.ts): signals', () => {
  const root = path.resolve(import.meta.dirname, '../../..');
  const freePort = async () => {
    const s = net.createServer();
    const port = await listen(s);
    await new Promise((r) => s.close(r));
    return port;
  };

  async function startProcess(env: Record<string, string>) {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/web/server/main.ts')], {
      cwd: root,
      env: { ...process.env, PORT: String(port), PLATFORM_URL: platformUrl, SITE_IMTY_API_URL: 'http://127.0.0.1:9', SITE_DIST: tmpDist(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    let gone = false;
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => {
        gone = true;
        resolve(code);
      }),
    );
    for (let i = 0; i < 200 && !gone && !(await connects(port)); i += 1) await new Promise((r) => setTimeout(r, 50));
    return { child, port, exited, out: () => stdout, err: () => stderr };
  }

  it.each(['SIGTERM', 'SIGINT'] as const)('%s: the request in flight is answered, then the process exits 0; stdout holds only JSON lines', async (signal) => {
    const server = await startProcess({ LOG_LEVEL: 'info' });
    const slow = get(server.port, '/site/api/v1/slow?ms=700');
    await new Promise((r) => setTimeout(r, 150));
    server.child.kill(signal);
    // A second signal (Ctrl-C reaches the server from the terminal and from npm start) changes nothing.
    server.child.kill(signal);
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(answer.headers['connection']).toBe('close');
    expect(await server.exited).toBe(0);
    const lines = server.out().split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThanOrEqual(1);
    for (const line of lines) expect(JSON.parse(line)).toMatchObject({ kind: 'request' });
    expect(lines.map((l) => (JSON.parse(l) as { path: string }).path)).toContain('/site/api/v1/slow');
    expect(server.err()).toContain(`收到 ${signal}`);
  }, 20_000);

  it('quiet (LOG_LEVEL=warn): nothing on stdout or stderr for requests, start or stop', async () => {
    const server = await startProcess({ LOG_LEVEL: 'warn' });
    expect((await get(server.port, '/')).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.out()).toBe('');
    expect(server.err()).toBe('');
  }, 20_000);

  it('a setting that is not what it should be stops the start with a Chinese message', async () => {
    const server = await startProcess({ SITE_MAX_BODY: 'lots' });
    expect(await server.exited).toBe(1);
    expect(server.err()).toContain('[web] 无法启动: SITE_MAX_BODY');
  }, 20_000);
});

describe('WebSocket frame boundaries (ws-tunnel.ts)', () => {
  /** A frame as a client (masked) or a server sends it. */
  function frame(payloadLength: number, masked: boolean, opcode = 0x2): Buffer {
    const payload = crypto.randomBytes(payloadLength);
    const ext = payloadLength < 126 ? Buffer.alloc(0) : payloadLength < 65536 ? Buffer.alloc(2) : Buffer.alloc(8);
    if (ext.length === 2) ext.writeUInt16BE(payloadLength);
    if (ext.length === 8) ext.writeBigUInt64BE(BigInt(payloadLength));
    const len7 = payloadLength < 126 ? payloadLength : payloadLength < 65536 ? 126 : 127;
    return Buffer.concat([Buffer.from([0x80 | opcode, (masked ? 0x80 : 0) | len7]), ext, masked ? crypto.randomBytes(4) : Buffer.alloc(0), payload]);
  }

  it.each([false, true])('finds every frame end, however the stream is cut (masked: %s)', (masked) => {
    const frames = [frame(0, masked), frame(5, masked), frame(125, masked), frame(126, masked), frame(300, masked), frame(70_000, masked), closeFrame(1001, masked)];
    const stream = Buffer.concat(frames);
    const expected: number[] = [];
    let offset = 0;
    for (const f of frames) expected.push((offset += f.length));
    for (const cut of [1, 2, 3, 7, 13, 1000, stream.length]) {
      const boundaries = new FrameBoundaries();
      const ends: number[] = [];
      for (let i = 0; i < stream.length; i += cut) {
        for (const end of boundaries.feed(stream.subarray(i, i + cut))) ends.push(i + end);
      }
      expect(ends, `cut ${cut}`).toEqual(expected);
      expect(boundaries.atBoundary).toBe(true);
    }
  });

  it('going away in the middle of a large message: the browser gets the whole message, then 1001; the platform gets a masked close 1001', async () => {
    // A platform written by hand, so the message can stop halfway.
    const payloadLength = 200_000;
    let platformGot = Buffer.alloc(0);
    let sendRest: () => void = () => undefined;
    const raw = net.createServer((socket) => {
      socket.once('data', (request: Buffer) => {
        const key = /sec-websocket-key: (.+)\r\n/i.exec(request.toString())?.[1] ?? '';
        const accept = crypto.createHash('sha1').update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');
        socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
        const message = frame(payloadLength, false);
        socket.write(message.subarray(0, 100_000));
        sendRest = () => socket.write(message.subarray(100_000));
        socket.on('data', (c: Buffer) => (platformGot = Buffer.concat([platformGot, c])));
      });
    });
    const rawPort = await listen(raw);
    const site = createSiteServer({ distDir: tmpDist(), platformUrl: `http://127.0.0.1:${rawPort}` });
    const port = await listen(site);
    const ws = new WebSocket(`ws://127.0.0.1:${port}/stream/ws/v1/handshake`);
    const received: number[] = [];
    ws.on('message', (m: Buffer) => received.push(m.length));
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    await new Promise<void>((resolve) => ws.once('open', () => resolve()));
    await new Promise((r) => setTimeout(r, 100));
    const stopped = site.shutdown(3000);
    await new Promise((r) => setTimeout(r, 100));
    expect(received).toEqual([]);
    sendRest();
    expect(await closed).toBe(1001);
    expect(received).toEqual([payloadLength]);
    expect(await stopped).toEqual({ timedOut: false });
    // The close the platform got: a masked close frame (FIN, opcode 8, mask bit, 2 bytes) with 1001.
    expect(platformGot.length).toBe(8);
    expect([platformGot[0], platformGot[1]]).toEqual([0x88, 0x82]);
    const mask = platformGot.subarray(2, 6);
    expect(((platformGot[6] ?? 0) ^ (mask[0] ?? 0)) * 256 + ((platformGot[7] ?? 0) ^ (mask[1] ?? 0))).toBe(1001);
    raw.close();
  });
});
