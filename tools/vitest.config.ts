import { defineConfig } from 'vitest/config';
import { siteVitest } from '../vitest.shared';

const config = siteVitest('tools', 'node');
// Linting through ESLint's API builds the Nx project graph once: give it room on 2 cores.
export default defineConfig({ ...config, test: { ...config.test, include: ['**/*.test.ts'], testTimeout: 60_000 } });
