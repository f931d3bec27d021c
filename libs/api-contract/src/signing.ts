/**
 * The one request-signing scheme, used by the api-client to sign and by the simulator to verify
 * (SPEC §7 "Request signing"). Pure and dependency-free so it runs in the browser and in Node.
 *
 * 1. `signingPath(url)` reduces a request URL to the path that is signed: origin, query and hash
 *    are dropped; a path whose first segment is `component` is treated as the site api path
 *    (`/component/…` → `/site/…`), and a path whose first segment is `page-fd` as the fd api path
 *    (`/page-fd/…` → `/fd/…`).
 * 2. `signPath(url)` = `"s1." + hex8(fnv1a32(t)) + hex8(fnv1a32(reverse(t)))` with
 *    `t = SIGN_SALT + "|" + signingPath(url)`: `s1.` followed by 16 lowercase hex digits.
 *
 * This is an integrity tag that stops casual path tampering; anyone can compute it, so it is not
 * authentication. SIGN_SALT is obfuscation, not a secret.
 */
export const SIGN_SCHEME_VERSION = 's1';
export const SIGN_SALT = 'site-4002';
const SIGN_PATTERN = /^s1\.[0-9a-f]{16}$/;

/** Segments the mapping rule rewrites before signing (SPEC §7). */
export const SIGN_PATH_ALIASES: Readonly<Record<string, string>> = {
  component: 'site',
  'page-fd': 'fd',
};

/** The path part of a URL (absolute or relative), without query or hash. Never throws. */
export function pathOf(url: string): string {
  let rest = typeof url === 'string' ? url : '';
  const scheme = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(rest);
  if (scheme) rest = rest.slice(scheme[0].length);
  const cut = rest.search(/[?#]/);
  if (cut >= 0) rest = rest.slice(0, cut);
  if (!rest.startsWith('/')) rest = `/${rest}`;
  return rest;
}

/** The path mapping rule: `component` → site api path, `page-fd` → fd api path. */
export function signingPath(url: string): string {
  const path = pathOf(url);
  const match = /^\/([^/]+)(\/.*)?$/.exec(path);
  if (!match) return path;
  const first = match[1] ?? '';
  const alias = SIGN_PATH_ALIASES[first];
  return alias ? `/${alias}${match[2] ?? ''}` : path;
}

/** FNV-1a, 32 bit, over the UTF-16 code units of `text`; unsigned. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function hex8(n: number): string {
  return n.toString(16).padStart(8, '0');
}

/** A 64-bit (16 hex digit) tag of `text`: FNV-1a of the text, then of the text reversed. */
export function hash64Hex(text: string): string {
  const reversed = text.split('').reverse().join('');
  return hex8(fnv1a32(text)) + hex8(fnv1a32(reversed));
}

/** The signed-path header value for a request URL. */
export function signPath(url: string): string {
  return `${SIGN_SCHEME_VERSION}.${hash64Hex(`${SIGN_SALT}|${signingPath(url)}`)}`;
}

/** The simulator's check: the header is the signature of this URL. */
export function verifySignedPath(url: string, header: string | null | undefined): boolean {
  return typeof header === 'string' && SIGN_PATTERN.test(header) && header === signPath(url);
}

/**
 * The encrypted-user header of member info (SPEC §7): derived from a hash of the stored username.
 * Lower-cased and trimmed first so the same member always gives the same value.
 */
export function hashUsername(username: string): string {
  return hash64Hex(`user|${String(username).trim().toLowerCase()}`);
}
