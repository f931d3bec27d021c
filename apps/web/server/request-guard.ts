import type http from 'node:http';
import { isPlatformPath } from './prefixes';

/**
 * What both servers refuse before any proxied prefix is matched (the Node server in serve.ts,
 * nginx from the same expressions, nginx/render.ts), in nginx's own order, so each request gets
 * one answer from both.
 *
 * A path is sent to the platform and to IMTY as the browser wrote it, and each upstream normalises
 * it its own way: `/venue-proxy/imty/api/mobile/../../yewu12/…` reached another API of the venue's
 * origin, `/site/api/v1/..;/..;/__sim/health` another service of the platform's. Browsers never
 * send dot segments (they resolve them), encoded slashes or `;` parameters in the site's own
 * addresses, so such a target is refused with 400 rather than cleaned up.
 */

/**
 * The request target's path (up to `?`) holding a dot segment (`.` or `..`, raw or percent-encoded,
 * also double-encoded `%252e`, any case), an encoded slash or backslash (`%2f`, `%5c`), a raw
 * backslash or a `;` (path parameters: `..;/` is a dot segment to Java servers). Case-insensitive;
 * the same text is a JavaScript and a PCRE (nginx) expression. The query is not looked at.
 */
export const UNSAFE_TARGET_SOURCE = String.raw`^[^?]*(?:/(?:\.|%(?:25)*2e){1,2}(?:[/?;]|$)|%(?:25)*(?:2f|5c)|\x5c|;)`;
const UNSAFE_TARGET = new RegExp(UNSAFE_TARGET_SOURCE, 'i');

/** A scheme and an authority before the path: the absolute form of a request target. */
const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/**
 * The path and query a request target names: itself (origin form), or what follows the authority
 * in the absolute form (`GET http://host/path`, which nginx accepts and reads as `/path`); null for
 * `*` (OPTIONS) and the authority form (CONNECT), which name no path of the site.
 */
export function originFormTarget(target: string): string | null {
  if (target.startsWith('/')) return target;
  const absolute = ABSOLUTE_FORM.exec(target);
  if (!absolute) return null;
  const rest = target.slice(absolute[0].length);
  return rest === '' ? '/' : rest.startsWith('/') ? rest : null;
}

export function isUnsafeTarget(target: string): boolean {
  return UNSAFE_TARGET.test(target);
}

/** HTTP versions the site speaks; nginx reads any other 1.x as 1.1, the Node server not at all. */
export const HTTP_VERSIONS = ['HTTP/1.0', 'HTTP/1.1'] as const;

/**
 * Methods never passed on: TRACE echoes the request (the member's cookies) back to a page that
 * asks for it, CONNECT would make the site a tunnel. nginx refuses both with its 405 itself.
 */
export const REFUSED_METHODS = ['TRACE', 'CONNECT'] as const;

/** Which answer a request gets instead of being served or proxied; null: none. */
export type Refusal = 400 | 405 | 505;

/**
 * Upgrades (WebSocket, h2c) only on the platform's paths: the chat socket is the platform's, and a
 * page or IMTY's API has none to offer.
 */
function wantsUpgrade(req: http.IncomingMessage): boolean {
  const connection = String(req.headers.connection ?? '');
  return req.headers.upgrade !== undefined && CONNECTION_UPGRADE.test(connection);
}

/** A Connection header naming `upgrade` among its options (case-insensitive); nginx/render.ts maps the same. */
export const CONNECTION_UPGRADE_SOURCE = String.raw`(?:^|,)\s*upgrade\s*(?:,|$)`;
const CONNECTION_UPGRADE = new RegExp(CONNECTION_UPGRADE_SOURCE, 'i');

/**
 * The refusal for a request, in nginx's order: a version it cannot parse (2.0 and up), TRACE and
 * CONNECT (checked when the headers are read), then the site's own checks at the start of the
 * server: the target, another 1.x version, an upgrade off the platform's paths.
 */
export function refusalOf(req: http.IncomingMessage, target: string | null): Refusal | null {
  if (req.httpVersionMajor !== 1) return 505;
  if ((REFUSED_METHODS as readonly string[]).includes(req.method ?? '')) return 405;
  if (target === null || isUnsafeTarget(target)) return 400;
  if (!(HTTP_VERSIONS as readonly string[]).includes(`HTTP/${req.httpVersion}`)) return 505;
  if (wantsUpgrade(req) && !isPlatformPath(new URL(target, 'http://site.invalid').pathname)) return 400;
  return null;
}
