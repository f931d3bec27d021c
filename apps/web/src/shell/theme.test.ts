import crypto from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { THEME_BOOT_HASH, themeBootHead, withThemeBoot } from '../../build/theme-boot';
import { applyThemeChoice, chooseTheme, readThemeChoice, THEME_BOOT_SCRIPT, THEME_COLORS, THEME_STORAGE_KEY } from './theme';

const metaContents = () => [...document.querySelectorAll('meta[name="theme-color"]')].map((m) => [m.getAttribute('media'), m.getAttribute('content')]);

describe('display theme (#40)', () => {
  beforeEach(() => {
    document.head.innerHTML = themeBootHead().replace(/<script>.*<\/script>/, '');
    document.documentElement.removeAttribute('data-theme');
    localStorage.clear();
  });
  afterEach(() => localStorage.clear());

  it('remembers 深色 and 浅色 on the device and shows them; 跟随系统 forgets the choice', () => {
    chooseTheme(document, localStorage, 'dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(metaContents()).toEqual([
      ['(prefers-color-scheme: light)', THEME_COLORS.dark],
      ['(prefers-color-scheme: dark)', THEME_COLORS.dark],
    ]);
    chooseTheme(document, localStorage, 'light');
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    expect(metaContents().map(([, c]) => c)).toEqual([THEME_COLORS.light, THEME_COLORS.light]);
    chooseTheme(document, localStorage, 'system');
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    // Each bar colour for its own system theme again.
    expect(metaContents()).toEqual([
      ['(prefers-color-scheme: light)', THEME_COLORS.light],
      ['(prefers-color-scheme: dark)', THEME_COLORS.dark],
    ]);
  });

  it('reads anything but light or dark, no storage, or storage that throws as 跟随系统', () => {
    expect(readThemeChoice(undefined)).toBe('system');
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readThemeChoice(localStorage)).toBe('system');
    expect(readThemeChoice({ getItem: () => { throw new Error('SecurityError'); } })).toBe('system');
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(readThemeChoice(localStorage)).toBe('dark');
  });

  it('keeps the choice for the page when storage refuses to write', () => {
    const refusing = { setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => undefined };
    chooseTheme(document, refusing, 'dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });

  it('the boot script applies a stored choice before the app runs, and does nothing without one', () => {
    const run = () => new Function(THEME_BOOT_SCRIPT)();
    run();
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    expect(metaContents().map(([, c]) => c)).toEqual([THEME_COLORS.light, THEME_COLORS.dark]);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    run();
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(metaContents().map(([, c]) => c)).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]);
    localStorage.setItem(THEME_STORAGE_KEY, '<img onerror=alert(1)>');
    document.documentElement.removeAttribute('data-theme');
    run();
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  });

  it("index.html's marker becomes the two bar colours and the one inline script, whose hash the CSP names", () => {
    const html = withThemeBoot('<head><!--theme-boot--></head>');
    const scripts = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]);
    expect(scripts).toEqual([THEME_BOOT_SCRIPT]);
    expect(THEME_BOOT_HASH).toBe(`'sha256-${crypto.createHash('sha256').update(scripts[0] ?? '').digest('base64')}'`);
    expect(html.match(/<meta name="theme-color"/g)).toHaveLength(2);
    applyThemeChoice(document, 'system');
  });
});
