/**
 * SPEC §2: with cookies disabled the member cannot stay logged in, so a notice page replaces the
 * app. `navigator.cookieEnabled` alone can lie (some privacy modes), so a test cookie is written
 * and read back as well.
 */
export function cookiesEnabled(doc: Document = document, nav: Pick<Navigator, 'cookieEnabled'> = navigator): boolean {
  if (!nav.cookieEnabled) return false;
  try {
    const probe = `__cookie_probe=${Date.now()}`;
    doc.cookie = `${probe}; path=/; SameSite=Lax`;
    const ok = doc.cookie.includes(probe);
    doc.cookie = '__cookie_probe=; path=/; max-age=0';
    return ok;
  } catch {
    return false;
  }
}
