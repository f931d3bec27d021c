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
const seen: { method: string; path: string; host: string; token: string; body: string; headers: http.IncomingHttpHeaders }[] = [];
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
        if (name === 'imty') seen.push({ method: req.method ?? '', path: req.url ?? '', host: req.headers.host ?? '', token: String(req.headers['token'] ?? ''), body, headers: req.headers });
        res
          .writeHead(200, {
            'content-type': 'application/json',
            'cache-control': 'max-age=600',
            'access-control-allow-origin': '*',
            'access-control-allow-credentials': 'true',
            'set-cookie': 'X-API-TOKEN=from-imty; Path=/',
          })
          .end(JSON.stringify({ StatusCode: 100, from: name }));
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

  it("sends IMTY none of the member's cookies, Authorization, platform X-API-* or X-Forwarded-* headers, and passes none of its CORS headers or cookies back (#35 item 1)", async () => {
    seen.length = 0;
    const res = await fetch(`${base}${IMTY_PROXY_PREFIX}/api/mobile/GetMember`, {
      method: 'POST',
      headers: {
        cookie: 'X-API-TOKEN=member-session',
        authorization: 'Bearer member',
        'x-api-token': 'member-session',
        'x-api-uuid': 'device-1',
        'x-api-sign': 'sig',
        'x-forwarded-for': '203.0.113.9',
        'x-forwarded-host': 'evil.example',
        'content-type': 'application/json',
        Token: 'imty-token',
        MemberCode: 'demo888',
        LanguageCode: 'CHS',
        OddsType: '3',
        TimeStamp: '1700000000000',
      },
      body: '{}',
    });
    expect(res.status).toBe(200);
    const headers = seen[0]?.headers ?? {};
    expect(Object.keys(headers).filter((n) => n === 'cookie' || n === 'authorization' || n.startsWith('x-'))).toEqual([]);
    expect([headers['token'], headers['membercode'], headers['languagecode'], headers['oddstype'], headers['timestamp']]).toEqual(['imty-token', 'demo888', 'CHS', '3', '1700000000000']);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('answers IMTY calls as an unreachable provider when no IMTY origin is configured', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-'));
    const bare = createSiteServer({ distDir: dist, platformUrl: 'https://platform.example' });
    const port = await listen(bare);
    const res = await fetch(`http://127.0.0.1:${port}${IMTY_PROXY_PREFIX}/api/mobile/GetMember`);
    expect(res.status).toBe(502);
    expect(res.headers.get('cache-control')).toBe('no-store');
    await new Promise((r) => bare.close(r));
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
    // The simulator at its own address (SIM_HOST/SIM_PORT), as npm start and the browser tests run it.
    expect(imtyApiUrlFromEnv('http://127.0.0.1:4311', { SIM_PORT: '4311' })).toBe('http://127.0.0.1:4312');
  });

  it('refuses to guess IMTY’s origin for a platform that is not the embedded simulator (#35 item 4)', () => {
    for (const platform of ['https://platform.example', 'http://127.0.0.1:8080', 'https://site.example']) {
      expect(() => imtyApiUrlFromEnv(platform, {}), platform).toThrow(/SITE_IMTY_API_URL/);
    }
    expect(() => imtyApiUrlFromEnv('http://127.0.0.1:4100', { SIM_PORT: '4200' })).toThrow(/SITE_IMTY_API_URL/);
    expect(() => imtyApiUrlFromEnv('https://platform.example', { SITE_IMTY_API_URL: 'ftp://imty.example' })).toThrow(/http/);
  });
});
