import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * The screenshots taken for a person to look at (issue notes): a phone size, as a phone (mobile
 * viewport, touch), and a desktop size.
 */
export const SHOT_SIZES = [
  { name: '390x844', viewport: { width: 390, height: 844 }, isMobile: true },
  { name: '1440x900', viewport: { width: 1440, height: 900 }, isMobile: false },
] as const;

/**
 * A picture for a person to look at, written to $SHOTS_DIR/<name>.png — only when SHOTS_DIR is set
 * (`SHOTS_DIR=/tmp/shots npx playwright test …`): the suite runs the checks around the pictures, not
 * the PNG encoding (full-page pictures at 2× took seconds each on CI). A dialog's entrance (300 ms)
 * and other finite animations end first.
 */
export async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const dir = process.env['SHOTS_DIR'];
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
  await page.screenshot({ path: path.join(dir, `${name}.png`), ...options });
}

/** The page has laid out what it shows now (one frame after the last change). */
export async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}
