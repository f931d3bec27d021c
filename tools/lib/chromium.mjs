// Debian's Chromium as every browser run of the workspace starts it (the e2e tests, the benches,
// Lighthouse): Playwright's own browser download does not work on these machines.

/** CHROMIUM_PATH, or Debian's package. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, no sandbox or GPU, no first-run page and no background downloads to add noise. */
const HEADLESS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

/** A quiet headless Chromium: the e2e tests and Lighthouse (no component updates or sync either). */
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
