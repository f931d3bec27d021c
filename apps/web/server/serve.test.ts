// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { createSiteServer } from './serve';

let platform: http.Server;
let wss: WebSocketServer;
let site: http.Server;
let base = '';
const seen: { path: string; forwardedHost: string | undefined; body: string }[] = [];

const listen = (s: http.Server) =>
  new Promise<number>((resolve) => s.listen(0, '127.0.0.1', () => resolve((s.address() as AddressInfo).port)));

beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><html lang="zh-CN"><body>首页${'。'.repeat(400)}</body></html>`);
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), `console.info(${JSON.stringify('x'.repeat(2000))});`);
  fs.writeFileSync(path.join(dist, 'assets', 'small-d4.js'), 'export {};');
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ name: '会员中心', display: 'standalone' }));

  platform = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ path: req.url ?? '', forwardedHost: req.headers['x-forwarded-host'] as string | undefined, body });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status_code: 6000, message: '', data: { echo: body } }));
    });
  });
  wss = new WebSocketServer({ server: platform });
  wss.on('connection', (ws, req) => ws.on('message', (m) => ws.send(`${req.url ?? ''}|${m.toString()}`)));
  const platformPort = await listen(platform);

  site = createSiteServer({ distDir: dist, platformUrl: `http://127.0.0.1:${platformPort}` });
  base = `127.0.0.1:${await listen(site)}`;
});

afterAll(async () => {
  wss.close();
  await new Promise((r) => site.close(r));
  await new Promise((r) => platform.close(r));
});

describe('production server', () => {
  it('serves index.html at / with no-store and compresses it', async () => {
    const res = await fetch(`http://${base}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toContain('首页');
  });

  it('answers any page path with the app (history fallback), including /game and /agent pages', async () => {
    for (const p of ['/mine/vip', '/game/sport/ob?url=x', '/agent', '/activity/discount']) {
      const res = await fetch(`http://${base}${p}`);
      expect(res.status, p).toBe(200);
      expect(await res.text()).toContain('首页');
    }
  });

  it('says it varies by Accept-Encoding only for a file it compresses', async () => {
    const big = await fetch(`http://${base}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'br' } });
    expect(big.headers.get('content-encoding')).toBe('br');
    expect(big.headers.get('vary')).toBe('Accept-Encoding');
    const small = await fetch(`http://${base}/assets/small-d4.js`, { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toBeNull();
  });

  it('caches hashed assets for a year and 404s missing ones', async () => {
    const hit = await fetch(`http://${base}/assets/app-abc123.js`);
    expect(hit.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const miss = await fetch(`http://${base}/assets/gone-000.js`);
    expect(miss.status).toBe(404);
  });

  it('serves the service worker uncached, so an update check always sees a new build', async () => {
    const sw = await fetch(`http://${base}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('serves the web app manifest as application/manifest+json', async () => {
    const manifest = await fetch(`http://${base}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(await manifest.json()).toMatchObject({ name: '会员中心', display: 'standalone' });
  });

  it('proxies platform paths with their body and the original host', async () => {
    const res = await fetch(`http://${base}/site/api/v1/configuration/preInfo`, {
      method: 'POST',
      body: JSON.stringify({ platformType: 6 }),
      headers: { 'content-type': 'application/json' },
    });
    expect(await res.json()).toEqual({ status_code: 6000, message: '', data: { echo: '{"platformType":6}' } });
    const last = seen.at(-1);
    expect(last?.path).toBe('/site/api/v1/configuration/preInfo');
    expect(last?.forwardedHost).toBe(base);
  });

  it('proxies the chat WebSocket', async () => {
    const ws = new WebSocket(`ws://${base}/stream/ws/v1/handshake?clientType=web`);
    const reply = await new Promise<string>((resolve, reject) => {
      ws.on('open', () => ws.send('心跳'));
      ws.on('message', (m) => resolve(m.toString()));
      ws.on('error', reject);
    });
    ws.close();
    expect(reply).toBe('/stream/ws/v1/handshake?clientType=web|心跳');
  });

  it("serves each page's index.html with that page's chunk preloads and boot shell, gzipped as well", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-'));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><html lang="zh-CN"><head></head><body>${'。'.repeat(400)}</body></html>`);
    fs.writeFileSync(
      path.join(dist, '.vite/manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-a1.js', isEntry: true },
        'src/routes/user/login.tsx?tsr-split=component': { file: 'assets/login-b2.js', imports: ['index.html'] },
      }),
    );
    const pages = createSiteServer({ distDir: dist, platformUrl: 'http://127.0.0.1:1' });
    const port = await listen(pages);
    const login = await fetch(`http://127.0.0.1:${port}/user/login`, { headers: { 'accept-encoding': 'gzip' } });
    expect(login.headers.get('content-encoding')).toBe('gzip');
    expect(login.headers.get('cache-control')).toBe('no-store');
    const html = await login.text();
    expect(html).toContain('<html lang="zh-CN" data-boot="page">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/login-b2.js"></head>');
    const home = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    expect(home).toContain('data-boot="home"');
    expect(home).not.toContain('login-b2.js');
    await new Promise((r) => pages.close(r));
  });

  it('serves each page its own first view and title, also where two pages preload the same chunks', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-'));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="zh-CN"><head></head><body><div id="root"><!--boot--><div class="boot">加载中…</div><!--/boot--></div></body></html>',
    );
    fs.writeFileSync(
      path.join(dist, '.vite/manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-a1.js', isEntry: true },
        'src/routes/user/login.tsx?tsr-split=component': { file: 'assets/auth-b2.js', imports: ['index.html'] },
        'src/routes/user/register.tsx?tsr-split=component': { file: 'assets/auth-b2.js', imports: ['index.html'] },
      }),
    );
    fs.writeFileSync(
      path.join(dist, '.vite/first-views.json'),
      JSON.stringify({ '/user/login': '<div class="page-frame">登录表单</div>', '/user/register': '<div class="page-frame">注册表单</div>' }),
    );
    const pages = createSiteServer({ distDir: dist, platformUrl: 'http://127.0.0.1:1' });
    const port = await listen(pages);
    const login = await (await fetch(`http://127.0.0.1:${port}/user/login`)).text();
    const register = await (await fetch(`http://127.0.0.1:${port}/user/register`)).text();
    expect(login).toContain('登录表单');
    expect(register).toContain('注册表单');
    expect(register).not.toContain('登录表单');
    await new Promise((r) => pages.close(r));
  });

  it('answers 502 with an envelope when the platform is down', async () => {
    const down = createSiteServer({ distDir: fs.mkdtempSync(path.join(os.tmpdir(), 'empty-dist-')), platformUrl: 'http://127.0.0.1:1' });
    const port = await listen(down);
    const res = await fetch(`http://127.0.0.1:${port}/site/api/v1/x`, { method: 'POST' });
    expect(res.status).toBe(502);
    expect(((await res.json()) as { message: string }).message).toBe('网络异常,请您稍后重试');
    await new Promise((r) => down.close(r));
  });
});
