import { expect, test } from '@playwright/test';
import { HEADERS } from '@site/api-contract';
import { SERVERS, linesAfter, logLength, port, startSite, stopSite, waitForPort } from './servers';

// #39 items 1 and 3 on the running servers (the Node server and nginx of this e2e run): health
// checks a balancer routes on, and a request log with no secret in it.

test.describe('health checks', () => {
  for (const [server, base] of SERVERS) {
    test(`${server}: /healthz and /readyz answer 200, never cached`, async ({ request }) => {
      const health = await request.get(`${base}/healthz`);
      expect(health.status()).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      expect(health.headers()['cache-control']).toBe('no-store');
      const ready = await request.get(`${base}/readyz`);
      expect(ready.status()).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });
      expect(ready.headers()['cache-control']).toBe('no-store');
      expect(ready.headers()['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    });
  }

  test('the platform down: /readyz answers 503 with the reason from both servers, /healthz still 200', async ({ request }) => {
    test.setTimeout(60_000);
    // Both in front of a platform that is not there (a port nothing listens on).
    const down = `http://127.0.0.1:${port + 9}`;
    const settings = { PLATFORM_URL: down, SITE_IMTY_API_URL: down, LOG_LEVEL: 'warn' };
    const node = startSite(['--no-build'], { ...settings, PORT: String(port + 6) });
    const nginx = startSite(['--nginx', '--no-build'], { ...settings, PORT: String(port + 7) });
    try {
      await Promise.all([waitForPort(port + 6), waitForPort(port + 7)]);
      for (const p of [port + 6, port + 7]) {
        const ready = await request.get(`http://127.0.0.1:${p}/readyz`);
        expect(ready.status(), String(p)).toBe(503);
        expect(await ready.json(), String(p)).toEqual({ status: 'unready', reason: '平台无法连接' });
        expect(ready.headers()['cache-control'], String(p)).toBe('no-store');
        expect((await request.get(`http://127.0.0.1:${p}/healthz`)).status(), String(p)).toBe(200);
      }
    } finally {
      expect(await stopSite(node)).toBe(0);
      expect(await stopSite(nginx)).toBe(0);
    }
  });
});

test.describe('request log', () => {
  for (const [server, base] of SERVERS) {
    test(`${server}: a page load with the token cookie and ?url= and ?token= in the address: a JSON line per request, none of them in it`, async ({ page, context }) => {
      const token = `e2e-secret-token-${Date.now()}`;
      const lobby = `https://lobby.secret-venue.example/play?key=${token}`;
      await context.addCookies([{ name: HEADERS.token, value: token, url: base }]);
      const from = logLength(server, 'access');
      const address = `${base}/game/sport/im?url=${encodeURIComponent(lobby)}&token=${token}`;
      const answer = await page.goto(address);
      expect(answer?.status()).toBe(200);
      const requestId = answer?.headers()['x-request-id'] ?? '';
      const [line] = await linesAfter(server, 'access', from, (l) => l['request_id'] === requestId);
      expect(line).toMatchObject({ level: 'info', kind: 'request', method: 'GET', path: '/game/sport/im', status: 200, upstream_time: null });
      expect(Object.keys(line ?? {})).toEqual(['time', 'level', 'kind', 'request_id', 'method', 'path', 'status', 'bytes', 'duration', 'upstream_time']);
      expect(typeof line?.['bytes']).toBe('number');
      expect(typeof line?.['duration']).toBe('number');
      // The page's own calls to the platform: their line has the platform's time.
      const calls = await linesAfter(server, 'access', from, (l) => String(l['path']).startsWith('/site/api/'));
      expect(calls.length).toBeGreaterThan(0);
      expect(typeof calls[0]?.['upstream_time']).toBe('number');
      await page.waitForLoadState('networkidle');
      const text = (await linesAfter(server, 'access', from, () => true, 1)).map((l) => JSON.stringify(l)).join('\n');
      expect(text).not.toContain(token);
      expect(text).not.toContain('secret-venue');
      expect(text).not.toMatch(/url=|token=|cookie/i);
    });
  }

  test('health checks are not in the log at info level', async ({ request }) => {
    for (const [server, base] of SERVERS) {
      const from = logLength(server, 'access');
      const id = `health-${server}-${Date.now()}`;
      await request.get(`${base}/healthz`, { headers: { 'x-request-id': id } });
      await request.get(`${base}/readyz`, { headers: { 'x-request-id': id } });
      const after = await request.get(`${base}/favicon.png`, { headers: { 'x-request-id': id } });
      expect(after.headers()['x-request-id']).toBe(id);
      const lines = await linesAfter(server, 'access', from, (l) => l['request_id'] === id);
      expect(lines.map((l) => l['path']), server).toEqual(['/favicon.png']);
    }
  });
});
