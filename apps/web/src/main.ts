// First: zod must be jitless before any chunk builds a schema (the CSP forbids eval).
import './app/zod-jitless';
import { nextTask } from './app/next-task';
import { loadPolyfillsIfNeeded } from './app/polyfill';
import { cookiesEnabled } from './shell/cookies-enabled';
import { afterLoad, START_UP_TAIL_MS } from './app/when-idle';
import '@site/ui/styles.css';
import './styles.css';

/**
 * The entry evaluates next to nothing itself: the app's modules are evaluated in steps, each in a
 * task of its own — React's DOM renderer, the router and jotai, the services, then the app (routes,
 * shell, state) — instead of all in the one task that ran the entry (on a phone 4x slower than a
 * laptop that task was 140-175 ms, start-up's longest). Each step is a chunk of its own
 * (build/start-chunks.ts) that index.html preloads with the entry, so an import below evaluates
 * code that is already downloading, and costs no round trip.
 */
async function boot(root: HTMLElement): Promise<void> {
  // SPEC §7: the host's polyfill script, fetched only by a browser that lacks a built-in the
  // bundle uses (before the modules that use them run); it settles at once everywhere else.
  await loadPolyfillsIfNeeded();
  await nextTask();
  // Each step names one export it evaluates: a whole module namespace would keep every export
  // of the router's and jotai's indexes in the first load.
  await import('react-dom/client').then((m) => m.createRoot);
  await nextTask();
  await Promise.all([import('@tanstack/react-router').then((m) => m.createRouter), import('jotai').then((m) => m.Provider)]);
  await nextTask();
  await import('./app/services').then((m) => m.createServices);
  await nextTask();
  const { start } = await import('./start');
  await nextTask();
  await start(root);
}

const root = document.getElementById('root');
// SPEC §2: without cookies and site data the notice replaces the app. Checked before anything
// touches storage (with site data blocked, merely reading `localStorage` throws).
if (root && !cookiesEnabled()) {
  void import('./shell/cookie-notice-root').then(({ showCookieNotice }) => showCookieNotice(root));
} else if (root) void boot(root);

// The service worker (installable site, offline page, new-version offer): production builds only,
// from its own small chunk, once start-up is over (START_UP_TAIL_MS after load, at idle): it serves
// the next visit and the offline page, not this start, and its install (fetching and storing the
// shell) ran on a core the page's own start-up needed (#36). The boot script starts this module
// after the first paint, which may come after `load`.
if (import.meta.env.PROD && 'serviceWorker' in navigator) afterLoad(() => void import('./pwa/register').then((m) => m.registerServiceWorker()), START_UP_TAIL_MS);
