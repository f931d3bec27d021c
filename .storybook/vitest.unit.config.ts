import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The workshop's own unit tests (`nx run storybook:test`): the visual guard's closing check
// (visual.guard.test.ts), in Node, with the JSON report `npm test` sums. vitest.config.ts beside
// it is the story run in the browser.
export default defineConfig({
  test: {
    name: 'storybook-unit',
    environment: 'node',
    include: ['*.test.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: path.join(import.meta.dirname, '../dist/test-results/storybook-unit.json') },
    restoreMocks: true,
  },
});
