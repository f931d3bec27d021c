import type { Unsubscribe } from '@site/ports';
import { SESSION_TAB_MESSAGES } from '@site/session';
import type { Services } from '../app/services';
import type { AppStore } from '../app/store';
import { balancesResource } from './balances';
import { mallResource } from './mall';
import { memberResource } from './member';
import { vipInfoResource } from './vip';
import { clearAllShared, refreshIfShown } from './shared-resource';
import { memberEpochAtom } from './money-gates';

/** "Money moved in another tab": the only thing the app itself tells the other tabs (issue #38). */
export const MONEY_MOVED_MESSAGE = 'app:money-moved';


/**
 * The app's side of one site across tabs (issue #38 items 1, 2, 5); the session does the member's.
 * - A money call accepted in this tab (a deposit, transfer, withdrawal, mall exchange, payout…)
 *   tells the others, which read again the balances, points and member figures they show. No
 *   amount travels: each tab asks the platform.
 * - A member who came in through another tab (a login, or another member over this one) empties
 *   every shared figure here, so the pages read the new member's; nothing of the one before shows.
 * (A member leaving empties them through `onLogout`, which runs on every leaving.)
 */
export async function followOtherTabs(store: AppStore, services: Pick<Services, 'client' | 'session' | 'tabs' | 'onLogout'>): Promise<Unsubscribe> {
  // Money forms drop a retry key kept for a member who has left (state/money-gates.ts). Counted from
  // here, after the first paint: no money form has submitted before then.
  const offLeft = services.onLogout(() => store.set(memberEpochAtom, (n) => n + 1));
  if (!services.tabs) return offLeft;
  const tabs = await services.tabs();
  const offMoney = services.client.events.on((event) => {
    if (event.type === 'money-moved') tabs.post({ type: MONEY_MOVED_MESSAGE });
  });
  const offTabs = tabs.subscribe((message) => {
    // A member came in through another tab: the figures shown here are read again for them.
    if (message.type === SESSION_TAB_MESSAGES.memberIn) clearAllShared(store);
    if (message.type !== MONEY_MOVED_MESSAGE) return;
    // The member's info is served once per page view (SPEC-NOTES 19): read it again on purpose.
    services.session.memberInfo.reset();
    refreshIfShown(store, balancesResource);
    refreshIfShown(store, mallResource);
    refreshIfShown(store, memberResource);
    refreshIfShown(store, vipInfoResource);
  });
  return () => {
    offLeft();
    offMoney();
    offTabs();
  };
}
