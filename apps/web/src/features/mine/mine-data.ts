import type { SharedResource } from '../../state/shared-resource';
import { balancesResource } from '../../state/balances';
import { unreadMailResource } from '../../state/mail';
import { memberResource } from '../../state/member';
import type { AppStore } from '../../app/store';
import { vipInfoResource } from '../../state/vip';

/**
 * Starts a shared read for a page that does not wait for it: the page's part shows a skeleton, or
 * the failure with 重试 (the resource keeps the error), so the rejection is handled there.
 */
export function startShared<T>(resource: SharedResource<T>, store: AppStore, staleMs?: number): void {
  resource.ensure(store, staleMs).catch(() => undefined);
}

/** What the member centre shows; held data is shown at once and refreshed behind it. */
export function loadMine(store: AppStore): void {
  startShared(memberResource, store);
  startShared(vipInfoResource, store);
  startShared(balancesResource, store);
  startShared(unreadMailResource, store);
}
