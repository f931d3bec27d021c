import path from 'node:path';
import type { ViteUserConfig } from 'vitest/config';

const root = import.meta.dirname;

/**
 * One vitest shape for every project: tests beside the code, a JSON report per project that
 * `npm test` sums into its final "N passed, N failed" line.
 */
export function siteVitest(project: string, environment: 'node' | 'jsdom'): ViteUserConfig {
  return {
    test: {
      name: project,
      environment,
      include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.{ts,tsx}', 'build/**/*.test.{ts,tsx}'],
      passWithNoTests: true,
      reporters: ['default', 'json'],
      outputFile: { json: path.join(root, 'dist/test-results', `${project}.json`) },
      restoreMocks: true,
      unstubGlobals: true,
      // Component tests wait for what they assert (findBy…, waitFor); on a busy 2-core CI machine
      // the first render of a file can take over Testing Library's default 1 s ceiling.
      setupFiles: environment === 'jsdom' ? [path.join(root, 'tools/vitest-dom-setup.ts')] : [],
    },
  };
}
