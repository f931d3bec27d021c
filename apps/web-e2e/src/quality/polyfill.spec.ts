import { expect, test } from '@playwright/test';

// SPEC §7 "a polyfill script is loaded from the host" (issue #25 item 8), on the server the
// project runs against (the Node server, or nginx in the `nginx` project): only a browser that
// lacks a built-in fetches it, from the site itself, under the unchanged CSP.

const POLYFILL = '/polyfills.js';

function watch(page: import('@playwright/test').Page) {
  const seen = { polyfill: 0, violations: [] as string[], errors: [] as string[] };
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === POLYFILL) seen.polyfill += 1;
  });
  page.on('pageerror', (e) => seen.errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused to/.test(m.text())) seen.violations.push(m.text());
  });
  return seen;
}

test('a modern browser never fetches the polyfill script', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: '会员登录' })).toBeVisible();
  expect(seen.polyfill).toBe(0);
});

test('a browser lacking built-ins gets them from the host before the site starts, the CSP intact', async ({ page }) => {
  // An older engine: Chromium 94–96 has no findLast, others lack Object.hasOwn or replaceAll.
  await page.addInitScript(() => {
    delete (Array.prototype as { findLast?: unknown }).findLast;
    delete (Object as { hasOwn?: unknown }).hasOwn;
  });
  const seen = watch(page);
  const script = page.waitForResponse((r) => new URL(r.url()).pathname === POLYFILL);
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  // Scripts only from the site itself (and the theme's one inline script, by its hash): no
  // 'unsafe-inline', no eval, no other host was needed.
  const scriptSrc = policy.split(';').map((d) => d.trim().split(/\s+/)).find(([name]) => name === 'script-src');
  expect(scriptSrc).toEqual(['script-src', "'self'", expect.stringMatching(/^'sha256-/)]);
  const served = await script;
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toMatch(/^(text|application)\/javascript/);
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('region', { name: '会员登录' })).toBeVisible();
  expect(await page.evaluate(() => [typeof Object.hasOwn, typeof [].findLast, [1, 2, 3].findLast((n) => n < 3)])).toEqual(['function', 'function', 2]);
  expect(seen.polyfill).toBe(1);
  expect(seen.violations).toEqual([]);
  expect(seen.errors).toEqual([]);
});
