/** Types of chromium.mjs for the TypeScript that imports it (apps/web-e2e/playwright.config.ts). */
export const chromiumPath: string;
export const QUIET_CHROMIUM_FLAGS: readonly string[];
export const FOREGROUND_CHROMIUM_FLAGS: readonly string[];
