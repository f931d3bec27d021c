/**
 * The display theme (#40): 跟随系统 (the default: prefers-color-scheme decides), 浅色 or 深色, chosen
 * in 我的 and remembered on the device (localStorage, not per member: the device is dark or light,
 * whoever is logged in). The colours themselves are the tokens of libs/ui tokens.css; the choice
 * only sets `data-theme` on <html>, and the theme-color metas that colour the browser's own bar.
 *
 * Before the first paint the same is done by THEME_BOOT_SCRIPT, inlined in index.html's head by
 * the build and allowed by its hash in the CSP (build/theme-boot.ts): a member who chose 深色 never
 * sees a white page flash on a cold load.
 */
import { THEME_COLORS, THEME_STORAGE_KEY } from './theme-boot-script';

export { THEME_BOOT_SCRIPT, THEME_COLORS, THEME_STORAGE_KEY } from './theme-boot-script';

export type ThemeChoice = 'system' | 'light' | 'dark';

export const THEME_CHOICES: readonly { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: '跟随系统' },
  { value: 'light', label: '浅色' },
  { value: 'dark', label: '深色' },
];

/** What was chosen on this device; anything else stored (or nothing, or no storage) is 跟随系统. */
export function readThemeChoice(storage: Pick<Storage, 'getItem'> | undefined): ThemeChoice {
  try {
    const stored = storage?.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** Shows the choice now: the attribute, and the browser bar's colour (per system theme for 跟随系统). */
export function applyThemeChoice(doc: Document, choice: ThemeChoice): void {
  const root = doc.documentElement;
  if (choice === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', choice);
  for (const meta of doc.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const media = meta.getAttribute('media') ?? '';
    const own = media.includes('dark') ? THEME_COLORS.dark : THEME_COLORS.light;
    meta.setAttribute('content', choice === 'system' ? own : THEME_COLORS[choice]);
  }
}

/** Remembers the choice on the device (跟随系统 forgets it) and shows it. */
export function chooseTheme(doc: Document, storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, choice: ThemeChoice): void {
  try {
    if (choice === 'system') storage?.removeItem(THEME_STORAGE_KEY);
    else storage?.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage off: the choice holds for this page only.
  }
  applyThemeChoice(doc, choice);
}
