import {
  API_VERSION,
  BUSINESS_CODES,
  CLIENT_TYPE,
  CONTRACT_MESSAGES,
  HEADERS,
  LOGIN_CODES,
  SITE_ID,
  verifySignedPath,
} from '@site/api-contract';

export interface CheckFailure {
  code: number;
  message: string;
}

type HeaderGetter = (name: string) => string | undefined;

function versionBelow(version: string, required: string): boolean {
  const a = version.split('.').map(Number);
  const b = required.split('.').map(Number);
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (Number.isNaN(x)) return true;
    if (x !== y) return x < y;
  }
  return false;
}

/**
 * The common request checks of SPEC §7: site id 4002, client type web, version 2.0.0, the signed
 * path and the device UUID. Returns the failure to answer with, or null when the request passes.
 */
export function checkRequestHeaders(pathname: string, header: HeaderGetter): CheckFailure | null {
  const apiAuth = BUSINESS_CODES.API_AUTH_ERROR.code;
  if (header(HEADERS.siteId) !== String(SITE_ID) || header(HEADERS.clientType) !== CLIENT_TYPE)
    return { code: apiAuth, message: CONTRACT_MESSAGES.badClient };
  const version = header(HEADERS.version) ?? '';
  if (version !== API_VERSION) {
    if (versionBelow(version, API_VERSION))
      return { code: BUSINESS_CODES.APP_VERSION_OLD.code, message: BUSINESS_CODES.APP_VERSION_OLD.meaning };
    return { code: apiAuth, message: CONTRACT_MESSAGES.badClient };
  }
  if (!verifySignedPath(pathname, header(HEADERS.signedPath))) return { code: apiAuth, message: CONTRACT_MESSAGES.badSignature };
  const uuid = header(HEADERS.uuid) ?? '';
  if (!/^[0-9A-Za-z-]{8,64}$/.test(uuid)) return { code: LOGIN_CODES.UUID_NULL.code, message: LOGIN_CODES.UUID_NULL.meaning };
  return null;
}
