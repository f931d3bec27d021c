import type { Unsubscribe } from '@site/ports';
import type { FocusPort } from './ports';

/**
 * Reloads the page when it regains focus with a token other than the one held when it lost
 * focus (SPEC §4): another tab logged in, out, or as someone else. `adopt()` says this tab has
 * already followed the change (the other tab told it, issue #38): no reload is needed for it.
 * Where tabs cannot tell each other (no BroadcastChannel, no storage event), the reload remains.
 */
export function watchTokenOnFocus(
  focus: FocusPort,
  getToken: () => string | null,
  reload: () => void,
): Unsubscribe & { adopt(): void } {
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
  const stop = () => {
    offBlur();
    offFocus();
  };
  return Object.assign(stop, {
    adopt() {
      if (held !== null) held = { token: getToken() };
    },
  });
}
