import { atom } from 'jotai';

/*
 * What a money form checks before it sends or retries (components/use-money-submit.ts). One module
 * for both: the money pages' chunks then depend on one small piece of state, not two.
 */

/**
 * Counts the times the member left this tab (logout, a session code, another tab's logout or
 * another member logging in over them). What belongs to one member's stay and must not outlive it
 * (a money form's kept idempotency key) starts over when it changes (issue #38 item 5).
 */
export const memberEpochAtom = atom(0);

/**
 * The browser is offline (issue #38 item 4): one bar says so (shell/offline-bar.ts) and money
 * buttons wait with the catalogue's offline text. Set by shell/follow-connectivity.ts, after the
 * first paint.
 */
export const offlineAtom = atom(false);
