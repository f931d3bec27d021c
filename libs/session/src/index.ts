export * from './constants.ts';
export { MESSAGES } from './messages.ts';
export type * from './ports.ts';
export { createTokenStore } from './token.ts';
export type { LoginRecord, TokenStore, TokenStorePorts } from './token.ts';
export { guardPath, isProtectedPath } from './protected-paths.ts';
export { watchTokenOnFocus } from './focus-reload.ts';
export { SESSION_CODES, handleSessionCodes, isSessionCode } from './session-codes.ts';
export type { SessionCode, SessionCodeHandlerPorts } from './session-codes.ts';
export { createSiteConfigStore } from './site-config.ts';
export type { ShellInfo, SiteConfigStore, SiteConfigStorePorts } from './site-config.ts';
export { enterMaintenanceIfDue, isUnderMaintenance, shouldEnterMaintenance } from './maintenance.ts';
export type { MaintenanceOptions } from './maintenance.ts';
export { createDeviceId } from './device-id.ts';
export type { DeviceIdPorts } from './device-id.ts';
export { computeFingerprint, createFingerprint, fingerprintSource, hashFingerprint } from './fingerprint.ts';
export type { FingerprintPorts } from './fingerprint.ts';
export { PROBED_FONTS, collectBrowserAttributes } from './browser-attributes.ts';
export type { BrowserEnvironment } from './browser-attributes.ts';
export { createReferralStore } from './referral.ts';
export type { ReferralCodes, ReferralStore, ReferralStorePorts } from './referral.ts';
export { createMemberInfoLoader } from './member-info.ts';
export type { MemberInfoLoader, MemberInfoPorts } from './member-info.ts';
export {
  APP_USER_AGENT_MARKER,
  MOBILE_MAX_SHORT_SIDE,
  MOBILE_USER_AGENT,
  browserDeviceTraits,
  createAppContext,
  isMobileDevice,
  redirectIfMobile,
} from './mobile.ts';
export type { AppContextPorts, MobileRedirectPorts } from './mobile.ts';
export { browserClock, browserCookies, browserFocus, browserLocation, browserStorage } from './browser-ports.ts';
export { createSession } from './session.ts';
export type { Session, SessionPorts } from './session.ts';
export { loginFailure } from './login-outcome.ts';
export type { CaptchaAction, LoginFailure } from './login-outcome.ts';
