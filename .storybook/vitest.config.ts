import fs from 'node:fs';
import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { PictureGuard } from './visual.guard';
import { chromiumPath } from '../tools/lib/chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
// A run's diffs are its own: what an earlier run left is gone before this one pictures anything.
fs.rmSync(path.join(root, 'dist/visual-diff'), { recursive: true, force: true });

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
    // Pictures as a guard: every story's picture against its baseline (visual.setup.ts).
    setupFiles: [path.join(import.meta.dirname, 'visual.setup.ts')],
    // The guard's own check (visual.guard.ts): the run fails, naming them, if a passed story did
    // not compare all of its pictures.
    reporters: ['default', 'json', new PictureGuard()],
    outputFile: { json: path.join(root, 'dist/test-results/storybook.json') },
    // A page story waits for its mocked replies; a busy 2-core machine is slower than a laptop.
    testTimeout: 20_000,
    // Every story file in one page of the browser, one after another: the app and its libraries
    // are imported once for the run, not once per file (107 files re-imported them: 335 s of a
    // 14 min run were imports, 94 s setup). A story cleans up after itself (portable stories
    // unmount the previous story; each page story makes its own router, store and services).
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: chromiumPath as string, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] },
        // The page around the story's frame holds the widest viewport (1440×900) unscaled: Vitest
        // shrinks the frame to fit its page, and the pictures are taken at 1:1.
        contextOptions: { viewport: { width: 1600, height: 1000 } },
      }),
      // The baselines and diffs are written by the browser run's server (addon-vitest turns file
      // writing off unless asked): the server listens on this machine only.
      api: { allowWrite: true },
      // The member's phone: the viewport the site is designed for.
      instances: [{ browser: 'chromium', viewport: { width: 390, height: 844 } }],
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // A pixel differs when its colour moves by more than ~2 % (YIQ; pixelmatch's default of
          // 10 % lets a changed border or text colour through); a picture fails when more than 20
          // pixels differ (a run on this machine reproduces its pictures exactly, a real change
          // moves hundreds of pixels). Anti-aliased edges are not counted (pixelmatch's default).
          comparatorOptions: { threshold: 0.02, allowedMismatchedPixels: 20 },
          // Baselines, committed: .storybook/visual/<story file's folder>/<story file>/<story>.png.
          resolveScreenshotPath: ({ arg, ext, testFileDirectory, testFileName }) => path.join(root, '.storybook/visual', testFileDirectory, testFileName, `${arg}${ext}`),
          // On a mismatch: <story>-actual.png and <story>-diff.png (the reference is the baseline), CI's artefact.
          resolveDiffPath: ({ arg, ext, testFileDirectory, testFileName }) => path.join(root, 'dist/visual-diff', testFileDirectory, testFileName, `${arg}${ext}`),
        },
      },
    },
  },
});
