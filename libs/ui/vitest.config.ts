import { defineConfig, mergeConfig } from 'vitest/config';
import { siteVitest } from '../../vitest.shared';

// The setup file unmounts after each test: Testing Library only does that by itself when vitest
// globals are on, and they are off here.
export default mergeConfig(
  defineConfig(siteVitest('ui', 'jsdom')),
  defineConfig({ test: { setupFiles: ['./src/test-setup.ts'] } }),
);
