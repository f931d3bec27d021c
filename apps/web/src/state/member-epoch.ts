import { atom } from 'jotai';

/**
 * Counts the times the member left this tab (logout, a session code, another tab's logout or
 * another member logging in over them). What belongs to one member's stay and must not outlive it
 * (a money form's kept idempotency key) starts over when it changes (issue #38 item 5).
 */
export const memberEpochAtom = atom(0);
