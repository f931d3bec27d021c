#!/usr/bin/env node
// Draws the installable site's PNG icons from their SVG sources (apps/web/public/icons/*.svg) with
// Debian's Chromium, so the PNGs (which launchers and older phones need) never drift from the SVGs.
// Run after changing an SVG and commit the PNGs:  node tools/make-pwa-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const dir = path.resolve(import.meta.dirname, '../apps/web/public/icons');
const OUT = [
  { svg: 'icon.svg', png: 'icon-192.png', size: 192 },
  { svg: 'icon.svg', png: 'icon-512.png', size: 512 },
  { svg: 'icon-maskable.svg', png: 'icon-maskable-512.png', size: 512 },
  // iOS rounds the corners itself and shows transparency as black: the full-bleed drawing.
  { svg: 'icon-maskable.svg', png: 'apple-touch-icon.png', size: 180 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { svg, png, size } of OUT) {
    const source = fs.readFileSync(path.join(dir, svg), 'utf8');
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<html><body style="margin:0;background:transparent">${source.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
    await page.screenshot({ path: path.join(dir, png), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    console.info(`[icons] ${png} ${size}×${size}`);
  }
} finally {
  await browser.close();
}
