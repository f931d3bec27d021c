import type { Page, Route } from '@playwright/test';

/**
 * Holds the platform's replies to `path` until `release()` is called, then lets them (and every
 * later one) through. A test that asserts a page's "still loading" state holds the reply until it
 * has seen that state, rather than hoping a fixed delay outlasts the page's start-up: on a loaded
 * machine the page can take longer to start than any delay (issue #41 item 9).
 */
export async function holdReplies(page: Page, path: string): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}*`, async (route: Route) => {
    await held;
    await route.continue();
  });
  return { release };
}
