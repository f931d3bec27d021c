import { browserConnectivity } from '@site/ports';
import type { ConnectivityPort, Unsubscribe } from '@site/ports';
import type { AppStore } from '../app/store';
import { offlineAtom } from '../state/money-gates';
import { chatSocketAtom } from '../state/chat';
import { refreshFailed } from '../state/shared-resource';
// In this chunk, not loaded when first needed: by then the network is gone.
import { mountOfflineBar } from './offline-bar';

/** What of the router a returning connection uses: the current page's loaders run again. */
export interface Reloadable {
  invalidate(): Promise<void>;
}

export interface ConnectivityDeps {
  port?: ConnectivityPort;
  /** Shows the bar, the first time the site goes offline. */
  showBar?: (store: AppStore) => void;
}

/**
 * Issue #38 item 4: the site is offline when the browser says so (its online/offline events,
 * @site/ports ConnectivityPort). A call that failed with status 0 while the browser says it is
 * offline needs no signal of its own: that is the same source, and its event has fired. One
 * failing while the browser says it is online (the platform dropped the connection, a proxy timed
 * out) is that call's own error, not "offline": another call may well succeed.
 * While offline one bar says 网络已断开 and which actions wait,
 * and money buttons are disabled with that reason (use-money-submit). Nothing is queued: a call a
 * member made offline failed and said so; money waits for the member to press again.
 * When the connection returns, what failed is read again: the current page's loaders (a page that
 * showed its error view gets its data) and every shared figure whose last read failed; a chat that
 * had given up reconnects.
 */
export function followConnectivity(store: AppStore, router: Reloadable, deps: ConnectivityDeps = {}): Unsubscribe {
  const port = deps.port ?? browserConnectivity();
  const showBar = deps.showBar ?? ((target: AppStore) => void mountOfflineBar(target));
  let barShown = false;
  let online = port.isOnline();
  function apply(): void {
    store.set(offlineAtom, !online);
    if (!online && !barShown) {
      barShown = true;
      showBar(store);
    }
  }
  apply();
  return port.subscribe((now) => {
    if (now === online) return;
    online = now;
    apply();
    if (!online) return;
    void router.invalidate().catch(() => undefined);
    refreshFailed(store);
    const chat = store.get(chatSocketAtom);
    if (chat?.getState().phase === 'offline') chat.retry();
  });
}
