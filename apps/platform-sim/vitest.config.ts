import { defineConfig } from 'vitest/config';
import { siteVitest } from '../../vitest.shared';

export default defineConfig(siteVitest('platform-sim', 'node'));
