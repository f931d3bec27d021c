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
import { createSiteLog } from '../request-log';
import { headerSourcesFromEnv } from '../security-headers';
import { createSiteServer } from '../serve';
import { DEFAULT_SETTINGS } from '../settings';
import type { ServerSettings } from '../settings';
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

  it('writes IMTY\'s proxy with only its own headers, TRUST_PROXY as a geo block, and IMTY as not configured when no origin is given', () => {
    const conf = render({ imtyApiUrl: 'https://api.imty.example/', sources: headerSourcesFromEnv('http://127.0.0.1:4100', { TRUST_PROXY: '10.0.0.0/8 ::1' }) });
    expect(conf).toContain('proxy_pass https://api.imty.example/api/mobile/;');
    expect(conf).toContain('proxy_pass_request_headers off;');
    expect(conf).toContain('proxy_set_header Token $http_token;');
    expect(conf).toContain('proxy_hide_header Access-Control-Allow-Origin;');
    expect(conf).toContain('proxy_hide_header Set-Cookie;');
    expect(conf).toMatch(/geo \$site_trusted_proxy \{\n {4}default "";\n {4}10\.0\.0\.0\/8 1;\n {4}::1\/128 1;\n\}/);
    expect(render()).toMatch(/geo \$site_trusted_proxy \{\n {4}default "";\n\}/);
    expect(render()).toMatch(/location \^~ \/venue-proxy\/imty\/api\/mobile\/ \{\n {8}return 502;/);
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
// The request id differs per request (tests of it read it on its own).
const SERVER_OWN = new Set(['date', 'server', 'content-length', 'connection', 'keep-alive', 'transfer-encoding', 'etag', 'last-modified', 'accept-ranges', 'x-request-id']);

function ask(port: number, method: string, p: string, headers: Record<string, string> = {}, body?: string): Promise<Answer & { requestId: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: p, headers: { 'x-forwarded-host': 'site.test', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        let raw = Buffer.concat(chunks);
        if (res.headers['content-encoding'] === 'gzip') raw = zlib.gunzipSync(raw);
        const kept: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) if (!SERVER_OWN.has(k) && v !== undefined) kept[k] = String(v);
        // Not enumerable: toEqual compares the answers without it.
        const answer = { status: res.statusCode ?? 0, headers: kept, body: raw.toString('utf8') };
        Object.defineProperty(answer, 'requestId', { value: String(res.headers['x-request-id'] ?? ''), enumerable: false });
        resolve(answer as Answer & { requestId: string });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * A request written byte for byte (a path with dot segments, a method or version no client
 * library sends): the answer as ask() reads it, or status 0 when the server closed the connection
 * without one.
 */
function rawAsk(port: number, text: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    const chunks: Buffer[] = [];
    socket.setTimeout(3000, () => socket.destroy());
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', (e: NodeJS.ErrnoException) => (e.code === 'ECONNRESET' ? undefined : reject(e)));
    socket.on('close', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const split = raw.indexOf('\r\n\r\n');
      if (!raw.startsWith('HTTP/')) {
        resolve({ status: 0, headers: {}, body: raw });
        return;
      }
      const [statusLine = '', ...lines] = raw.slice(0, split < 0 ? raw.length : split).split('\r\n');
      const headers: Record<string, string> = {};
      let chunked = false;
      for (const line of lines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        if (name === 'transfer-encoding') chunked = /chunked/i.test(value);
        if (!SERVER_OWN.has(name)) headers[name] = value;
      }
      let body = split < 0 ? '' : raw.slice(split + 4);
      // One server may send the same body chunked, the other with a length: compare the bodies.
      if (chunked) body = body.replace(/([0-9a-f]+)\r\n([\s\S]*?)\r\n(?=[0-9a-f]+\r\n|$)/gi, '$2');
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

describe.runIf(runNginx)('nginx and the Node server on the same build', () => {
  const stops: (() => Promise<void> | void)[] = [];
  const ports = {
    node: 0,
    nginx: 0,
    nodeDown: 0,
    nginxDown: 0,
    nodeBehindProxy: 0,
    nginxBehindProxy: 0,
    nodeSlowPlatform: 0,
    nginxSlowPlatform: 0,
    nodeFailingPlatform: 0,
    nginxFailingPlatform: 0,
    nodeNoBuild: 0,
    nginxNoBuild: 0,
    nodeSmallLimits: 0,
    nginxSmallLimits: 0,
  };
  let imtyApiUrl = '';
  /** What the fake platform and the fake IMTY received, newest last. */
  const upstreamSeen: { to: 'platform' | 'imty'; method: string; url: string; headers: http.IncomingHttpHeaders }[] = [];
  /** Each nginx's prefix directory (its logs/), by port. */
  const nginxDirs = new Map<number, string>();
  /** Each Node server's request and RUM log lines, by port. */
  const nodeLines = new Map<number, { access: string[]; rum: string[] }>();

  async function startNginx(dist: string, platformUrl: string, env: NodeJS.ProcessEnv = {}, settings: ServerSettings = DEFAULT_SETTINGS): Promise<number> {
    const dir = tmp('site-nginx-u-');
    const port = await freePort();
    const site = renderSiteConf(readTemplate('site.conf.template'), {
      platformUrl,
      listen: `127.0.0.1:${port}`,
      dist,
      sources: headerSourcesFromEnv(platformUrl, env),
      brotli: false,
      cspReportLog: 'logs/csp-report.log',
      accessLog: 'logs/access.log',
      rumLog: 'logs/rum.log',
      imtyApiUrl,
      settings,
    });
    writeStandalone(dir, site, { brotli: false, settings });
    nginxDirs.set(port, dir);
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

  async function startNode(dist: string, platformUrl: string, env: NodeJS.ProcessEnv = {}, settings: ServerSettings = DEFAULT_SETTINGS): Promise<number> {
    const { venueFrames, chatSockets, trustProxy } = headerSourcesFromEnv(platformUrl, env);
    const lines = { access: [] as string[], rum: [] as string[] };
    const log = createSiteLog({ level: 'info', accessLog: (line) => lines.access.push(line), rumLog: (line) => lines.rum.push(line) });
    const server = createSiteServer({ distDir: dist, platformUrl, imtyApiUrl, venueFrames, chatSockets, trustProxy, logCspReport: () => undefined, settings, log });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    stops.push(() => new Promise<void>((r) => server.close(() => r())));
    const port = (server.address() as AddressInfo).port;
    nodeLines.set(port, lines);
    return port;
  }

  /** A fake platform on its own port: `answer` decides each reply. */
  async function fakePlatform(answer: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<string> {
    const server = http.createServer(answer);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    stops.push(() => new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    }));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  beforeAll(async () => {
    const dist = fakeBuild();
    stops.push(() => fs.rmSync(dist, { recursive: true, force: true }));
    // A platform that tries to have its member data cached and sniffed.
    const platform = http.createServer((req, res) => {
      upstreamSeen.push({ to: 'platform', method: req.method ?? '', url: req.url ?? '', headers: req.headers });
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
    // IMTY's API behind the proxy prefix: the same fake, on its own port, so the path it saw shows.
    const imty = http.createServer((req, res) => {
      upstreamSeen.push({ to: 'imty', method: req.method ?? '', url: req.url ?? '', headers: req.headers });
      // A provider that would have its CORS headers and a cookie of its own on the site's origin.
      res.writeHead(200, {
        'content-type': 'application/json',
        'cache-control': 'public, max-age=600',
        'x-platform': 'imty',
        'access-control-allow-origin': '*',
        'access-control-allow-credentials': 'true',
        'access-control-allow-headers': 'token',
        'access-control-expose-headers': 'x-platform',
        'set-cookie': 'imty=1; Path=/',
      });
      res.end(JSON.stringify({ StatusCode: 100, StatusDesc: '', Result: { path: req.url, method: req.method } }));
    });
    await new Promise<void>((r) => imty.listen(0, '127.0.0.1', r));
    stops.push(() => new Promise<void>((r) => imty.close(() => r())));
    imtyApiUrl = `http://127.0.0.1:${(imty.address() as AddressInfo).port}`;
    const downUrl = `http://127.0.0.1:${await freePort()}`;
    ports.node = await startNode(dist, platformUrl);
    ports.nginx = await startNginx(dist, platformUrl);
    ports.nodeDown = await startNode(dist, downUrl);
    ports.nginxDown = await startNginx(dist, downUrl);
    // Both behind a proxy on loopback (TRUST_PROXY), as the tests' own requests come from there.
    ports.nodeBehindProxy = await startNode(dist, platformUrl, { TRUST_PROXY: '127.0.0.0/8, ::1' });
    ports.nginxBehindProxy = await startNginx(dist, platformUrl, { TRUST_PROXY: '127.0.0.0/8, ::1' });
    // Platforms /readyz finds wanting: one answers after 3 s, one answers 500.
    const slowUrl = await fakePlatform((_req, res) => void setTimeout(() => res.writeHead(200).end('{}'), 3000));
    ports.nodeSlowPlatform = await startNode(dist, slowUrl);
    ports.nginxSlowPlatform = await startNginx(dist, slowUrl);
    const failingUrl = await fakePlatform((_req, res) => void res.writeHead(500).end('{}'));
    ports.nodeFailingPlatform = await startNode(dist, failingUrl);
    ports.nginxFailingPlatform = await startNginx(dist, failingUrl);
    // A build folder without the build.
    const empty = tmp('site-dist-empty-');
    stops.push(() => fs.rmSync(empty, { recursive: true, force: true }));
    ports.nodeNoBuild = await startNode(empty, platformUrl);
    ports.nginxNoBuild = await startNginx(empty, platformUrl);
    // Small limits, the same for both (settings.ts): a 1k body, 2k header lines, a 1 s read timeout.
    const small: ServerSettings = { ...DEFAULT_SETTINGS, maxBodyBytes: 1024, headerLineBytes: 2048, proxyReadTimeoutMs: 1000 };
    ports.nodeSmallLimits = await startNode(dist, slowUrl, {}, small);
    ports.nginxSmallLimits = await startNginx(dist, slowUrl, {}, small);
  }, 30_000);

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
    ['POST', '/venue-proxy/imty/api/mobile/GetSportEvents'],
    ['GET', '/venue-proxy/imty/api/mobile/GetMember?OddsType=3'],
    ['GET', '/venue-proxy/imty/other'],
    ['POST', '/venue-proxy/imty/other'],
  ] as const)('%s %s: the IMTY proxy prefix answers the same (stripped, to IMTY; other paths the app)', async (method, p) => {
    const body = method === 'POST' ? '{}' : undefined;
    const [node, nginx] = [await ask(ports.node, method, p, {}, body), await ask(ports.nginx, method, p, {}, body)];
    expect(nginx).toEqual(node);
    if (p.includes('/api/mobile/')) {
      expect(JSON.parse(nginx.body)).toEqual({ StatusCode: 100, StatusDesc: '', Result: { path: p.replace('/venue-proxy/imty', ''), method } });
      expect(nginx.headers['cache-control']).toBe('no-store');
    }
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

  it('a proxied IMTY request carries no cookie, no platform header and no forwarded header upstream, and IMTY\'s CORS headers and cookies stay off the site (#35 item 1)', async () => {
    const sent = {
      cookie: 'X-API-TOKEN=member-session; other=1',
      authorization: 'Bearer member',
      'x-api-token': 'member-session',
      'x-api-uuid': 'device-1',
      'x-api-site': '4002',
      'x-api-sign': 'sig',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      'user-agent': 'member-phone',
      'content-type': 'application/json',
      // IMTY's own shared parameters (SPEC §3/§7), which its API reads from the headers.
      token: 'imty-token',
      membercode: 'demo888',
      languagecode: 'CHS',
      oddstype: '3',
      timestamp: '1700000000000',
    };
    const answers: Answer[] = [];
    for (const port of [ports.node, ports.nginx]) {
      upstreamSeen.length = 0;
      answers.push(await ask(port, 'POST', '/venue-proxy/imty/api/mobile/GetSportEvents', sent, '{"Token":"imty-token"}'));
      const seen = upstreamSeen.find((r) => r.to === 'imty');
      expect(seen?.url, String(port)).toBe('/api/mobile/GetSportEvents');
      const names = Object.keys(seen?.headers ?? {});
      expect(names.filter((n) => n === 'cookie' || n === 'authorization' || n === 'user-agent' || n.startsWith('x-')), String(port)).toEqual([]);
      expect(seen?.headers['token'], String(port)).toBe('imty-token');
      expect(seen?.headers['membercode'], String(port)).toBe('demo888');
      expect(seen?.headers['languagecode'], String(port)).toBe('CHS');
      expect(seen?.headers['oddstype'], String(port)).toBe('3');
      expect(seen?.headers['timestamp'], String(port)).toBe('1700000000000');
      expect(seen?.headers['content-type'], String(port)).toBe('application/json');
    }
    const [node, nginx] = answers;
    expect(nginx).toEqual(node);
    expect(Object.keys(node?.headers ?? {}).filter((n) => n.startsWith('access-control-') || n === 'set-cookie')).toEqual([]);
    expect(JSON.parse(node?.body ?? '')).toMatchObject({ StatusCode: 100 });
  });

  const refusedPaths = [
    '/venue-proxy/imty/api/mobile/../../yewu12/api/user/getUserInfo?token=t',
    '/venue-proxy/imty/api/mobile/%2e%2e/%2E%2E/yewu12/api/user/getUserInfo',
    '/venue-proxy/imty/api/mobile/.%2e/.%2E/index.html',
    '/venue-proxy/imty/api/mobile/%252e%252e/x',
    '/venue-proxy/imty/api/mobile/..%2f..%2fyewu12',
    '/venue-proxy/imty/api/mobile/x%5C..%5Cy',
    '/site/api/v1/..;/..;/__sim/health',
    '/site/api/v1/configuration;x=1/preInfo',
    '/site/api/v1/./configuration/preInfo',
    '/game/api/v1/venue/%2F%2Fevil.example',
    '/stream/..',
    '/user/login/../../mine',
    '/mine/%2e',
  ];

  it.each(refusedPaths)('GET %s: refused with 400 and the same small Chinese page by both, nothing proxied (#35 item 2)', async (p) => {
    upstreamSeen.length = 0;
    const request = `GET ${p} HTTP/1.1\r\nHost: site.test\r\nCookie: X-API-TOKEN=member\r\nConnection: close\r\n\r\n`;
    const [node, nginx] = [await rawAsk(ports.node, request), await rawAsk(ports.nginx, request)];
    expect(node.status).toBe(400);
    expect(node.body).toContain('<html lang="zh-CN">');
    expect(node.body).toContain('<title>链接无效</title>');
    expect(node.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(nginx).toEqual(node);
    expect(upstreamSeen).toEqual([]);
  });

  it.each([
    '/site/api/v1/configuration/preInfo?next=../..;/x%2f',
    '/venue-proxy/imty/api/mobile/GetMember?OddsType=3&back=..',
    '/help/%E5%B8%AE%E5%8A%A9',
    '/chat/a..b/c',
  ])('GET %s: a query or a name with dots is not a dot segment, served as before', async (p) => {
    const request = `GET ${p} HTTP/1.1\r\nHost: site.test\r\nConnection: close\r\n\r\n`;
    const [node, nginx] = [await rawAsk(ports.node, request), await rawAsk(ports.nginx, request)];
    expect(node.status).toBe(200);
    expect({ ...nginx, body: '' }).toEqual({ ...node, body: '' });
  });

  it('a client\'s X-Forwarded-Host and X-Forwarded-Proto change nothing: no host of theirs in the policy, no HSTS over plain http, not passed to the platform (#35 item 3)', async () => {
    const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' };
    for (const port of [ports.node, ports.nginx]) {
      const plain = await ask(port, 'GET', '/', { host: 'site.test' });
      const page = await ask(port, 'GET', '/', { host: 'site.test', ...forged });
      expect(page.headers['content-security-policy'], String(port)).not.toContain('evil.example');
      expect(page.headers['content-security-policy'], String(port)).not.toMatch(/wss?:/);
      expect(page.headers['strict-transport-security'], String(port)).toBeUndefined();
      expect(page, String(port)).toEqual(plain);
      upstreamSeen.length = 0;
      const api = await ask(port, 'POST', '/site/api/v1/configuration/preInfo', { host: 'site.test', ...forged }, '{}');
      expect(api.headers['strict-transport-security'], String(port)).toBeUndefined();
      const seen = upstreamSeen.find((r) => r.to === 'platform');
      expect(seen?.headers['x-forwarded-host'], String(port)).toBe('site.test');
      expect(seen?.headers['x-forwarded-proto'], String(port)).toBe('http');
      expect(seen?.headers['x-forwarded-for'], String(port)).toBe('127.0.0.1');
    }
  });

  it.each([
    ['TRACE on a platform path', 'TRACE /site/api/v1/configuration/preInfo HTTP/1.1\r\nHost: site.test\r\n'],
    ['TRACE on a page', 'TRACE /mine HTTP/1.1\r\nHost: site.test\r\n'],
    ['TRACE on the IMTY prefix', 'TRACE /venue-proxy/imty/api/mobile/GetMember HTTP/1.1\r\nHost: site.test\r\n'],
    ['CONNECT on a platform path', 'CONNECT /site/api/v1/configuration/preInfo HTTP/1.1\r\nHost: site.test\r\n'],
    ['CONNECT to an authority', 'CONNECT 127.0.0.1:80 HTTP/1.1\r\nHost: 127.0.0.1:80\r\n'],
    ['OPTIONS *', 'OPTIONS * HTTP/1.1\r\nHost: site.test\r\n'],
    ['HTTP/1.2', 'GET / HTTP/1.2\r\nHost: site.test\r\n'],
    ['HTTP/2.0 in plain text', 'GET / HTTP/2.0\r\nHost: site.test\r\n'],
    ['HTTP/3.0', 'GET /site/api/v1/configuration/preInfo HTTP/3.0\r\nHost: site.test\r\n'],
    ['a WebSocket upgrade on a page path', 'GET /user/login HTTP/1.1\r\nHost: site.test\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n'],
    ['a WebSocket upgrade on the IMTY prefix', 'GET /venue-proxy/imty/api/mobile/GetMember HTTP/1.1\r\nHost: site.test\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n'],
  ])('%s: the same answer from both, nothing reaches the platform or IMTY (#35 item 8)', async (_what, head) => {
    upstreamSeen.length = 0;
    // An upgrade keeps its own Connection header; the rest close after the answer.
    const request = head.includes('Upgrade:') ? `${head}\r\n` : `${head}Connection: close\r\n\r\n`;
    const [node, nginx] = [await rawAsk(ports.node, request), await rawAsk(ports.nginx, request)];
    expect(node.status).toBeGreaterThanOrEqual(400);
    expect(nginx).toEqual(node);
    expect(upstreamSeen).toEqual([]);
  });

  it('an absolute-form target: both read it as its path (as nginx always did), the authority never reaches the platform', async () => {
    const request = 'GET http://evil.example/site/api/v1/configuration/preInfo HTTP/1.1\r\nHost: site.test\r\nConnection: close\r\n\r\n';
    for (const port of [ports.node, ports.nginx]) {
      upstreamSeen.length = 0;
      const answer = await rawAsk(port, request);
      expect(answer.status, String(port)).toBe(200);
      expect(upstreamSeen.map((r) => r.url), String(port)).toEqual(['/site/api/v1/configuration/preInfo']);
    }
  });

  it('behind a trusted proxy (TRUST_PROXY) both follow its X-Forwarded-Host/Proto/For alike; the chat socket never follows a header', async () => {
    const forwarded = { host: 'internal:8080', 'x-forwarded-host': 'site.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' };
    const answers: Answer[] = [];
    for (const port of [ports.nodeBehindProxy, ports.nginxBehindProxy]) {
      const page = await ask(port, 'GET', '/', forwarded);
      answers.push(page);
      expect(page.headers['strict-transport-security'], String(port)).toBe('max-age=31536000');
      const csp = page.headers['content-security-policy'] ?? '';
      expect(csp, String(port)).toMatch(/frame-src https:\/\/site\.example:\d+;/);
      expect(csp, String(port)).not.toMatch(/wss?:/);
      upstreamSeen.length = 0;
      const api = await ask(port, 'POST', '/site/api/v1/configuration/preInfo', forwarded, '{}');
      expect(api.headers['strict-transport-security'], String(port)).toBe('max-age=31536000');
      const seen = upstreamSeen.find((r) => r.to === 'platform');
      expect(seen?.headers['x-forwarded-host'], String(port)).toBe('site.example');
      expect(seen?.headers['x-forwarded-proto'], String(port)).toBe('https');
      expect(seen?.headers['x-forwarded-for'], String(port)).toBe('203.0.113.9, 127.0.0.1');
    }
    expect(answers[1]).toEqual(answers[0]);
  });

  /** The lines a server logged since `from` (nginx: its log file; Node: what its log was given). */
  async function logLines(port: number, which: 'access' | 'rum'): Promise<string[]> {
    const dir = nginxDirs.get(port);
    if (dir === undefined) return nodeLines.get(port)?.[which] ?? [];
    // nginx writes the line as the request ends, which may be just after the answer arrived.
    await new Promise((r) => setTimeout(r, 100));
    const file = path.join(dir, 'logs', which === 'access' ? 'access.log' : 'rum.log');
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  }

  describe('health checks (#39 item 1)', () => {
    it('/healthz: 200 {"status":"ok"}, no-store, from both; other methods 405', async () => {
      const [node, nginx] = [await ask(ports.node, 'GET', '/healthz'), await ask(ports.nginx, 'GET', '/healthz')];
      expect(node.status).toBe(200);
      expect(JSON.parse(node.body)).toEqual({ status: 'ok' });
      expect(node.headers['cache-control']).toBe('no-store');
      expect(node.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(nginx).toEqual(node);
      const [postNode, postNginx] = [await ask(ports.node, 'POST', '/healthz', {}, '{}'), await ask(ports.nginx, 'POST', '/healthz', {}, '{}')];
      expect(postNode.status).toBe(405);
      expect(postNginx).toEqual(postNode);
      const [headNode, headNginx] = [await ask(ports.node, 'HEAD', '/readyz'), await ask(ports.nginx, 'HEAD', '/readyz')];
      expect([headNode.status, headNode.body]).toEqual([200, '']);
      expect(headNginx).toEqual(headNode);
    });

    it('/readyz: ready when the build is there and the platform answers its cheap call; the call carries the request id', async () => {
      for (const port of [ports.node, ports.nginx]) {
        upstreamSeen.length = 0;
        const ready = await ask(port, 'GET', '/readyz', { 'x-request-id': `ready-${port}` });
        expect(ready.status, String(port)).toBe(200);
        expect(JSON.parse(ready.body), String(port)).toEqual({ status: 'ready' });
        expect(ready.headers['cache-control'], String(port)).toBe('no-store');
        expect(upstreamSeen.map((r) => `${r.method} ${r.url} ${String(r.headers['x-request-id'])}`), String(port)).toEqual([`POST /site/api/v1/configuration/preInfo ready-${port}`]);
      }
      expect(await ask(ports.nginx, 'GET', '/readyz')).toEqual(await ask(ports.node, 'GET', '/readyz'));
    });

    it.each([
      ['the platform down', 'Down', '平台无法连接'],
      ['the platform silent past 2 s', 'SlowPlatform', '平台 2 秒内无应答'],
      ['the platform answering 500', 'FailingPlatform', '平台应答异常（HTTP 500）'],
      ['no build in SITE_DIST', 'NoBuild', '站点文件缺失（index.html）'],
    ] as const)('/readyz with %s: 503 with the reason, the same from both', async (_what, which, reason) => {
      const started = Date.now();
      const node = await ask(ports[`node${which}`], 'GET', '/readyz');
      const nginx = await ask(ports[`nginx${which}`], 'GET', '/readyz');
      expect(Date.now() - started).toBeLessThan(6000);
      expect(node.status).toBe(503);
      expect(JSON.parse(node.body)).toEqual({ status: 'unready', reason });
      expect(node.headers['cache-control']).toBe('no-store');
      expect(nginx).toEqual(node);
    });

    it('a health path under a platform prefix is the platform\'s; neither check is logged at info', async () => {
      for (const port of [ports.node, ports.nginx]) {
        upstreamSeen.length = 0;
        const proxied = await ask(port, 'GET', '/site/api/healthz');
        expect(JSON.parse(proxied.body), String(port)).toMatchObject({ status_code: 6000, data: { path: '/site/api/healthz' } });
        await ask(port, 'GET', '/stream/readyz');
        expect(upstreamSeen.map((r) => r.url), String(port)).toEqual(['/site/api/healthz', '/stream/readyz']);
        const before = (await logLines(port, 'access')).length;
        await ask(port, 'GET', '/healthz');
        await ask(port, 'GET', '/readyz');
        await ask(port, 'GET', '/favicon.svg');
        const added = (await logLines(port, 'access')).slice(before).map((l) => (JSON.parse(l) as { path: string }).path);
        expect(added, String(port)).toEqual(['/favicon.svg']);
      }
    });
  });

  describe('request log and request id (#39 item 3)', () => {
    it('one JSON line per request with the same fields from both, and no cookie, token, ?url= or body in it', async () => {
      const secret = { cookie: 'X-API-TOKEN=tok-cookie-7f3a; other=1', authorization: 'Bearer tok-bearer-9c1d', 'x-api-token': 'tok-header-51be', 'content-type': 'application/json' };
      const target = '/site/api/v1/configuration/preInfo?token=tok-query-22aa&url=https%3A%2F%2Flobby.venue.example%2Fplay%3Fkey%3Dtok-url-03bc';
      const lines: Record<string, unknown>[] = [];
      for (const port of [ports.node, ports.nginx]) {
        const before = (await logLines(port, 'access')).length;
        const answer = await ask(port, 'POST', target, { ...secret, 'x-request-id': `log-test-${port}` }, '{"password":"tok-body-66de"}');
        expect(answer.status, String(port)).toBe(200);
        const page = await ask(port, 'GET', '/game/sport/im?url=https%3A%2F%2Flobby.venue.example%2F%3Ftoken%3Dtok-page-77ef', secret);
        const added = (await logLines(port, 'access')).slice(before);
        expect(added, String(port)).toHaveLength(2);
        for (const line of added) expect(line, String(port)).not.toMatch(/tok-|lobby\.venue|password|cookie|Bearer|url=|token=/);
        const [api, html] = added.map((l) => JSON.parse(l) as Record<string, unknown>);
        expect(api, String(port)).toMatchObject({ level: 'info', kind: 'request', request_id: `log-test-${port}`, method: 'POST', path: '/site/api/v1/configuration/preInfo', status: 200 });
        expect(html, String(port)).toMatchObject({ level: 'info', kind: 'request', request_id: page.requestId, method: 'GET', path: '/game/sport/im', status: 200 });
        expect(Object.keys(api ?? {}), String(port)).toEqual(['time', 'level', 'kind', 'request_id', 'method', 'path', 'status', 'bytes', 'duration', 'upstream_time']);
        expect(typeof api?.['upstream_time'], String(port)).toBe('number');
        expect(html?.['upstream_time'], String(port)).toBeNull();
        expect(html?.['bytes'], String(port)).toBe(Buffer.byteLength(page.body));
        expect(typeof html?.['duration'], String(port)).toBe('number');
        expect(Number.isNaN(Date.parse(String(api?.['time']))), String(port)).toBe(false);
        lines.push(api ?? {});
      }
    });

    it('X-Request-Id: a given one is passed to the platform and echoed; without one, a new id (32 hex digits) is made, passed and echoed; a malformed one is replaced', async () => {
      for (const port of [ports.node, ports.nginx]) {
        upstreamSeen.length = 0;
        const given = await ask(port, 'POST', '/site/api/v1/configuration/preInfo', { 'x-request-id': 'lb-abc.123:4' }, '{}');
        expect(given.requestId, String(port)).toBe('lb-abc.123:4');
        expect(upstreamSeen[0]?.headers['x-request-id'], String(port)).toBe('lb-abc.123:4');
        upstreamSeen.length = 0;
        const made = await ask(port, 'POST', '/site/api/v1/configuration/preInfo', {}, '{}');
        expect(made.requestId, String(port)).toMatch(/^[0-9a-f]{32}$/);
        expect(upstreamSeen[0]?.headers['x-request-id'], String(port)).toBe(made.requestId);
        const page = await ask(port, 'GET', '/mine', { 'x-request-id': 'bad id "with" quotes' });
        expect(page.requestId, String(port)).toMatch(/^[0-9a-f]{32}$/);
        const missing = await ask(port, 'GET', '/assets/gone.js');
        expect(missing.requestId, String(port)).toMatch(/^[0-9a-f]{32}$/);
      }
    });
  });

  describe('field data endpoint POST /rum (#36 item 5)', () => {
    const report = JSON.stringify({ v: 1, page: '/chat/$roomId', metrics: [{ name: 'LCP', value: 812.5, rating: 'good' }], errors: [] });

    it('a beacon (text/plain or application/json) is answered 204 and written as one JSON line by both', async () => {
      for (const port of [ports.node, ports.nginx]) {
        for (const type of ['text/plain;charset=UTF-8', 'application/json']) {
          const before = (await logLines(port, 'rum')).length;
          const answer = await ask(port, 'POST', '/rum', { 'content-type': type, 'x-request-id': `rum-${port}` }, report);
          expect(answer.status, `${port} ${type}`).toBe(204);
          expect(answer.headers['cache-control'], String(port)).toBeUndefined();
          const added = (await logLines(port, 'rum')).slice(before);
          expect(added, `${port} ${type}`).toHaveLength(1);
          const line = JSON.parse(added[0] ?? '{}') as { kind: string; request_id: string; report: unknown; time: string };
          expect(line.kind).toBe('rum');
          expect(line.request_id).toBe(`rum-${port}`);
          // Node keeps the parsed report, nginx the body as a string (tools/rum-report.mjs reads both).
          expect(typeof line.report === 'string' ? (JSON.parse(line.report) as unknown) : line.report).toEqual(JSON.parse(report));
        }
      }
    });

    it('refused alike by both: other methods 405, other types 415, over 16 KB 413; never sent to the platform', async () => {
      upstreamSeen.length = 0;
      const cases: [string, Record<string, string>, string | undefined, number][] = [
        ['GET', {}, undefined, 405],
        ['POST', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1', 415],
        ['POST', { 'content-type': 'text/plain' }, 'x'.repeat(17 * 1024), 413],
      ];
      for (const [method, headers, body, status] of cases) {
        const node = await ask(ports.node, method, '/rum', headers, body);
        const nginx = await ask(ports.nginx, method, '/rum', headers, body);
        expect(node.status, `${method} ${status}`).toBe(status);
        expect(nginx, `${method} ${status}`).toEqual(node);
      }
      expect(upstreamSeen).toEqual([]);
    });
  });

  describe('limits from one list of settings (#39 item 5)', () => {
    it('a body over SITE_MAX_BODY: 413 and the same small page from both, the platform never asked', async () => {
      upstreamSeen.length = 0;
      const node = await ask(ports.nodeSmallLimits, 'POST', '/site/api/v1/user/login', { 'content-type': 'application/json' }, 'x'.repeat(2000));
      const nginx = await ask(ports.nginxSmallLimits, 'POST', '/site/api/v1/user/login', { 'content-type': 'application/json' }, 'x'.repeat(2000));
      expect(node.status).toBe(413);
      expect(node.body).toContain('<title>提交内容过大</title>');
      expect(nginx).toEqual(node);
    });

    it('a header line over SITE_MAX_HEADER_LINE: 431; an address over it: 414, from both', async () => {
      const header = { 'x-long': 'h'.repeat(3000) };
      const [node, nginx] = [await ask(ports.nodeSmallLimits, 'GET', '/mine', header), await ask(ports.nginxSmallLimits, 'GET', '/mine', header)];
      expect([node.status, nginx.status]).toEqual([431, 431]);
      expect(nginx.body).toBe(node.body);
      const long = `/mine?x=${'a'.repeat(2100)}`;
      const [nodeUrl, nginxUrl] = [await ask(ports.nodeSmallLimits, 'GET', long), await ask(ports.nginxSmallLimits, 'GET', long)];
      expect([nodeUrl.status, nginxUrl.status]).toEqual([414, 414]);
      // The default (8k) takes both.
      expect((await ask(ports.node, 'GET', '/mine', header)).status).toBe(200);
      expect((await ask(ports.nginx, 'GET', '/mine', header)).status).toBe(200);
    });

    it('the platform silent past SITE_PROXY_READ_TIMEOUT: the 502 envelope from both, in about that time', async () => {
      const started = Date.now();
      const node = await ask(ports.nodeSmallLimits, 'POST', '/site/api/v1/configuration/preInfo', {}, '{}');
      const nginx = await ask(ports.nginxSmallLimits, 'POST', '/site/api/v1/configuration/preInfo', {}, '{}');
      expect(Date.now() - started).toBeLessThan(2900);
      expect(node.status).toBe(502);
      expect(nginx).toEqual(node);
    });

    it('keep-alive, connect timeout, body and header limits are written into nginx\'s configuration from the same settings', () => {
      const conf = render({ settings: { ...DEFAULT_SETTINGS, keepAliveTimeoutMs: 75_000, keepAliveRequests: 500, proxyConnectTimeoutMs: 3000, maxBodyBytes: 5 * 1024 * 1024 } });
      expect(conf).toContain('keepalive_timeout 75s;');
      expect(conf).toContain('keepalive_requests 500;');
      expect(conf).toContain('proxy_connect_timeout 3s;');
      expect(conf).toContain('client_max_body_size 5m;');
      expect(conf).toContain('large_client_header_buffers 4 8k;');
    });
  });
});
