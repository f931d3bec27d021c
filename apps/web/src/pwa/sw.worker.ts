/// <reference lib="webworker" />
/*
 * The site's service worker, built into dist/sw.js by build/service-worker.ts (which fills in the
 * build id and the shell's file list). It makes the site installable and gives a member offline
 * the Chinese offline page instead of the browser's error. What it may touch is sw-policy.ts:
 * never the platform's calls, never a non-GET, never anything with a token.
 */
import { CREDENTIAL_HEADERS, OFFLINE_PAGE, SKIP_WAITING, cacheName, requestKind, staleCaches } from './sw-policy';

declare const self: ServiceWorkerGlobalScope;
/** Set at build time: changes whenever any built file does, so a new build is a new worker. */
declare const __SW_BUILD_ID__: string;
/** Set at build time: the entry's scripts and the public files the offline page and install need. */
declare const __SW_SHELL__: string[];

const CACHE = cacheName(__SW_BUILD_ID__);
const SHELL = new Set(__SW_SHELL__);

self.addEventListener('install', (event) => {
  // Not `skipWaiting`: a member with the old version open is asked first (新版本已就绪，点击刷新).
  // `no-cache` revalidates the unhashed files, so a stale HTTP copy never enters a new build's cache.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(__SW_SHELL__.map((url) => new Request(url, { cache: 'no-cache' })))));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all(staleCaches(await caches.keys(), __SW_BUILD_ID__).map((name) => caches.delete(name)));
      // Navigations start while the worker boots, instead of after it.
      await self.registration.navigationPreload?.enable().catch(() => undefined);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === SKIP_WAITING) void self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const hasCredentials = CREDENTIAL_HEADERS.some((name) => request.headers.has(name));
  const kind = requestKind({ method: request.method, url: request.url, mode: request.mode, hasCredentials }, self.location.origin, SHELL);
  if (kind === 'pass') return;
  if (kind === 'page') event.respondWith(page(event));
  else event.respondWith(cacheFirst(event, kind === 'asset'));
});

/** Network first; the page is never stored. Without a network: the offline page. */
async function page(event: FetchEvent): Promise<Response> {
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined;
    return preloaded ?? (await fetch(event.request));
  } catch {
    return (await caches.match(OFFLINE_PAGE, { cacheName: CACHE })) ?? Response.error();
  }
}

/** From this build's cache; a hashed asset not yet there is fetched and kept (it never changes). */
async function cacheFirst(event: FetchEvent, keep: boolean): Promise<Response> {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(event.request);
  if (hit) return hit;
  const response = await fetch(event.request);
  if (keep && response.ok && response.type === 'basic') event.waitUntil(cache.put(event.request, response.clone()).catch(() => undefined));
  return response;
}
