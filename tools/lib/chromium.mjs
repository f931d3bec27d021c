// Debian's Chromium as the tools start it (the benches, Lighthouse, the test runner's check):
// Playwright's own browser download does not work on these machines. apps/web-e2e/playwright.config.ts
// keeps its own copy of the quiet flags (plus --disable-quic): the e2e project may not depend on tools.

/** CHROMIUM_PATH, or Debian's package. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, no sandbox or GPU, no first-run page and no background downloads to add noise. */
const HEADLESS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

/** A quiet headless Chromium for Lighthouse (no component updates or sync either). */
export const QUIET_CHROMIUM_FLAGS = [...HEADLESS, '--disable-component-update', '--disable-sync'];

/**
 * The page as a member's foreground tab (chat-bench, records-bench): without these flags headless
 * Chromium runs the page's renderer as a background one (niced, timers throttled), which is not
 * what a member gets.
 */
export const FOREGROUND_CHROMIUM_FLAGS = [
  ...HEADLESS,
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
];
