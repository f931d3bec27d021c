import { atom } from 'jotai';

/**
 * The browser is offline (issue #38 item 4): one bar says so (shell/offline-bar.ts) and money
 * buttons wait with the catalogue's offline text (components/use-money-submit.ts). Set by
 * shell/follow-connectivity.ts, after the first paint.
 */
export const offlineAtom = atom(false);
