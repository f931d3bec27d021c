import type { TabMessage } from '@site/ports';

/**
 * What the session tells the site's other open tabs (issue #38), and nothing more: that the member
 * left (with the session code that ended it, if one did), that a member came in, that the site
 * went into maintenance. No token, name or amount travels: each tab reads the shared cookie and
 * storage, and asks the platform for what it shows.
 */
export const SESSION_TAB_MESSAGES = {
  memberLeft: 'session:member-left',
  memberIn: 'session:member-in',
  maintenance: 'session:maintenance',
} as const;

export interface MemberLeftMessage extends TabMessage {
  type: typeof SESSION_TAB_MESSAGES.memberLeft;
  /** The session code that ended the session (6001, 10004, 10102, 10104, 10105), or null for a logout. */
  code: number | null;
  message: string | null;
  /** Another member logged in over this one: the other tabs follow them rather than go home. */
  switching: boolean;
}

export function memberLeftMessage(code: number | null, message: string | null, switching: boolean): MemberLeftMessage {
  return { type: SESSION_TAB_MESSAGES.memberLeft, code, message, switching };
}

export function isMemberLeft(message: TabMessage): message is MemberLeftMessage {
  return (
    message.type === SESSION_TAB_MESSAGES.memberLeft &&
    (message['code'] === null || typeof message['code'] === 'number') &&
    (message['message'] === null || typeof message['message'] === 'string')
  );
}
