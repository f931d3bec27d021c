// @vitest-environment node
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePageVariants } from '../page-variants';
import { headerSourcesFromEnv } from '../security-headers';
import { createSiteServer } from '../serve';
import { readTemplate, renderSiteConf, writeStandalone } from './render';

const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
// CI installs nginx (.ci/run); elsewhere these tests need it too, but say why they did not run.
const runNginx = NGINX !== undefined || process.env['CI'] !== undefined;

const tmp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));
const sources = headerSourcesFromEnv('http://127.0.0.1:4100', {});
const render = (over: Partial<Parameters<typeof renderSiteConf>[1]> = {}) =>
  renderSiteConf(readTemplate('site.conf.template'), {
    platformUrl: 'http://127.0.0.1:4100',
    listen: '8080',
    dist: '/srv/site/dist',
    sources,
    brotli: false,
    cspReportLog: 'logs/csp-report.log',
    ...over,
  });

describe('the nginx configuration', () => {
  it('fills in the three variables and every generated part', () => {
    const conf = render({ platformUrl: 'https://platform.example/', listen: '127.0.0.1:9000', dist: '/srv/site/dist/' });
    expect(conf).not.toMatch(/\{\{|\$\{/);
    expect(conf).toContain('listen 127.0.0.1:9000;');
    expect(conf).toContain('root /srv/site/dist;');
    expect(conf).toContain('proxy_pass https://platform.example;');
    expect(conf).toContain('location ~ "^/(?:(?:site|act|game|fd|page-fd|agent)/api|stream|api/json-cache)/" {');
    expect(conf).toContain('text/javascript js mjs;');
    expect(conf).toMatch(/location = \/sw\.js \{[^}]*\}[^}]*add_header Cache-Control "no-cache";/);
    expect(conf).toContain("add_header Permissions-Policy \"camera=(), microphone=(), geolocation=(), payment=()\" always;");
    // The simulator's venue port (platform port + 1) in the policy, on the browser's own hostname.
    expect(conf).toContain('frame-src $site_scheme://$site_hostname:4101;');
  });

  it('refuses values that would not mean what they say', () => {
    expect(() => render({ platformUrl: 'https://platform.example/prefix' })).toThrow(/without a path/);
    expect(() => render({ listen: '8080; include /etc/passwd' })).toThrow(/LISTEN_PORT/);
    expect(() => render({ dist: 'relative/dist' })).toThrow(/absolute/);
  });

  it.runIf(runNginx)('is valid nginx, with and without the brotli module', () => {
    for (const brotli of [false, fs.existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so')]) {
      const dir = tmp('site-nginx-t-');
      try {
        writeStandalone(dir, render({ brotli }), { brotli });
        const r = spawnSync(NGINX ?? 'nginx', ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'logs/error.log')], { encoding: 'utf8' });
        expect(`${r.status} ${r.stderr}`, `brotli ${brotli}`).toBe('0 ');
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  });

  it.runIf(runNginx && fs.existsSync('/etc/nginx/nginx.conf'))("is valid inside Debian's own nginx.conf, as sites-enabled/site.conf", () => {
    // A copy of /etc/nginx whose sites-enabled holds only ours; nothing on the machine changes.
    const dir = tmp('site-etc-nginx-');
    try {
      fs.cpSync('/etc/nginx', dir, { recursive: true });
      fs.rmSync(path.join(dir, 'sites-enabled'), { recursive: true, force: true });
      fs.mkdirSync(path.join(dir, 'sites-enabled'));
      const main = fs.readFileSync(path.join(dir, 'nginx.conf'), 'utf8').replaceAll('/etc/nginx/sites-enabled/', `${dir}/sites-enabled/`).replaceAll('/etc/nginx/conf.d/', `${dir}/conf.d/`);
      fs.writeFileSync(path.join(dir, 'nginx.conf'), main);
      const brotli = fs.existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so');
      fs.writeFileSync(path.join(dir, 'sites-enabled/site.conf'), render({ brotli, cspReportLog: path.join(dir, 'csp-report.log') }));
      const r = spawnSync(NGINX ?? 'nginx', ['-t', '-q', '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
      expect(`${r.status} ${r.stderr}`).toBe('0 ');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** A build with two routes (one with a parameter) and its manifest, its .pages written. */
function fakeBuild(): string {
  const dist = tmp('site-dist-nginx-');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><html lang="zh-CN"><head><title>会员中心</title></head><body>${'。'.repeat(300)}</body></html>`);
  fs.writeFileSync(path.join(dist, 'assets/index-a1.js'), `console.info(${JSON.stringify('x'.repeat(2000))});`);
  fs.writeFileSync(path.join(dist, 'assets/login-b2.js'), 'export {};');
  fs.writeFileSync(path.join(dist, 'assets/room-c3.js'), 'export {};');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(
    path.join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-a1.js', isEntry: true },
      'src/routes/user/login.tsx?tsr-split=component': { file: 'assets/login-b2.js', imports: ['index.html'] },
      'src/routes/chat/$roomId.tsx?tsr-split=component': { file: 'assets/room-c3.js', imports: ['index.html'] },
    }),
  );
  writePageVariants(dist);
  return dist;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });

async function waitForPort(port: number) {
  for (let i = 0; i < 100; i += 1) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nginx did not listen on ${port}`);
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}
const SERVER_OWN = new Set(['date', 'server', 'content-length', 'connection', 'keep-alive', 'transfer-encoding', 'etag', 'last-modified', 'accept-ranges']);

function ask(port: number, method: string, p: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: p, headers: { 'x-forwarded-host': 'site.test', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        let raw = Buffer.concat(chunks);
        if (res.headers['content-encoding'] === 'gzip') raw = zlib.gunzipSync(raw);
        const kept: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) if (!SERVER_OWN.has(k) && v !== undefined) kept[k] = String(v);
        resolve({ status: res.statusCode ?? 0, headers: kept, body: raw.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe.runIf(runNginx)('nginx and the Node server on the same build', () => {
  const stops: (() => Promise<void> | void)[] = [];
  const ports = { node: 0, nginx: 0, nodeDown: 0, nginxDown: 0 };

  async function startNginx(dist: string, platformUrl: string): Promise<number> {
    const dir = tmp('site-nginx-u-');
    const port = await freePort();
    const site = renderSiteConf(readTemplate('site.conf.template'), {
      platformUrl,
      listen: `127.0.0.1:${port}`,
      dist,
      sources: headerSourcesFromEnv(platformUrl, {}),
      brotli: false,
      cspReportLog: 'logs/csp-report.log',
    });
    writeStandalone(dir, site, { brotli: false });
    const child: ChildProcess = spawn(NGINX ?? 'nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'logs/error.log'), '-g', 'daemon off;'], { stdio: 'inherit' });
    stops.push(
      () =>
        new Promise<void>((resolve) => {
          child.once('exit', () => {
            fs.rmSync(dir, { recursive: true, force: true });
            resolve();
          });
          child.kill('SIGTERM');
        }),
    );
    await waitForPort(port);
    return port;
  }

  async function startNode(dist: string, platformUrl: string): Promise<number> {
    const server = createSiteServer({ distDir: dist, platformUrl, logCspReport: () => undefined });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    stops.push(() => new Promise<void>((r) => server.close(() => r())));
    return (server.address() as AddressInfo).port;
  }

  beforeAll(async () => {
    const dist = fakeBuild();
    stops.push(() => fs.rmSync(dist, { recursive: true, force: true }));
    // A platform that tries to have its member data cached and sniffed.
    const platform = http.createServer((req, res) => {
      res.writeHead(req.url?.includes('missing') ? 404 : 200, {
        'content-type': 'application/json',
        'cache-control': 'public, max-age=600',
        'x-content-type-options': 'sniff',
        'x-platform': 'sim',
      });
      res.end(JSON.stringify({ status_code: 6000, message: '', data: { path: req.url } }));
    });
    await new Promise<void>((r) => platform.listen(0, '127.0.0.1', r));
    stops.push(() => new Promise<void>((r) => platform.close(() => r())));
    const platformUrl = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
    const downUrl = `http://127.0.0.1:${await freePort()}`;
    ports.node = await startNode(dist, platformUrl);
    ports.nginx = await startNginx(dist, platformUrl);
    ports.nodeDown = await startNode(dist, downUrl);
    ports.nginxDown = await startNginx(dist, downUrl);
  }, 20_000);

  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
  });

  it.each([
    ['GET', '/', { 'accept-encoding': 'gzip' }],
    ['GET', '/index.html', {}],
    ['GET', '/user/login', { 'accept-encoding': 'gzip' }],
    ['GET', '/user/login/', {}],
    ['GET', '/chat/42', {}],
    ['GET', '/chat', {}],
    ['GET', '/no/such/page', {}],
    ['GET', '/assets/index-a1.js', { 'accept-encoding': 'gzip' }],
    ['GET', '/assets/login-b2.js', {}],
    ['GET', '/assets/gone.js', {}],
    ['GET', '/favicon.svg', {}],
    ['GET', '/.vite/manifest.json', {}],
    ['POST', '/user/login', {}],
    ['GET', '/', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'site.example' }],
    ['GET', '/', { 'x-forwarded-host': 'evil.example; frame-src *' }],
    ['GET', '/csp-report', {}],
    ['POST', '/csp-report', { 'content-type': 'application/csp-report' }],
  ] as const)('%s %s %j: the same answer', async (method, p, headers) => {
    const body = method === 'POST' ? JSON.stringify({ 'csp-report': { 'blocked-uri': 'https://x.example' } }) : undefined;
    const [node, nginx] = [await ask(ports.node, method, p, headers, body), await ask(ports.nginx, method, p, headers, body)];
    expect(nginx).toEqual(node);
  });

  it("a page gets that page's preloads from nginx too", async () => {
    expect((await ask(ports.nginx, 'GET', '/chat/42')).body).toContain('<link rel="modulepreload" crossorigin href="/assets/room-c3.js">');
    expect((await ask(ports.nginx, 'GET', '/user/login')).body).toContain('href="/assets/login-b2.js"');
    expect((await ask(ports.nginx, 'GET', '/')).body).toContain('data-boot="home"');
  });

  it.each([
    ['POST', '/site/api/v1/configuration/preInfo', {}],
    ['POST', '/api/json-cache/missing', {}],
    ['POST', '/game/api/v1/venue/launch', { 'x-forwarded-proto': 'https' }],
  ] as const)('%s %s %j: the platform reply gets the same headers (no-store, nosniff)', async (method, p, headers) => {
    const [node, nginx] = [await ask(ports.node, method, p, headers, '{}'), await ask(ports.nginx, method, p, headers, '{}')];
    expect(nginx).toEqual(node);
    expect(nginx.headers['cache-control']).toBe('no-store');
    expect(nginx.headers['x-content-type-options']).toBe('nosniff');
    expect(nginx.headers['x-platform']).toBe('sim');
  });

  it.each([
    ['a page address just over 8 KB', `/game/sport/V188?url=${'a'.repeat(8200)}`, {}, 414, '链接过长'],
    ["an address past Node's own 16 KB header budget", `/game/sport/im?url=${'b'.repeat(20_000)}`, {}, 414, '链接过长'],
    ['a platform path over the limit, before it is proxied', `/site/api/v1/configuration/preInfo?x=${'c'.repeat(8200)}`, {}, 414, '链接过长'],
    ['an oversized cookie jar', '/', { cookie: `k=${'d'.repeat(20_000)}` }, 431, '请求信息过长'],
  ] as const)('%s: the same small Chinese page and headers', async (_what, p, headers, status, title) => {
    const [node, nginx] = [await ask(ports.node, 'GET', p, headers), await ask(ports.nginx, 'GET', p, headers)];
    expect([node.status, nginx.status]).toEqual([status, status]);
    expect(nginx.body).toBe(node.body);
    expect(nginx.body).toContain(`<title>${title}</title>`);
    for (const name of ['content-type', 'cache-control', 'x-content-type-options', 'content-security-policy']) expect(nginx.headers[name], name).toBe(node.headers[name]);
  });

  it('the platform down: the same 502 envelope', async () => {
    const [node, nginx] = [await ask(ports.nodeDown, 'POST', '/site/api/v1/x', {}, '{}'), await ask(ports.nginxDown, 'POST', '/site/api/v1/x', {}, '{}')];
    expect(node.status).toBe(502);
    expect(nginx).toEqual(node);
  });
});
