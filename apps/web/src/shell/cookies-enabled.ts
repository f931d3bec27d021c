/**
 * SPEC §2: with cookies disabled the member cannot stay logged in, so a notice page replaces the
 * app. Detected by trying, not by asking: `navigator.cookieEnabled` stays true when Chromium
 * blocks "cookies and site data", while touching `localStorage` then throws a SecurityError. So a
 * test cookie is written and read back, and both storages are written and read back, each in
 * try/catch; any failure means the notice.
 */
export interface SiteDataProbe {
  document: Pick<Document, 'cookie'>;
  navigator: Pick<Navigator, 'cookieEnabled'>;
  /** Reading `window.localStorage` itself may throw, so the storages are reached through getters. */
  storage: (kind: 'localStorage' | 'sessionStorage') => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

const browserProbe = (): SiteDataProbe => ({
  document,
  navigator,
  storage: (kind) => window[kind],
});

function storageWorks(probe: SiteDataProbe, kind: 'localStorage' | 'sessionStorage'): boolean {
  try {
    const storage = probe.storage(kind);
    const key = '__site_data_probe';
    storage.setItem(key, '1');
    const ok = storage.getItem(key) === '1';
    storage.removeItem(key);
    return ok;
  } catch {
    return false;
  }
}

function cookieWorks(probe: SiteDataProbe): boolean {
  if (!probe.navigator.cookieEnabled) return false;
  try {
    const value = `__cookie_probe=${Date.now()}`;
    probe.document.cookie = `${value}; path=/; SameSite=Lax`;
    const ok = probe.document.cookie.includes(value);
    probe.document.cookie = '__cookie_probe=; path=/; max-age=0';
    return ok;
  } catch {
    return false;
  }
}

export function cookiesEnabled(probe: SiteDataProbe = browserProbe()): boolean {
  return cookieWorks(probe) && storageWorks(probe, 'localStorage') && storageWorks(probe, 'sessionStorage');
}
