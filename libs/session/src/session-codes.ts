import { BUSINESS_CODES } from '@site/api-contract';
import type { TimerClock, TimerHandle, Unsubscribe } from '@site/ports';
import {
  ACCESS_ALERT_PATH,
  ACCESS_CAVEAT_PATH,
  ALERT_GUARD_MS,
  HOME_PATH,
  LOGIN_PATH,
  SESSION_CODE_DEBOUNCE_MS,
} from './constants';
import { MESSAGES } from './messages';
import type {
  ClientEvent,
  LocationPort,
  SessionDialog,
  SessionEffects,
  SessionEventSource,
  SiteConfig,
} from './ports';
import type { PageInfo } from '@site/api-contract/pages';
import { isProtectedPath } from './protected-paths';

/** The business codes this library acts on (SPEC §4, §8), by their contract names. */
export const SESSION_CODES = {
  LOGGED_IN_ELSEWHERE: BUSINESS_CODES.LOGGED_IN_ELSEWHERE.code,
  IP_BLOCKED: BUSINESS_CODES.IP_BLOCKED.code,
  ACCESS_ALERT: BUSINESS_CODES.ACCESS_ALERT.code,
  ACCESS_CAVEAT: BUSINESS_CODES.ACCESS_CAVEAT.code,
  AUTH_ERROR: BUSINESS_CODES.AUTH_ERROR.code,
  DEVICE_BLOCKED: BUSINESS_CODES.DEVICE_BLOCKED.code,
  ACCOUNT_BLOCKED: BUSINESS_CODES.ACCOUNT_BLOCKED.code,
  PASSWORD_CHANGED: BUSINESS_CODES.PASSWORD_CHANGED.code,
} as const;

export type SessionCode = (typeof SESSION_CODES)[keyof typeof SESSION_CODES];

const HANDLED: ReadonlySet<number> = new Set<number>(Object.values(SESSION_CODES));

export function isSessionCode(code: number): code is SessionCode {
  return HANDLED.has(code);
}

export interface SessionCodeHandlerPorts {
  events: SessionEventSource;
  effects: SessionEffects;
  location: LocationPort;
  /** The page table whose member pages are protected (default: the site's). */
  pages?: readonly PageInfo[];
  clock: TimerClock;
  /** Removes the token, and with it every value of the member (6001, 10105, 10004, 10104). */
  clearToken(code: SessionCode, message: string): void;
  /** Clears everything that makes the visitor a member (10102). */
  clearLoginState(code: SessionCode, message: string): void;
  /** Opened by the mobile app: access redirects do not apply there. */
  isAppContext(): boolean;
  /** The local `isGo` flag. */
  isGo(): boolean;
  /** The cached site config, if any. */
  siteConfig(): SiteConfig | null;
}


