import { expect, test } from '@playwright/test';

// The production server's security headers as the browser receives them (unit tests in
// apps/web/server cover the options; this checks the real process the other specs use).

function directives(policy: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

test('index.html carries the CSP, Referrer-Policy and no-store; venue frames only from the simulator venue origin', async ({ page, baseURL }) => {
  const response = await page.goto('/');
  const headers = response?.headers() ?? {};
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const csp = directives(headers['content-security-policy']);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
  // playwright.config.ts: the simulator listens on E2E_PORT + 1, its venue lobbies on the port after.
  const site = new URL(baseURL ?? '');
  const simPort = Number(process.env['E2E_SIM_PORT'] ?? Number(site.port) + 1);
  expect(csp.get('frame-src')).toEqual([`http://${site.hostname}:${simPort + 1}`]);
});

test('the policy is enforced: a frame from another origin is refused, the page itself still runs', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/.test(msg.text())) refused.push(msg.text());
  });
  await page.goto('/');
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.src = 'https://example.invalid/';
    document.body.append(frame);
  });
  await expect.poll(() => refused.some((text) => text.includes('frame-src'))).toBe(true);
});
