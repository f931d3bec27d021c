/**
 * @site/session — who the visitor is and what the browser remembers (SPEC §3, §4, §6, §8, §9).
 * The app makes one session at its composition root; everything else here is internal.
 */

// The session, and the shapes the app fills in or reads.
export { createSession } from './session.ts';
export type { Session, SessionPorts } from './session.ts';
export type { MemberInfo, SessionDialog, SessionEffects, SiteConfig } from './ports.ts';
export type { LoginRecord, TokenStore } from './token.ts';
export type { ReferralCodes } from './referral.ts';

// Pieces a composition root may build before (or without) the whole session.
export { createTokenStore } from './token.ts';
export { createDeviceId } from './device-id.ts';
export { browserClock, browserCookies, browserFocus, browserLocation, browserStorage } from './browser-ports.ts';

// The login, register and reset forms answer a failed call through this (SPEC §8 login codes).
export { loginFailure } from './login-outcome.ts';
