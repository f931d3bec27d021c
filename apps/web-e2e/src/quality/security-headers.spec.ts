import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { APIResponse } from '@playwright/test';
import { API_PATHS } from '@site/api-contract';
import { platformHeaders } from '../money/money-api';

// The site's headers as the browser receives them, from the server the project runs against (the
// Node server, or nginx in the `nginx` project): a page, a hashed asset, an error answer and a
// proxied platform reply. Unit tests in apps/web/server cover the options.

function directives(policy: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

/** playwright.config.ts: the simulator listens on E2E_PORT + 1, its venue lobbies on the port after. */
const simPort = Number(process.env['E2E_SIM_PORT'] ?? Number(process.env['E2E_PORT'] ?? 4310) + 1);

const SITE_HEADERS = {
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
};

/** A page's response or a request fixture's reply: both give their headers. */
function expectSiteHeaders(response: Pick<APIResponse, 'headers'> | null | undefined, site: URL, what: string) {
  const headers = response?.headers() ?? {};
  for (const [name, value] of Object.entries(SITE_HEADERS)) expect(headers[name], `${what}: ${name}`).toBe(value);
  const csp = directives(headers['content-security-policy']);
  expect([...csp.keys()], what).toEqual([
    'default-src',
    'script-src',
    'style-src',
    'img-src',
    'connect-src',
    'frame-src',
    'frame-ancestors',
    'form-action',
    'object-src',
    'base-uri',
    'report-uri',
  ]);
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  // Our own files, and the one inline script (the chosen theme before the first paint) by its hash.
  expect(csp.get('script-src'), what).toEqual(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/)]);
  expect(csp.get('style-src'), what).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp.get('img-src'), what).toEqual(["'self'", 'data:', 'https:']);
  // The chat socket is proxied by the site ('self' covers its own host as ws; no host is taken from a
  // request); the venue lobbies' APIs (OBTY, FBTY) are called from the page on the simulator's venue origin.
  expect(csp.get('connect-src'), what).toEqual(["'self'", `http://${site.hostname}:${simPort + 1}`]);
  expect(csp.get('frame-src'), what).toEqual([`http://${site.hostname}:${simPort + 1}`]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'self'"]);
  expect(csp.get('form-action'), what).toEqual(["'self'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'none'"]);
  expect(csp.get('report-uri'), what).toEqual(['/csp-report']);
  // Plain http here: no HSTS.
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

test('a page, an asset and an error answer carry the site headers; the page is no-store, the asset immutable', async ({ page, request, baseURL }) => {
  const site = new URL(baseURL ?? '');
  const response = await page.goto('/mine/finance/deposit');
  expectSiteHeaders(response, site, 'page');
  expect(response?.headers()['cache-control']).toBe('no-store');

  const asset = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');
  const assetReply = await request.get(asset ?? '');
  expect(assetReply.status()).toBe(200);
  expectSiteHeaders(assetReply, site, 'asset');
  expect(assetReply.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const missing = await request.get('/assets/gone-000.js');
  expect(missing.status()).toBe(404);
  expectSiteHeaders(missing, site, '404');
});

test("the policy's one script hash is the page's one inline script, so the theme applies before the first paint (#40)", async ({ request }) => {
  const response = await request.get('/');
  const inline = [...(await response.text()).matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1] ?? '');
  expect(inline, '内联脚本').toHaveLength(1);
  const hash = `'sha256-${crypto.createHash('sha256').update(inline[0] ?? '').digest('base64')}'`;
  expect(directives(response.headers()['content-security-policy']).get('script-src')).toEqual(["'self'", hash]);
});

test('a proxied platform reply is no-store and nosniff, whatever the platform said', async ({ request }) => {
  const reply = await request.post(API_PATHS.preInfo, { headers: platformHeaders('preInfo'), data: {} });
  expect(reply.status()).toBe(200);
  expect(((await reply.json()) as { status_code: number }).status_code).toBe(6000);
  const headers = reply.headers();
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toBeUndefined();
});

// Behind a proxy named in TRUST_PROXY the same headers add HSTS and name https (apps/web/server
// security-headers.test.ts and nginx/nginx.test.ts, on both servers); these servers name none.
test("a client's own X-Forwarded-Host and X-Forwarded-Proto change nothing: the same policy, no HSTS over plain http (#35 item 3)", async ({ request, baseURL }) => {
  const site = new URL(baseURL ?? '');
  const forged = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' };
  const plain = await request.get('/');
  const pageReply = await request.get('/', { headers: forged });
  expect(pageReply.headers()['strict-transport-security']).toBeUndefined();
  expect(pageReply.headers()['content-security-policy']).toBe(plain.headers()['content-security-policy']);
  expectSiteHeaders(pageReply, site, 'forged page');
  const api = await request.post(API_PATHS.preInfo, { headers: { ...platformHeaders('preInfo'), ...forged }, data: {} });
  expect(api.headers()['strict-transport-security']).toBeUndefined();
});

test('the policy is enforced and reported: a frame from another origin is refused and the report answered 204', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/.test(msg.text())) refused.push(msg.text());
  });
  await page.goto('/');
  await expect(page.locator('#root')).not.toBeEmpty();
  const report = page.waitForResponse((r) => r.url().endsWith('/csp-report') && r.request().method() === 'POST');
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.src = 'https://example.invalid/';
    document.body.append(frame);
  });
  await expect.poll(() => refused.some((text) => text.includes('frame-src'))).toBe(true);
  const answered = await report;
  expect(answered.status()).toBe(204);
  expect(answered.request().postDataJSON()).toMatchObject({ 'csp-report': { 'effective-directive': 'frame-src', 'blocked-uri': 'https://example.invalid' } });
});

test("the site's own pages break no rule of the policy", async ({ page }) => {
  // Six pages, each until its lazy chunks and platform calls are done: minutes on a loaded machine.
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  for (const path of ['/', '/user/login', '/user/register', '/chat', '/help/1', '/game/sport']) {
    await page.goto(path);
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual([]);
  }
});
