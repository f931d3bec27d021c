// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, venueFrameSourcesFromEnv } from './security-headers';
import { createSiteServer } from './serve';

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

describe('security headers of the production server', () => {
  it('serves index.html with the CSP, Referrer-Policy and no-store, framing only the simulator venue origin by default', async () => {
    const base = await listen(createSiteServer({ distDir: dist, platformUrl: 'http://127.0.0.1:4341' }));
    for (const p of ['/', '/index.html', '/mine/finance/deposit']) {
      const res = await fetch(`http://${base}${p}`);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('cache-control'), p).toBe('no-store');
      expect(res.headers.get('referrer-policy'), p).toBe('strict-origin-when-cross-origin');
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('object-src'), p).toEqual(["'none'"]);
      expect(csp.get('base-uri'), p).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), p).toEqual(["'self'"]);
      expect(csp.get('script-src'), p).toEqual(["'self'"]);
      // The simulator serves lobbies on the hostname the browser used and its venue port (platform port + 1).
      expect(csp.get('frame-src'), p).toEqual(['http://127.0.0.1:4342']);
    }
  });

  it('follows the hostname the browser used (behind a proxy: X-Forwarded-Host/Proto)', async () => {
    const base = await listen(createSiteServer({ distDir: dist, platformUrl: 'http://127.0.0.1:4341' }));
    const res = await fetch(`http://${base}/`, { headers: { 'x-forwarded-host': 'site.example:443', 'x-forwarded-proto': 'https' } });
    expect(directives(res.headers.get('content-security-policy')).get('frame-src')).toEqual(['https://site.example:4342']);
  });

  it('never lets a forged Host header add sources to the policy', async () => {
    const base = await listen(createSiteServer({ distDir: dist, platformUrl: 'http://127.0.0.1:4341' }));
    const res = await fetch(`http://${base}/`, { headers: { 'x-forwarded-host': "evil.example; script-src * 'unsafe-inline'" } });
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('frame-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
  });

  it('frames exactly the configured venue origins (SITE_VENUE_ORIGINS), dropping entries that are not origins', async () => {
    const venueFrames = venueFrameSourcesFromEnv('https://platform.example', {
      SITE_VENUE_ORIGINS: 'https://lobby.venue-a.example, https://venue-b.example:8443/ javascript:alert(1) https://x.example/path *',
    });
    const base = await listen(createSiteServer({ distDir: dist, platformUrl: 'http://127.0.0.1:1', venueFrames }));
    const res = await fetch(`http://${base}/`);
    expect(directives(res.headers.get('content-security-policy')).get('frame-src')).toEqual([
      'https://lobby.venue-a.example',
      'https://venue-b.example:8443',
    ]);
  });

  it('uses SIM_VENUE_PORT when the simulator venue port is set explicitly', () => {
    expect(venueFrameSourcesFromEnv('http://127.0.0.1:4100', { SIM_VENUE_PORT: '5999' })).toEqual({ kind: 'simulator', port: 5999 });
    expect(venueFrameSourcesFromEnv('http://127.0.0.1:4100', {})).toEqual({ kind: 'simulator', port: 4101 });
  });

  it('blocks all frames when no venue origin is known', () => {
    expect(directives(contentSecurityPolicy([])).get('frame-src')).toEqual(["'none'"]);
  });

  it('puts the policy on assets and error answers too, but leaves proxied platform replies alone', async () => {
    const platform = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    const platformHost = await listen(platform);
    const base = await listen(createSiteServer({ distDir: dist, platformUrl: `http://${platformHost}` }));
    const asset = await fetch(`http://${base}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-security-policy')).toContain("object-src 'none'");
    const missing = await fetch(`http://${base}/assets/gone-000.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const proxied = await fetch(`http://${base}/site/api/v1/configuration/preInfo`, { method: 'POST', body: '{}' });
    expect(proxied.status).toBe(200);
    expect(proxied.headers.get('content-security-policy')).toBeNull();
  });
});
