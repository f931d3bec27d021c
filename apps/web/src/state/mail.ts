import { atom } from 'jotai';
import { sharedResource } from './shared-resource';

/**
 * The member's unread station-mail count: the tab bar's dot on 我的, the member centre's 站内信 row
 * and the mail page read this one figure; reading or deleting mail lowers it (`lowerUnread`), so
 * every place shows the change at once.
 */
export const unreadMailResource = sharedResource((services) => services.client.request('mailUnread'));

/**
 * Takes `by` mails off the unread count after the platform confirmed them read or deleted: from
 * the count held at that moment, never below zero. With no count held yet, it is read afresh.
 */
export const lowerUnread = atom(null, (get, set, by: number) => {
  const held = get(unreadMailResource.state).data;
  if (!held) {
    void set(unreadMailResource.refresh);
    return;
  }
  if (by > 0) set(unreadMailResource.set, { unread: Math.max(0, held.unread - by) });
});
