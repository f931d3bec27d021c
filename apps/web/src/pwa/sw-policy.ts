import { isPlatformPath } from '../../server/prefixes';

/**
 * What the service worker does with a request (sw.worker.ts). Pure, so the rules are tested
 * without a worker:
 * - `page`: a navigation. Network first, never stored (an address may carry a token, a page is
 *   made per route by the server); without a network, the offline page.
 * - `asset`: a content-hashed file under /assets/. It never changes: cache first, stored on use.
 * - `shell`: one of the build's precached files outside /assets (offline page, manifest, icons).
 * - `pass`: everything else goes to the network untouched: the platform's calls and streams, any
 *   non-GET, other origins, anything with credentials in a header.
 */
export type RequestKind = 'page' | 'asset' | 'shell' | 'pass';

export interface RequestFacts {
  method: string;
  url: string;
  mode: string;
  /** Whether the request carries a header that identifies a member (a token or credentials). */
  hasCredentials: boolean;
}

/** Headers that carry who the member is: a request with one is never the worker's business. */
export const CREDENTIAL_HEADERS = ['authorization', 'x-api-token'] as const;

export function requestKind(request: RequestFacts, origin: string, shell: ReadonlySet<string>): RequestKind {
  if (request.method !== 'GET' || request.hasCredentials) return 'pass';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'pass';
  }
  if (url.origin !== origin || isPlatformPath(url.pathname)) return 'pass';
  if (request.mode === 'navigate') return 'page';
  // A query on an asset is not ours (a cache-busting probe): let the network answer it.
  if (url.search !== '') return 'pass';
  if (url.pathname.startsWith('/assets/')) return 'asset';
  return shell.has(url.pathname) ? 'shell' : 'pass';
}

/** The cache of one build; the worker of a newer build deletes the others. */
export const CACHE_PREFIX = 'site-shell-';
export const cacheName = (buildId: string) => `${CACHE_PREFIX}${buildId}`;

/** Caches to delete when the worker of `buildId` takes over: older builds' shells, nothing else. */
export function staleCaches(names: readonly string[], buildId: string): string[] {
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== cacheName(buildId));
}

/** The message a page sends to a waiting worker when the member accepts the update. */
export const SKIP_WAITING = 'skip-waiting';
export const OFFLINE_PAGE = '/offline.html';
