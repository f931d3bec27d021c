import { removeItem, type StoragePort, type StoredValueOwner } from '@site/ports';
import { POP_SEEN_KEY } from './features/home/pop-info';
import { BALANCE_HIDDEN_KEY } from './features/mine/balance-visibility';
import { WEB_VERSION_CHOICE_KEY } from './shell/web-version-choice';

/**
 * The keys the app's own pages (and its router) keep, by storage, and whose each is (issue #35
 * item 6, StoredValueOwner). The libraries list theirs (@site/session SESSION_STORED_VALUES,
 * @site/venues VENUE_STORED_VALUES); the composition root clears the `member` ones here when the
 * member leaves. Loaded only then: nothing of it belongs in the first load. It names keys of
 * features and the shell, so it stands above them (beside start.tsx), not in app/.
 */
export const APP_STORED_VALUES = {
  localStorage: {
    // The home pop-up's "shown today", by username: it names who used this phone today.
    [POP_SEEN_KEY]: 'member',
    // The eye button on the member centre: a choice about this screen, and a hidden balance is
    // the safer state for whoever holds the phone next.
    [BALANCE_HIDDEN_KEY]: 'device',
    // "继续访问网页版" on the download page: how this device prefers to open the site.
    [WEB_VERSION_CHOICE_KEY]: 'device',
  },
  sessionStorage: {
    // TanStack Router's scroll positions of this tab's history entries (@tanstack/router-core
    // storageKey): where the tab was scrolled, nothing of the member's.
    'tsr-scroll-restoration-v1_3': 'device',
  },
} as const satisfies Record<'localStorage' | 'sessionStorage', Record<string, StoredValueOwner>>;

/** Removes the app's own `member` values (today only local storage holds any). */
export function forgetAppMemberValues(localStorage: StoragePort): void {
  const owners: Record<string, StoredValueOwner> = APP_STORED_VALUES.localStorage;
  for (const [key, owner] of Object.entries(owners)) if (owner === 'member') removeItem(localStorage, key);
}
