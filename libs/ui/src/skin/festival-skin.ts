export type SiteSkin = 'festival';

/**
 * siteFestivalSkin comes from site config as a string: empty (or "0") means the normal look,
 * anything else turns the festival skin on.
 */
export function resolveSkin(siteFestivalSkin: unknown): SiteSkin | null {
  if (typeof siteFestivalSkin !== 'string' && typeof siteFestivalSkin !== 'number') return null;
  const value = String(siteFestivalSkin).trim();
  return value === '' || value === '0' || value === 'false' ? null : 'festival';
}

/** Sets or clears data-skin on the given root (the <html> element in the app). */
export function applySkin(root: HTMLElement, siteFestivalSkin: unknown): void {
  const skin = resolveSkin(siteFestivalSkin);
  if (skin) root.dataset['skin'] = skin;
  else delete root.dataset['skin'];
}
