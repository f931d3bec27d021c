/**
 * @site/session — who the visitor is and what the browser remembers (SPEC §3, §4, §6, §8, §9).
 * The app makes one session at its composition root (apps/web/src/app/services.ts); the other
 * exports are what that root and the auth forms use. The rest of src/ is internal.
 */

// The session, and the shapes the app fills in or reads.
export { createSession } from './session';
export type { Session, SessionPorts } from './session';
export type { MemberInfo, SessionDialog, SessionEffects, SiteConfig } from './ports';
export type { LoginRecord, TokenStore } from './token';
// Form drafts (issue #38 item 3) are `@site/session/drafts`, a module of its own: only the forms
// use them, and from the index they would ride in the first page's start-up code.
export type { ReferralCodes } from './referral';

// Pieces a composition root may build before (or without) the whole session.
export { createTokenStore } from './token';
export { createDeviceId } from './device-id';
// The browser's cookies and address for that composition root; its storage is @site/ports'
// browserStorage.
export { browserCookies, browserLocation } from './browser-ports';
export { SESSION_TAB_MESSAGES } from './tab-messages';

// The login, register and reset forms answer a failed call through this (SPEC §8 login codes).
export { loginFailure } from './login-outcome';
