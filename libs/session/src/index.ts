export * from './constants.ts';
export { MESSAGES } from './messages.ts';
export type * from './ports.ts';
export { createTokenStore } from './token.ts';
export type { LoginRecord, TokenStore, TokenStorePorts } from './token.ts';
export { guardPath, isProtectedPath } from './protected-paths.ts';
export { watchTokenOnFocus } from './focus-reload.ts';
export { SESSION_CODES, TOKEN_CLEARING_CODES, handleSessionCodes, isSessionCode } from './session-codes.ts';
export type { SessionCode, SessionCodeHandlerPorts } from './session-codes.ts';
