import { defineConfig } from 'vitest/config';
import { siteVitest } from '../../vitest.shared';

export default defineConfig(siteVitest('api-contract', 'node'));
