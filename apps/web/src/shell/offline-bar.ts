import './offline-bar.css';
import type { AppStore } from '../app/store';
import { offlineAtom } from '../state/money-gates';

export const OFFLINE_TEXT = {
  bar: '网络已断开',
  /** Which actions wait, under the title. */
  waits: '存款、取款、转账、兑换等资金操作已暂停，恢复网络后页面会自动刷新。',
} as const;

/**
 * The one bar that says the site is offline and what waits (issue #38 item 4), above the tab bar,
 * over every page while offline (the page gets room below its end meanwhile: offline-bar.css).
 * Drawn without React, like the new-version offer; its code comes with shell/follow-connectivity.ts after the
 * first paint (not when first needed: by then the network is gone). Mounted the first time the
 * site goes offline, it then follows `offlineAtom` (hidden while online). A polite live region: a screen reader hears it once.
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
    const offline = store.get(offlineAtom);
    bar.hidden = !offline;
    doc.documentElement.classList.toggle('site-offline', offline);
  };
  show();
  doc.body.append(bar);
  const off = store.sub(offlineAtom, show);
  return () => {
    off();
    bar.remove();
    doc.documentElement.classList.remove('site-offline');
  };
}
