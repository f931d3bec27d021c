/**
 * The site's two themes as Storybook shows them (issue #40): `<html data-theme="light|dark">`
 * switches the colours of libs/ui's tokens.css (without the attribute the page follows the
 * system's prefers-color-scheme). The toolbar's 主题 menu (preview.ts) and the dark pictures
 * (visual.setup.ts) set the attribute through here.
 */
export const THEMES = [
  { value: 'light', title: '浅色' },
  { value: 'dark', title: '深色' },
] as const;

export type Theme = (typeof THEMES)[number]['value'];

/** Sets `data-theme` on <html>; the returned function puts back what was there before. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): () => void {
  const before = root.getAttribute('data-theme');
  root.setAttribute('data-theme', theme);
  return () => {
    if (before === null) root.removeAttribute('data-theme');
    else root.setAttribute('data-theme', before);
  };
}
