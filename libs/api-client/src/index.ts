/**
 * @site/api-client — the platform client (SPEC §7–§9): headers, signing, reply handling, the
 * error catalogue, the encrypted cache, typed calls and global-handling events. No React.
 */
export { createApiClient } from './client';
export type { ApiClient } from './client';
export type { CallArgs, CallOptions, MoneyCallOptions } from './calls';
export { createMoneySubmitKeys, submitOutcome } from './money-keys';
export type { MoneySubmitKeys, SubmitOutcome } from './money-keys';
export type { CacheGetOptions, CacheSetOptions, JsonCacheClient } from './cache';
export { decryptCachePayload, encryptCachePayload } from './cache';
export { SESSION_EVENT_CODES } from './events';
export type { ApiClientEvent, ApiClientEvents, ApiClientListener, SessionCodeEvent, Unsubscribe } from './events';
export {
  BusinessError,
  CancelError,
  ConnectionError,
  ContractError,
  connectionKindOf,
  errorText,
  isApiError,
  memberMessage,
} from './errors';
export type { ApiError, ConnectionErrorInit, ContractIssue } from './errors';
export { createPathSigner, encryptSignTable, signFromStoredTable, signPrefixes } from './signing';
export type { PathSigner, PathSignerPorts } from './signing';
export { settleEnvelope, settleReply } from './reply';
export { aesDecrypt, aesEncrypt } from './crypto';
export type { ApiClientPorts, FetchPort } from './ports';
export { MESSAGES } from './messages';
export type { ConnectionKind } from './messages';
export * from './constants';
export { SIGN_TABLE_STORAGE_KEY, STORED_USERNAME_KEY } from './local-contract';
