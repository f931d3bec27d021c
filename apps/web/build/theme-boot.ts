import crypto from 'node:crypto';
import { THEME_BOOT_SCRIPT, THEME_COLORS } from '../src/shell/theme-boot-script';

/**
 * The theme before the first paint (#40): index.html's `<!--theme-boot-->` becomes the browser
 * bar's colour for each system theme and the one inline script of the site, which applies a theme
 * the member chose (src/shell/theme.ts). The CSP allows that script by its hash and nothing else
 * inline (server/security-headers.ts): the hash is of this exact text, computed here once for the
 * build, the Node server and nginx's rendered configuration alike.
 */
export const THEME_BOOT_MARKER = '<!--theme-boot-->';

export const THEME_BOOT_HASH = `'sha256-${crypto.createHash('sha256').update(THEME_BOOT_SCRIPT).digest('base64')}'`;

export function themeBootHead(): string {
  return (
    `<meta name="theme-color" content="${THEME_COLORS.light}" media="(prefers-color-scheme: light)" />` +
    `<meta name="theme-color" content="${THEME_COLORS.dark}" media="(prefers-color-scheme: dark)" />` +
    `<script>${THEME_BOOT_SCRIPT}</script>`
  );
}

/** index.html with the marker replaced (an index.html without it is returned unchanged: the dev fixtures). */
export function withThemeBoot(html: string): string {
  return html.replace(THEME_BOOT_MARKER, themeBootHead());
}
