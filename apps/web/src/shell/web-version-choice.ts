/**
 * The mobile redirect (SPEC §4) sends phones to /download-page. A member who would rather use the
 * site in the browser says so there ("继续访问网页版"); the choice is kept for 30 days so the
 * redirect does not catch them on every visit. (Design decision: the spec leaves the way back open.)
 */
export const WEB_VERSION_CHOICE_KEY = 'preferWebVersionAt';
export const WEB_VERSION_CHOICE_MS = 30 * 24 * 60 * 60 * 1000;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

export function prefersWebVersion(storage: Storage, now: number): boolean {
  try {
    const at = Number(storage.getItem(WEB_VERSION_CHOICE_KEY));
    return Number.isFinite(at) && at > 0 && at <= now && now - at < WEB_VERSION_CHOICE_MS;
  } catch {
    return false;
  }
}

export function chooseWebVersion(storage: Storage, now: number): void {
  try {
    storage.setItem(WEB_VERSION_CHOICE_KEY, String(now));
  } catch {
    // Storage disabled: the member is asked again next time, nothing worse.
  }
}
