import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { API_PATHS } from '@site/api-contract';
import { platformHeaders } from '../money/money-api';

// nginx (deploy/nginx) must answer exactly as the Node server (apps/web/server): the same status,
// the same headers and the same body for pages, files, errors, the CSP report endpoint and the
// platform's paths. Runs in the `nginx` project, with both servers up (playwright.config.ts).

const port = Number(process.env['E2E_PORT'] ?? 4310);
const nodePort = port;
const nginxPort = Number(process.env['E2E_NGINX_PORT'] ?? port + 3);

/**
 * Headers each server adds on its own, not part of the site's answer: transport (length, chunking,
 * keep-alive), the date, nginx's name, and nginx's validators and range support for static files
 * (the Node server relies on immutable / no-store instead), and the request id (each request's own;
 * deploy/health.spec.ts and apps/web/server/nginx/nginx.test.ts test it).
 */
const SERVER_OWN = new Set(['date', 'server', 'content-length', 'connection', 'keep-alive', 'transfer-encoding', 'etag', 'last-modified', 'accept-ranges', 'x-request-id']);

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function ask(serverPort: number, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: serverPort, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        let raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        if (encoding === 'gzip') raw = zlib.gunzipSync(raw);
        if (encoding === 'br') raw = zlib.brotliDecompressSync(raw);
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) if (!SERVER_OWN.has(name) && value !== undefined) kept[name] = String(value);
        resolve({ status: res.statusCode ?? 0, headers: kept, body: raw.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

// Both servers see the same browser host, so the host-dependent CSP sources are comparable. (Host:
// neither server takes X-Forwarded-Host from a client that TRUST_PROXY does not name.)
const HOST = { host: 'site.test:8443' };
const GZIP = { ...HOST, 'accept-encoding': 'gzip' };
const BR = { ...HOST, 'accept-encoding': 'gzip, deflate, br' };
const brotliModule = fs.existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so');

const assetOf = (html: string) => /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '/assets/missing.js';

type Case = [method: string, path: string, headers?: Record<string, string>, body?: string];

test('pages, files and errors: nginx answers as the Node server', async () => {
  const asset = assetOf((await ask(nodePort, 'GET', '/', HOST)).body);
  const cases: Case[] = [
    ['GET', '/', GZIP],
    ['GET', '/index.html', HOST],
    ['HEAD', '/', HOST],
    // Each page's own preloads and boot shell (page-preloads.ts / .pages written by the build).
    ['GET', '/mine/finance/deposit', GZIP],
    ['GET', '/mine/vip/', HOST],
    ['GET', '/mine', HOST],
    ['GET', '/user/login?redirect=%2Fmine', HOST],
    ['GET', '/game/sport', HOST],
    ['GET', '/agent', HOST],
    ['GET', '/chat', HOST],
    ['GET', '/chat/12', HOST],
    ['GET', '/help/%E5%B8%AE%E5%8A%A9', HOST],
    ['GET', '/sponsor/7', HOST],
    ['GET', '/no/such/page', HOST],
    ['GET', asset, GZIP],
    ['GET', asset, HOST],
    ['GET', '/favicon.png', HOST],
    // The installable site's files: the worker (no-cache), its offline page, the manifest, an icon.
    ['GET', '/sw.js', GZIP],
    ['GET', '/offline.html', GZIP],
    ['GET', '/manifest.webmanifest', GZIP],
    ['GET', '/icons/icon-192.png', HOST],
    ['GET', '/assets/gone-000.js', HOST],
    ['GET', '/gone.png', HOST],
    ['GET', '/.vite/manifest.json', HOST],
    ['POST', '/user/login', HOST, '{}'],
    ['DELETE', asset, HOST],
    // The host the policy names: https behind a proxy, a forged host, no proxy at all.
    ['GET', '/', { 'x-forwarded-host': 'site.example', 'x-forwarded-proto': 'https' }],
    ['GET', '/', { ...HOST, 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }],
    ['GET', '/', { 'x-forwarded-host': "evil.example; script-src * 'unsafe-inline'" }],
    ['GET', '/', { host: '[::1]:8080' }],
    ['GET', '/', { host: 'site.test' }],
    // CSP reports.
    ['GET', '/csp-report', HOST],
    ['POST', '/csp-report', { ...HOST, 'content-type': 'application/csp-report' }, JSON.stringify({ 'csp-report': { 'blocked-uri': 'https://x.example/' } })],
  ];
  for (const [method, path, headers = {}, body] of cases) {
    const [node, nginx] = [await ask(nodePort, method, path, headers, body), await ask(nginxPort, method, path, headers, body)];
    expect(nginx, `${method} ${path} ${JSON.stringify(headers)}`).toEqual(node);
  }
});

test('brotli: nginx compresses as the Node server when its module is installed', async () => {
  test.skip(!brotliModule, 'libnginx-mod-http-brotli-filter is not installed: nginx answers gzip only');
  const asset = assetOf((await ask(nodePort, 'GET', '/', HOST)).body);
  for (const path of ['/', '/mine/finance/deposit', asset]) {
    const [node, nginx] = [await ask(nodePort, 'GET', path, BR), await ask(nginxPort, 'GET', path, BR)];
    expect(nginx.headers['content-encoding'], path).toBe('br');
    expect(nginx, path).toEqual(node);
  }
});

test("the platform's paths: nginx proxies as the Node server, with the same headers", async () => {
  const json = (key: keyof typeof API_PATHS) => ({ ...platformHeaders(key), ...HOST });
  const cases: Case[] = [
    ['POST', API_PATHS.preInfo, json('preInfo'), '{}'],
    ['POST', API_PATHS.preInfo, { ...json('preInfo'), 'x-forwarded-proto': 'https' }, '{}'],
    // Not the platform's: pages under /game and /agent stay the app's.
    ['GET', '/game/api', HOST],
    ['POST', '/site/api/v1/no-such-call', json('preInfo'), '{}'],
  ];
  for (const [method, path, headers = {}, body] of cases) {
    const [node, nginx] = [await ask(nodePort, method, path, headers, body), await ask(nginxPort, method, path, headers, body)];
    // The simulator's replies carry fresh values (request ids, times): compare what the servers add.
    const comparable = (a: Answer) => ({ status: a.status, headers: a.headers, body: a.headers['content-type']?.startsWith('text/html') ? a.body : '' });
    expect(comparable(nginx), `${method} ${path}`).toEqual(comparable(node));
  }
});

/**
 * A request written byte for byte (browsers and client libraries resolve dot segments and refuse
 * odd methods and versions): status, the site's headers and the body, or status 0 when the server
 * closed without an answer.
 */
function askRaw(serverPort: number, text: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(serverPort, '127.0.0.1', () => socket.write(text));
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => socket.destroy());
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', (e: NodeJS.ErrnoException) => (e.code === 'ECONNRESET' ? undefined : reject(e)));
    socket.on('close', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const split = raw.indexOf('\r\n\r\n');
      if (!raw.startsWith('HTTP/') || split < 0) {
        resolve({ status: 0, headers: {}, body: raw });
        return;
      }
      const [statusLine = '', ...lines] = raw.slice(0, split).split('\r\n');
      const headers: Record<string, string> = {};
      let chunked = false;
      for (const line of lines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        if (name === 'transfer-encoding') chunked = /chunked/i.test(value);
        if (!SERVER_OWN.has(name)) headers[name] = value;
      }
      let body = raw.slice(split + 4);
      if (chunked) body = body.replace(/([0-9a-f]+)\r\n([\s\S]*?)\r\n(?=[0-9a-f]+\r\n|$)/gi, '$2');
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

const UPGRADE = 'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n';

test('requests refused before any prefix: both servers give the same answer (#35 items 2 and 8)', async () => {
  const cases: [what: string, request: string, status: number][] = [
    // Dot segments, encoded slashes and `;` parameters (item 2): 400 and the small Chinese page.
    ['dot segments out of IMTY\'s /api/mobile', 'GET /venue-proxy/imty/api/mobile/../../yewu12/api/user/getUserInfo HTTP/1.1', 400],
    ['encoded dot segments', 'GET /venue-proxy/imty/api/mobile/%2e%2e/%2E%2E/index.html HTTP/1.1', 400],
    ['`..;` on a platform path', 'GET /site/api/v1/..;/..;/__sim/health HTTP/1.1', 400],
    ['an encoded slash', 'GET /site/api/v1/a%2F..%2Fb HTTP/1.1', 400],
    ['a dot segment in a page path', 'GET /user/login/../../mine HTTP/1.1', 400],
    // Item 8: one answer per case, the stricter of what the two servers gave.
    ['TRACE on a platform path', 'TRACE /site/api/v1/configuration/preInfo HTTP/1.1', 405],
    ['CONNECT on a platform path', 'CONNECT /site/api/v1/configuration/preInfo HTTP/1.1', 405],
    ['CONNECT to an authority', 'CONNECT 127.0.0.1:443 HTTP/1.1', 400],
    ['OPTIONS *', 'OPTIONS * HTTP/1.1', 400],
    ['HTTP/1.2', 'GET / HTTP/1.2', 505],
    ['HTTP/2.0 in plain text', 'GET / HTTP/2.0', 505],
    ['HTTP/3.0 on a platform path', 'POST /site/api/v1/configuration/preInfo HTTP/3.0', 505],
    ['a WebSocket upgrade on a page path', `GET /chat HTTP/1.1\r\n${UPGRADE.trimEnd()}`, 400],
  ];
  for (const [what, line, status] of cases) {
    const request = `${line}\r\nHost: site.test:8443\r\n${line.includes('Upgrade:') ? '' : 'Connection: close\r\n'}\r\n`;
    const [node, nginx] = [await askRaw(nodePort, request), await askRaw(nginxPort, request)];
    expect(node.status, what).toBe(status);
    expect(nginx, what).toEqual(node);
    if (status !== 405) expect(node.body, what).toContain('<html lang="zh-CN">');
  }
});