/** A dialog port that throws instead of rejecting still counts as a dismissed dialog. */
function show(open: (dialog: SessionDialog) => Promise<void>, dialog: SessionDialog): Promise<void> {
  try {
    return Promise.resolve(open(dialog));
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

function currentPath(location: LocationPort): string {
  return `${location.pathname}${location.search}`;
}

/**
 * The login page, bringing the member back to where the session ended once they log in again
 * (issue #38 item 3: a form's draft is waiting there), as the guard does for a guest.
 */
function loginFrom(location: LocationPort): string {
  return location.pathname === HOME_PATH || location.pathname === LOGIN_PATH ? LOGIN_PATH : `${LOGIN_PATH}?redirect=${encodeURIComponent(currentPath(location))}`;
}

/**
 * Subscribes to session-code events and acts on them (SPEC §4, §8, SPEC-NOTES 4). Each code is
 * debounced 350 ms (trailing: a burst acts once, with its last message). Returns unsubscribe,
 * which also drops pending handlers.
 */
export function handleSessionCodes(ports: SessionCodeHandlerPorts): Unsubscribe & { relay(code: SessionCode, message: string): void } {
  const { effects, location, clock } = ports;
  const pending = new Map<number, TimerHandle>();
  let modalOpen = false;
  let alertOpen = false;
  let alertGuarded = false;
  let guardTimer: TimerHandle | null = null;
  let stopped = false;
  /** Acting on a code another tab had (`relay`). */
  let relayed = false;

  function go(path: string): void {
    if (currentPath(location) !== path) effects.navigate(path, { replace: true });
  }

  function dialog(message: string): SessionDialog {
    return {
      title: MESSAGES.tipTitle,
      message: message.trim() === '' ? MESSAGES.sessionEndedFallback : message,
      confirmText: MESSAGES.confirm,
    };
  }

  function loggedInElsewhere(message: string): void {
    ports.clearToken(SESSION_CODES.LOGGED_IN_ELSEWHERE, message);
    if (modalOpen) return;
    const login = loginFrom(location);
    if (relayed) return void go(login);
    modalOpen = true;
    const toLogin = () => {
      modalOpen = false;
      if (!stopped) effects.navigate(login);
    };
    // The session is over either way: a dismissed modal also ends on the login page.
    show((d) => effects.showModal(d), dialog(message)).then(toLogin, toLogin);
  }

  function sessionInvalid(message: string): void {
    ports.clearLoginState(SESSION_CODES.DEVICE_BLOCKED, message);
    if (alertOpen || alertGuarded) return;
    const login = loginFrom(location);
    if (relayed) return void go(login);
    alertOpen = true;
    alertGuarded = true;
    guardTimer = clock.setTimeout(() => {
      alertGuarded = false;
      guardTimer = null;
    }, ALERT_GUARD_MS);
    show((d) => effects.showAlert(d), dialog(message)).then(
      () => {
        alertOpen = false;
        if (!stopped) effects.navigate(login);
      },
      () => {
        alertOpen = false;
      },
    );
  }

  /**
   * `stale`: the call carried another token than the one now. A member's code (6001, 10105, 10004,
   * 10104) then belongs to a session already ended or replaced — another member logged in, here
   * or in another tab — and acting on it would end the new one (issue #38 item 5). The device's
   * and the address's codes act whoever's call it was.
   */
  function act(code: SessionCode, message: string, stale = false): void {
    switch (code) {
      case SESSION_CODES.LOGGED_IN_ELSEWHERE:
        if (!stale) loggedInElsewhere(message);
        return;
      case SESSION_CODES.PASSWORD_CHANGED:
      case SESSION_CODES.AUTH_ERROR:
      case SESSION_CODES.ACCOUNT_BLOCKED:
        if (stale) return;
        ports.clearToken(code, message);
        if (isProtectedPath(location.pathname, ports.pages)) go(HOME_PATH);
        return;
      case SESSION_CODES.DEVICE_BLOCKED:
        sessionInvalid(message);
        return;
      case SESSION_CODES.IP_BLOCKED:
      case SESSION_CODES.ACCESS_CAVEAT:
        if (!ports.isAppContext()) go(ACCESS_CAVEAT_PATH);
        return;
      case SESSION_CODES.ACCESS_ALERT:
        if (ports.isGo() || ports.isAppContext()) return;
        if (ports.siteConfig()?.maintainConfig?.status !== 0) go(ACCESS_ALERT_PATH);
        return;
    }
  }

  function onEvent(event: ClientEvent): void {
    if (stopped || event.type !== 'session-code' || typeof event.code !== 'number' || !isSessionCode(event.code)) return;
    const code = event.code;
    const message = typeof event.message === 'string' ? event.message : '';
    const previous = pending.get(code);
    if (previous !== undefined) clock.clearTimeout(previous);
    pending.set(
      code,
      clock.setTimeout(() => {
        pending.delete(code);
        act(code, message, event.stale === true);
      }, SESSION_CODE_DEBOUNCE_MS),
    );
  }

  const off = ports.events.on(onEvent);
  // `relay`: a code another tab had (debounced there), acted on at once, as this tab's own rule but
  // without a dialog of its own — the tab that had the code shows it (one across the site, #38) —:
  // this tab goes where the dialog's button leads.
  return Object.assign(() => {
    stopped = true;
    off();
    for (const handle of pending.values()) clock.clearTimeout(handle);
    pending.clear();
    if (guardTimer !== null) clock.clearTimeout(guardTimer);
  }, {
    relay(code: SessionCode, message: string) {
      if (stopped) return;
      relayed = true;
      act(code, message);
      relayed = false;
    },
  });
}
