// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatSocketSourcesFromEnv, contentSecurityPolicy, venueFrameSourcesFromEnv } from './security-headers';
import { createSiteServer } from './serve';
import { parseTrustProxy } from './trust-proxy';
import { THEME_BOOT_HASH } from '../build/theme-boot';

/** The tests' own requests come from loopback: a server behind a proxy there. */
const behindLocalProxy = parseTrustProxy('127.0.0.1');

const servers: http.Server[] = [];
let dist = '';

const listen = async (s: http.Server) => {
  servers.push(s);
  return new Promise<string>((resolve) => s.listen(0, '127.0.0.1', () => resolve(`127.0.0.1:${(s.address() as AddressInfo).port}`)));
};

/** The CSP as a map directive → sources, so tests read one directive at a time. */
function directives(policy: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-csp-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="zh-CN"><body>首页</body></html>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'export {};');
});

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
});

const SITE_HEADERS = {
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
};

describe('security headers of the production server', () => {
  it('serves pages with the full policy and no-store, venue frames and calls only to the simulator venue origin', async () => {
    const base = await listen(createSiteServer({ distDir: dist, platformUrl: 'http://127.0.0.1:4341' }));
    for (const p of ['/', '/index.html', '/mine/finance/deposit']) {
      const res = await fetch(`http://${base}${p}`);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('cache-control'), p).toBe('no-store');
      for (const [name, value] of Object.entries(SITE_HEADERS)) expect(res.headers.get(name), `${p} ${name}`).toBe(value);
      expect(res.headers.get('strict-transport-security'), p).toBeNull();
      const csp = directives(res.headers.get('content-security-policy'));
      expect(Object.fromEntries(csp), p).toEqual({
        'default-src': ["'self'"],
        'script-src': ["'self'", THEME_BOOT_HASH],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'https:'],
        // The chat socket on the site's own host is 'self' (CSP Level 3); the simulator's venue APIs on its venue port.
        'connect-src': ["'self'", 'http://127.0.0.1:4342'],
        // The simulator serves lobbies on the hostname the browser used and its venue port (platform port + 1).
        'frame-src': ['http://127.0.0.1:4342'],
        'frame-ancestors': ["'self'"],
        'form-action': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'report-uri': ['/csp-report'],
      });
    }
  });

  it('follows the host and scheme the browser used behind a trusted proxy (TRUST_PROXY: X-Forwarded-Host/Proto), with HSTS over https only', async () => {
    const base = await listen(createSiteServer({ distDir: dist, platformUrl: 'http://127.0.0.1:4341', trustProxy: behindLocalProxy }));
    const res = await fetch(`http://${base}/`, { headers: { 'x-forwarded-host': 'site.example:443', 'x-forwarded-proto': 'https' } });
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('frame-src')).toEqual(['https://site.example:4342']);
    // The chat socket is never a host from a header: 'self' covers the site's own.
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://site.example:4342']);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it("ignores a client's X-Forwarded-Host and X-Forwarded-Proto when TRUST_PROXY does not name it (the default): the same policy, no HSTS over plain http (#35 item 3)", async () => {
    const base = await listen(createSiteServer({ distDir: dist, platformUrl: 'http://127.0.0.1:4341' }));
    const plain = await fetch(`http://${base}/`);
    const forged = await fetch(`http://${base}/`, { headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' } });
    expect(forged.headers.get('content-security-policy')).toBe(plain.headers.get('content-security-policy'));
    expect(forged.headers.get('content-security-policy')).not.toContain('evil.example');
    expect(forged.headers.get('strict-transport-security')).toBeNull();
  });

  it('never lets a forged Host header add sources to the policy', async () => {
    // Behind a trusted proxy, so the forged value is read at all.
    const base = await listen(createSiteServer({ distDir: dist, platformUrl: 'http://127.0.0.1:4341', trustProxy: behindLocalProxy }));
    for (const forged of ["evil.example; script-src * 'unsafe-inline'", 'a.example:80:junk', 'a.example/x']) {
      const res = await fetch(`http://${base}/`, { headers: { 'x-forwarded-host': forged } });
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('frame-src'), forged).toEqual(["'none'"]);
      expect(csp.get('connect-src'), forged).toEqual(["'self'"]);
      expect(csp.get('script-src'), forged).toEqual(["'self'", THEME_BOOT_HASH]);
    }
  });

  it('frames and calls exactly the configured venue origins (SITE_VENUE_ORIGINS), dropping entries that are not origins', async () => {
    const venueFrames = venueFrameSourcesFromEnv('https://platform.example', {
      SITE_VENUE_ORIGINS: 'https://lobby.venue-a.example, https://venue-b.example:8443/ javascript:alert(1) https://x.example/path *',
    });
    const base = await listen(createSiteServer({ distDir: dist, platformUrl: 'http://127.0.0.1:1', venueFrames }));
    const csp = directives((await fetch(`http://${base}/`)).headers.get('content-security-policy'));
    expect(csp.get('frame-src')).toEqual(['https://lobby.venue-a.example', 'https://venue-b.example:8443']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://lobby.venue-a.example', 'https://venue-b.example:8443']);
  });

  it('connects the chat socket to the configured origins (SITE_CHAT_ORIGINS) instead of the site host', async () => {
    const chatSockets = chatSocketSourcesFromEnv({ SITE_CHAT_ORIGINS: 'wss://chat.platform.example https://not-a-socket.example wss://x.example/p' });
    expect(chatSockets).toEqual({ kind: 'origins', origins: ['wss://chat.platform.example'] });
    const venueFrames = venueFrameSourcesFromEnv('https://platform.example', { SITE_VENUE_ORIGINS: 'https://lobby.example' });
    const base = await listen(createSiteServer({ distDir: dist, platformUrl: 'http://127.0.0.1:1', venueFrames, chatSockets }));
    const csp = directives((await fetch(`http://${base}/`)).headers.get('content-security-policy'));
    expect(csp.get('connect-src')).toEqual(["'self'", 'wss://chat.platform.example', 'https://lobby.example']);
  });

  it('uses SIM_VENUE_PORT when the simulator venue port is set explicitly', () => {
    expect(venueFrameSourcesFromEnv('http://127.0.0.1:4100', { SIM_VENUE_PORT: '5999' })).toEqual({ kind: 'simulator', port: 5999 });
    expect(venueFrameSourcesFromEnv('http://127.0.0.1:4100', {})).toEqual({ kind: 'simulator', port: 4101 });
  });

  it('blocks all frames when no venue origin is known', () => {
    const csp = contentSecurityPolicy({ venueFrames: { kind: 'origins', origins: [] }, chatSockets: { kind: 'site' } }, { scheme: 'http' });
    expect(directives(csp).get('frame-src')).toEqual(["'none'"]);
  });

  it('puts the site headers on assets and error answers too', async () => {
    const base = await listen(createSiteServer({ distDir: dist, platformUrl: 'http://127.0.0.1:1' }));
    const asset = await fetch(`http://${base}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-security-policy')).toContain("object-src 'none'");
    expect(asset.headers.get('permissions-policy')).toBe(SITE_HEADERS['permissions-policy']);
    const missing = await fetch(`http://${base}/assets/gone-000.js`);
    expect(missing.status).toBe(404);
    for (const [name, value] of Object.entries(SITE_HEADERS)) expect(missing.headers.get(name), name).toBe(value);
    const posted = await fetch(`http://${base}/mine`, { method: 'POST' });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET, HEAD');
    expect(await posted.text()).toBe('不支持的请求方法');
    expect(posted.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });
});

describe('headers of proxied platform replies', () => {
  it('replaces what the platform said about caching and sniffing: no-store and nosniff, HSTS over https', async () => {
    let sentId = '';
    const platform = http.createServer((req, res) =>
      res
        .writeHead(200, {
          'x-seen-request-id': (sentId = String(req.headers['x-request-id'])),
          'content-type': 'application/json',
          'cache-control': 'public, max-age=600',
          'x-content-type-options': 'sniff-away',
          'strict-transport-security': 'max-age=1',
          'x-request-id': 'r-1',
        })
        .end('{}'),
    );
    const base = await listen(createSiteServer({ distDir: dist, platformUrl: `http://${await listen(platform)}`, trustProxy: behindLocalProxy }));
    const proxied = await fetch(`http://${base}/site/api/v1/configuration/preInfo`, { method: 'POST', body: '{}' });
    expect(proxied.status).toBe(200);
    expect(proxied.headers.get('cache-control')).toBe('no-store');
    expect(proxied.headers.get('x-content-type-options')).toBe('nosniff');
    expect(proxied.headers.get('strict-transport-security')).toBeNull();
    // The request id is the site's own (#39 item 3): the one it gave the platform, not the platform's other one.
    expect(proxied.headers.get('x-request-id')).toBe(sentId);
    expect(sentId).toMatch(/^[0-9a-f]{32}$/);
    expect(proxied.headers.get('x-seen-request-id')).toBe(sentId);
    // The site's page policy is not the platform's business.
    expect(proxied.headers.get('content-security-policy')).toBeNull();
    const overHttps = await fetch(`http://${base}/act/api/v1/x`, { method: 'POST', body: '{}', headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('says the same when the platform cannot be reached (502 envelope)', async () => {
    const base = await listen(createSiteServer({ distDir: dist, platformUrl: 'http://127.0.0.1:1' }));
    const res = await fetch(`http://${base}/site/api/v1/x`, { method: 'POST' });
    expect(res.status).toBe(502);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('CSP violation reports', () => {
  it('logs one line per report and answers 204; other methods 405, oversized bodies 413', async () => {
    const lines: string[] = [];
    const base = await listen(createSiteServer({ distDir: dist, platformUrl: 'http://127.0.0.1:1', logCspReport: (l) => lines.push(l) }));
    const report = {
      'csp-report': {
        'document-uri': 'http://site.example/chat/1',
        'effective-directive': 'frame-src',
        'blocked-uri': 'https://evil.example/',
        'source-file': 'http://site.example/assets/app.js',
        'line-number': 12,
      },
    };
    const res = await fetch(`http://${base}/csp-report`, { method: 'POST', headers: { 'content-type': 'application/csp-report' }, body: JSON.stringify(report) });
    expect(res.status).toBe(204);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(lines).toEqual([
      '[csp] {"page":"http://site.example/chat/1","directive":"frame-src","blocked":"https://evil.example/","source":"http://site.example/assets/app.js","line":12}',
    ]);
    const get = await fetch(`http://${base}/csp-report`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const huge = await fetch(`http://${base}/csp-report`, { method: 'POST', body: 'x'.repeat(17 * 1024) });
    expect(huge.status).toBe(413);
    expect(lines).toHaveLength(1);
  });
});
