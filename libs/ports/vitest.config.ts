import { defineConfig } from 'vitest/config';
import { siteVitest } from '../../vitest.shared.ts';

export default defineConfig(siteVitest('ports', 'node'));
