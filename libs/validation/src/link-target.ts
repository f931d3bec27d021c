/**
 * Where a link from platform data may take a member (banners, pop-ups, floating icons; issue #27
 * item 3). The platform's reply is not trusted to be what the official carousel should open:
 * - a path of this site (or a URL of the site's own origin) opens in the app;
 * - an http(s) URL of an allowlisted origin (the venue origins, the customer-service host) opens
 *   directly;
 * - any other http(s) URL goes through the leave page, which shows its full domain and asks;
 * - `javascript:`, `data:` and every other scheme, and text that is no URL at all, open nothing.
 * Every value is parsed as the browser would (leading spaces and control characters dropped, tabs
 * and newlines inside removed, `\` read as `/`), so `/\evil.example`, `java\tscript:` or
 * `//evil.example` are judged by where they really lead. Never throws.
 */

export type LinkTarget =
  | { kind: 'site'; path: string }
  | { kind: 'direct'; url: string }
  | { kind: 'leave'; url: string; host: string }
  | { kind: 'blocked' };

export interface LinkContext {
  /** This site's origin (`location.origin`). */
  siteOrigin: string;
  /** Origins that open without the leave page; entries that are not an http(s) origin are ignored. */
  allowedOrigins: readonly string[];
}

/** The leave page (a public route, not in SPEC §2). */
export const LEAVE_PATH = '/leave';

function parse(value: string, base?: string): URL | null {
  try {
    return base === undefined ? new URL(value) : new URL(value, base);
  } catch {
    return null;
  }
}

function isHttp(url: URL): boolean {
  return url.protocol === 'https:' || url.protocol === 'http:';
}

function originOf(entry: unknown): string | null {
  if (typeof entry !== 'string') return null;
  const url = parse(entry.trim());
  return url !== null && isHttp(url) && url.username === '' && url.password === '' ? url.origin : null;
}

export function linkTarget(href: unknown, context: LinkContext): LinkTarget {
  if (typeof href !== 'string' || href.trim() === '') return { kind: 'blocked' };
  const site = originOf(context.siteOrigin);
  if (site === null) return { kind: 'blocked' };
  const url = parse(href, `${site}/`);
  if (url === null || !isHttp(url)) return { kind: 'blocked' };
  const plain = url.username === '' && url.password === '';
  if (url.origin === site && plain) return { kind: 'site', path: `${url.pathname}${url.search}${url.hash}` };
  const allowed = plain && context.allowedOrigins.some((entry) => originOf(entry) === url.origin);
  if (allowed) return { kind: 'direct', url: url.href };
  return { kind: 'leave', url: url.href, host: url.host };
}

/** The leave page's address for an external URL. */
export function leavePath(url: string): string {
  return `${LEAVE_PATH}?to=${encodeURIComponent(url)}`;
}

/**
 * What the leave page may offer to open: an absolute http(s) URL, with the host it really goes to
 * (credentials shown too: `official.example@evil.example` goes to evil.example). Anything else —
 * the page can be opened with any `?to=` — gives null and nothing to continue to.
 */
export function leaveTarget(to: unknown): { url: string; host: string } | null {
  if (typeof to !== 'string' || to.trim() === '') return null;
  const url = parse(to.trim());
  if (url === null || !isHttp(url) || url.host === '') return null;
  return { url: url.href, host: url.host };
}

/** The address an element may carry for a target (so a middle click goes the same way), or null. */
export function linkHref(target: LinkTarget): string | null {
  switch (target.kind) {
    case 'site':
      return target.path;
    case 'direct':
      return target.url;
    case 'leave':
      return leavePath(target.url);
    case 'blocked':
      return null;
  }
}
