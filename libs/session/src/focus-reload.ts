import type { Unsubscribe } from '@site/ports';
import type { FocusPort } from './ports';

/**
 * Reloads the page when it regains focus with a token other than the one held when it lost
 * focus (SPEC §4): another tab logged in, out, or as someone else.
 */
export function watchTokenOnFocus(focus: FocusPort, getToken: () => string | null, reload: () => void): Unsubscribe {
  let held: { token: string | null } | null = null;
  const offBlur = focus.onBlur(() => {
    held = { token: getToken() };
  });
  const offFocus = focus.onFocus(() => {
    if (held === null) return;
    const changed = held.token !== getToken();
    // Focus and visibility can both report one return; the first one decides.
    held = null;
    if (changed) reload();
  });
  return () => {
    offBlur();
    offFocus();
  };
}
