// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { VENUE_API_PATHS } from '@site/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from './serve';
import { IMTY_PROXY_PREFIX, imtyApiUrlFromEnv, imtyUpstreamPath } from './venue-proxy';

const listen = (s: http.Server) => new Promise<number>((resolve) => s.listen(0, '127.0.0.1', () => resolve((s.address() as AddressInfo).port)));
const seen: { method: string; path: string; host: string; token: string; body: string }[] = [];
let imty: http.Server;
let platform: http.Server;
let site: http.Server;
let base = '';

beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="zh-CN"><body>首页</body></html>');
  const echo = (name: string) =>
    http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        if (name === 'imty') seen.push({ method: req.method ?? '', path: req.url ?? '', host: req.headers.host ?? '', token: String(req.headers['token'] ?? ''), body });
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'max-age=600' }).end(JSON.stringify({ StatusCode: 100, from: name }));
      });
    });
  imty = echo('imty');
  platform = echo('platform');
  const imtyPort = await listen(imty);
  site = createSiteServer({ distDir: dist, platformUrl: `http://127.0.0.1:${await listen(platform)}`, imtyApiUrl: `http://127.0.0.1:${imtyPort}` });
  base = `http://127.0.0.1:${await listen(site)}`;
});

afterAll(async () => {
  for (const s of [site, imty, platform]) await new Promise((r) => s.close(r));
});

describe('the IMTY proxy prefix (SPEC §7)', () => {
  it('is the contract’s prefix', () => {
    expect(IMTY_PROXY_PREFIX).toBe(VENUE_API_PATHS.imtyProxyPrefix);
  });

  it('sends POST and GET under /venue-proxy/imty/api/mobile/ to IMTY with the prefix stripped, body and headers kept, reply not cached', async () => {
    const post = await fetch(`${base}${IMTY_PROXY_PREFIX}${VENUE_API_PATHS.imtyEvents}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Token: 'tok-1' },
      body: JSON.stringify({ Token: 'tok-1', MemberCode: 'demo888' }),
    });
    expect(post.status).toBe(200);
    expect(await post.json()).toEqual({ StatusCode: 100, from: 'imty' });
    expect(post.headers.get('cache-control')).toBe('no-store');
    const get = await fetch(`${base}${IMTY_PROXY_PREFIX}/api/mobile/GetMember?OddsType=3`);
    expect(await get.json()).toEqual({ StatusCode: 100, from: 'imty' });
    expect(seen.map((r) => [r.method, r.path, r.token, r.body])).toEqual([
      ['POST', VENUE_API_PATHS.imtyEvents, 'tok-1', '{"Token":"tok-1","MemberCode":"demo888"}'],
      ['GET', '/api/mobile/GetMember?OddsType=3', '', ''],
    ]);
    expect(seen[0]?.host).toBe(new URL(`http://${String((imty.address() as AddressInfo).address)}:${String((imty.address() as AddressInfo).port)}`).host);
  });

  it('leaves every other path under the prefix to the app', async () => {
    const page = await fetch(`${base}${IMTY_PROXY_PREFIX}/other`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect((await fetch(`${base}${IMTY_PROXY_PREFIX}/other`, { method: 'POST' })).status).toBe(405);
  });

  it('reads the upstream path and IMTY’s origin', () => {
    expect(imtyUpstreamPath('/venue-proxy/imty/api/mobile/x?a=1')).toBe('/api/mobile/x?a=1');
    expect(imtyUpstreamPath('/venue-proxy/imty/api/mobilex')).toBeNull();
    expect(imtyUpstreamPath('/x/venue-proxy/imty/api/mobile/x')).toBeNull();
    expect(imtyApiUrlFromEnv('http://127.0.0.1:4100', {})).toBe('http://127.0.0.1:4101');
    expect(imtyApiUrlFromEnv('http://127.0.0.1:4100', { SIM_VENUE_PORT: '5999' })).toBe('http://127.0.0.1:5999');
    expect(imtyApiUrlFromEnv('https://platform.example', { SITE_IMTY_API_URL: 'https://api.imty.example/' })).toBe('https://api.imty.example');
  });
});
