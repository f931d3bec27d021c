import { balancesResource } from '../../state/balances';
import { unreadMailResource } from '../../state/mail';
import { memberResource } from '../../state/member';
import type { AppStore } from '../../app/store';
import { vipInfoResource } from '../../state/vip';

/** What the member centre shows; held data is shown at once and refreshed behind it. */
export function loadMine(store: AppStore): void {
  for (const resource of [memberResource, vipInfoResource, balancesResource, unreadMailResource]) resource.start(store);
}
