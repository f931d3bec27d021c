/**
 * Request headers (SPEC §7 "Common to all calls"). `X-API-TOKEN` and `X-API-UUID` are fixed by
 * SPEC-NOTES 5; the other names are this contract's choice and are the only place they are
 * written:
 *
 * | header                  | value                                                         |
 * |-------------------------|---------------------------------------------------------------|
 * | X-API-TOKEN             | the member's session token, when present                      |
 * | X-API-UUID              | the device id (random v4-style uuid created on first use)      |
 * | X-API-CLIENT            | client type, always `web`                                     |
 * | X-API-SITE              | site id, `4002`                                               |
 * | X-API-VERSION           | `2.0.0`                                                       |
 * | X-API-SIGN              | `signPath(path)` of the request path (see signing.ts)          |
 * | X-API-USER              | `hashUsername(storedUsername)` on member info (see signing.ts) |
 * | X-API-IDEMPOTENCY-KEY   | one fresh key per submit of a money call (MONEY_PATHS)         |
 */
export const HEADERS = {
  token: 'X-API-TOKEN',
  uuid: 'X-API-UUID',
  clientType: 'X-API-CLIENT',
  siteId: 'X-API-SITE',
  version: 'X-API-VERSION',
  signedPath: 'X-API-SIGN',
  encryptedUser: 'X-API-USER',
  idempotencyKey: 'X-API-IDEMPOTENCY-KEY',
} as const;

export const TOKEN_HEADER = HEADERS.token;
export const UUID_HEADER = HEADERS.uuid;
export const CLIENT_TYPE_HEADER = HEADERS.clientType;
export const SITE_ID_HEADER = HEADERS.siteId;
export const VERSION_HEADER = HEADERS.version;
export const SIGNED_PATH_HEADER = HEADERS.signedPath;
export const ENCRYPTED_USER_HEADER = HEADERS.encryptedUser;
export const IDEMPOTENCY_KEY_HEADER = HEADERS.idempotencyKey;
/** OBTY's `GET {token}?merchantCode` carries this header (SPEC §7 venue calls). */
export const REQUEST_ID_HEADER = 'requestId';

export const SITE_ID = 4002;
export const CLIENT_TYPE = 'web';
export const API_VERSION = '2.0.0';
/** Default `platformType` of preInfo (SPEC §9). */
export const DEFAULT_PLATFORM_TYPE = 6;
/** `withLockMoney` value the member-info call sends (SPEC §7). */
export const WITH_LOCK_MONEY = 1;
