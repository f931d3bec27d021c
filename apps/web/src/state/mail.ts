import { sharedResource } from './shared-resource';

/**
 * The member's unread station-mail count: the tab bar's dot on 我的, the member centre's 站内信 row
 * and the mail page read this one figure; reading or deleting mail lowers it (the mail page's
 * `lowerUnread`), so every place shows the change at once.
 */
export const unreadMailResource = sharedResource((services) => services.client.request('mailUnread'));
