import { defineConfig } from 'vitest/config';
import { siteVitest } from '../../tools/vitest-shared.ts';

export default defineConfig(siteVitest('dialogs', 'jsdom'));
