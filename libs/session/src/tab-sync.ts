import type { TabChannelPort, TabMessage } from '@site/ports';
import type { LocationPort, SessionEffects } from './ports';
import { isSessionCode } from './session-codes';
import type { SessionCode } from './session-codes';

/**
 * The session's side of one site across tabs (issue #38), in a module the session loads when it
 * starts (the first page does not wait for it). It tells the site's other open tabs, and nothing more: that the member
 * left (with the session code that ended it, if one did), that a member came in, that the site
 * went into maintenance. No token, name or amount travels: each tab reads the shared cookie and
 * storage, and asks the platform for what it shows.
 */
import { SESSION_TAB_MESSAGES } from './tab-messages';
export { SESSION_TAB_MESSAGES };

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


/** What following another tab may do to this one: the session, and what it keeps to itself. */
export interface TabFollowDeps {
  /** The session's own (public) parts: its guard, maintenance check, member info and token. */
  session: {
    guard(pathname: string): string | null;
    checkMaintenance(): boolean;
    memberInfo: { reset(): void };
    token: { announce(): void };
  };
  /** Forgets the member here (memory and listeners; never the shared stored values). */
  leftHere(): void;
  /** Hands a code another tab had to this tab's session-code handler (its own rule, here). */
  relay(code: SessionCode, message: string): void;
  location: LocationPort;
  effects: SessionEffects;
}

/** What another tab said, and this tab following as if it had happened here. */
export function followOtherTab(message: TabMessage, deps: TabFollowDeps): void {
  const { session } = deps;
  if (isMemberLeft(message)) {
    if (message.code !== null && isSessionCode(message.code)) {
      // The code's own rule, here too (home or login, one dialog across the tabs).
      deps.relay(message.code, message.message ?? '');
    } else {
      deps.leftHere();
      // A guest on a member page goes home (the session's guard); one who switched stays.
      const to = message.switching ? null : session.guard(deps.location.pathname);
      if (to !== null) deps.effects.navigate(to, { replace: true });
    }
  } else if (message.type === SESSION_TAB_MESSAGES.memberIn) {
    session.memberInfo.reset();
    session.token.announce();
  } else if (message.type === SESSION_TAB_MESSAGES.maintenance) {
    session.checkMaintenance();
  }
}

/** Tells the other tabs that the member left (with the code that ended it, if one did). */
export function postMemberLeft(tabs: TabChannelPort, cause: { code?: number; message?: string; switching?: boolean }): void {
  tabs.post(memberLeftMessage(cause.code ?? null, cause.message ?? null, cause.switching === true));
}
