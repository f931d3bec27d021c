import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
// @ts-expect-error -- a plain .mjs module of the tools (Debian's Chromium path); it has no types.
import { chromiumPath } from '../tools/lib/chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Every story as a browser test (`nx run storybook:test-stories`): @storybook/addon-vitest turns
 * each story of .storybook/main.ts's globs into a test that renders it in Debian's Chromium, runs
 * its `play` function and then axe (addon-a11y, `parameters.a11y.test: 'error'` in preview.ts).
 * One JSON report, summed by `npm test` and `npm run affected` into their closing tally.
 */
export default defineConfig({
  root,
  cacheDir: path.join(root, 'node_modules/.vite/storybook-test'),
  plugins: [storybookTest({ configDir: import.meta.dirname })],
  // Found by Vite's optimizer only once a page story imports them, which reloads the run midway
  // ("Vite unexpectedly reloaded a test"): named up front.
  optimizeDeps: {
    include: ['msw', 'msw/browser', 'msw-storybook-addon/csf3', '@tanstack/react-router', '@tanstack/react-virtual', 'jotai', 'jotai/utils', 'js-cookie', 'ofetch', 'zod', 'crypto-js/aes', 'crypto-js/enc-utf8', 'uuid'],
  },
  test: {
    name: 'storybook',
    reporters: ['default', 'json'],
    outputFile: { json: path.join(root, 'dist/test-results/storybook.json') },
    // A page story waits for its mocked replies; a busy 2-core machine is slower than a laptop.
    testTimeout: 20_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: chromiumPath as string, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] },
      }),
      // The member's phone: the viewport the site is designed for.
      instances: [{ browser: 'chromium', viewport: { width: 390, height: 844 } }],
    },
  },
});
