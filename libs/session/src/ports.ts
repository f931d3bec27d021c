/**
 * What the session needs from the outside world. The app passes browser implementations
 * (see browser-ports.ts); tests pass fakes. Storage, cookies and the clock are @site/ports' shapes.
 */
import type { Unsubscribe } from '@site/ports';

/** Read live: every property access is the current location. */
export interface LocationPort {
  readonly pathname: string;
  readonly search: string;
  readonly href: string;
  replace(url: string): void;
}

export interface FocusPort {
  onFocus(listener: () => void): Unsubscribe;
  onBlur(listener: () => void): Unsubscribe;
}

/** Dialog contents the session asks the app to show. */
export interface SessionDialog {
  title: string;
  message: string;
  confirmText: string;
}

/**
 * What the session does, executed by the app (router, dialogs). `showModal` and `showAlert`
 * resolve when the member presses the confirm button and reject (or never settle) when the
 * dialog is dismissed otherwise. An app with several tabs shows one session dialog across them
 * (issue #38): where another tab shows one now, these resolve at once, as if confirmed, and the
 * tab goes where that dialog's button leads.
 */
export interface SessionEffects {
  navigate(path: string, options?: { replace?: boolean }): void;
  showModal(dialog: SessionDialog): Promise<void>;
  showAlert(dialog: SessionDialog): Promise<void>;
  reload(): void;
}

/** An event raised by api-client when a reply carries one of the global session codes. */
export interface SessionCodeEvent {
  type: 'session-code';
  code: number;
  message: string;
}

/**
 * Any event of the api-client: the session acts on session codes and lets the others pass (a
 * money call's success is the app's). Read defensively: fields are checked before use.
 */
export interface ClientEvent {
  type: string;
  code?: unknown;
  message?: unknown;
  /** The call carried another token than the one now (@site/api-client's session-code event). */
  stale?: unknown;
}

export interface SessionEventSource {
  on(listener: (event: ClientEvent) => void): Unsubscribe;
}

/** The fields of /site/api/v1/user/member/info the session reads; the rest passes through. */
export interface MemberInfo {
  username: string;
  userId: string | number;
  grade?: number;
  [field: string]: unknown;
}

/** The pre-login site config (SPEC §3); only the fields the session reads are typed. */
export interface SiteConfig {
  SiteBaseConfigVo?: { title?: string; webLogoTitleUrl?: string; [field: string]: unknown };
  maintainConfig?: { status?: number; [field: string]: unknown };
  ip?: string;
  [field: string]: unknown;
}

/** Platform attributes that feed the fingerprint, name → value. */
export type AttributeCollector = () => Promise<Record<string, string>>;

/** Device traits that decide the mobile redirect. */
export interface DeviceTraits {
  userAgent: string;
  maxTouchPoints: number;
  screenWidth: number;
  screenHeight: number;
}
