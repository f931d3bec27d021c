import { expect, test } from '@playwright/test';

// Issue #24: the largest element of `/` (the boot shell's banner) paints from the HTML, before any
// of the app's JavaScript is requested, and stays the page's LCP when the app takes over.

interface PaintFacts {
  fcp: number;
  entryRequested: number;
  lcp: { startTime: number; url: string; size: number }[];
}

async function paintFacts(page: import('@playwright/test').Page): Promise<PaintFacts> {
  return page.evaluate(async () => {
    const lcp = await new Promise<PerformanceEntry[]>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    // The app's entry: named by the boot script's data-entry, or (without the boot script) the module script itself.
    const script = document.querySelector<HTMLScriptElement>('script[type="module"]');
    const entry = script?.dataset['entry'] ?? (script ? new URL(script.src).pathname : '');
    const request = performance.getEntriesByType('resource').find((r) => new URL(r.name).pathname === entry);
    return {
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      entryRequested: request?.startTime ?? Number.NaN,
      lcp: lcp.map((e) => {
        const l = e as PerformanceEntry & { url: string; size: number };
        return { startTime: l.startTime, url: l.url, size: l.size };
      }),
    };
  });
}

test('/ paints its banner from the HTML before the app is requested, and the banner stays its LCP', async ({ page }) => {
  await page.goto('/');
  // The app has taken over: the page's own banner is shown.
  await expect(page.locator('.boot')).toHaveCount(0);
  await expect(page.getByRole('main')).toBeVisible();
  const facts = await paintFacts(page);
  expect(facts.entryRequested).toBeGreaterThan(facts.fcp);
  expect(facts.lcp.length).toBeGreaterThan(0);
  // Every LCP candidate is the boot banner (the drawn SVG), painted before the app was requested.
  for (const candidate of facts.lcp) expect(candidate.url.startsWith('data:image/svg+xml')).toBe(true);
  expect(facts.lcp.at(-1)?.startTime ?? Number.NaN).toBeLessThan(facts.entryRequested);
});

test('another page asks for the app beside its HTML (its content is drawn by the app)', async ({ page }) => {
  await page.goto('/user/login');
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  const facts = await paintFacts(page);
  expect(facts.entryRequested).toBeLessThan(facts.fcp);
});
