import './offline-bar.css';
import type { AppStore } from '../app/store';
import { offlineAtom } from '../state/connectivity';

export const OFFLINE_TEXT = {
  bar: '网络已断开',
  /** Which actions wait, under the title. */
  waits: '存款、取款、转账、兑换等资金操作已暂停，恢复网络后即可继续；页面内容会自动刷新。',
} as const;

/**
 * The one bar that says the site is offline and what waits (issue #38 item 4), under the page's
 * title bar, over every page while offline. Drawn without React, like the new-version offer: it
 * loads the first time the site goes offline, from a chunk of its own, and then follows
 * `offlineAtom` (hidden while online). A polite live region: a screen reader hears it once.
 */
export function mountOfflineBar(store: AppStore, doc: Document = document): () => void {
  const bar = doc.createElement('div');
  bar.className = 'offline-bar';
  bar.setAttribute('role', 'status');
  const title = doc.createElement('strong');
  title.className = 'offline-bar__title';
  title.textContent = OFFLINE_TEXT.bar;
  const waits = doc.createElement('span');
  waits.className = 'offline-bar__waits';
  waits.textContent = OFFLINE_TEXT.waits;
  bar.append(title, waits);
  const show = (): void => {
    bar.hidden = !store.get(offlineAtom);
  };
  show();
  doc.body.append(bar);
  const off = store.sub(offlineAtom, show);
  return () => {
    off();
    bar.remove();
  };
}
