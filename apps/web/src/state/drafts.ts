import { browserStorage } from '@site/ports';
import { createDraftStore } from '@site/session/drafts';
import type { DraftStore } from '@site/session/drafts';
import { atom } from 'jotai';
import { servicesAtom } from './services';

const given = atom<DraftStore | null>(null);

/**
 * The form drafts of this tab (issue #38 item 3): @site/session's draft store over the tab's
 * session storage, for the member logged in now. Made where a form first needs it, so its code
 * comes with the forms, not with the first page. A test hands in its own.
 */
export const draftsAtom = atom(
  (get): DraftStore => {
    const own = get(given);
    if (own) return own;
    const { session } = get(servicesAtom);
    return createDraftStore({
      storage: browserStorage('sessionStorage'),
      member: () => (session.isMember() ? session.memberInfo.username() : null),
      // A member page opened straight from its address in a fresh browser: the name comes with
      // the member's info (read once per page view anyway).
      whenMember: () => session.memberInfo.get(),
    });
  },
  (_get, set, drafts: DraftStore) => set(given, drafts),
);
