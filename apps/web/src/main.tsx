// First: zod must be jitless before any chunk builds a schema (the CSP forbids eval).
import './app/zod-jitless';
import { RouterProvider, createBrowserHistory } from '@tanstack/react-router';
import { Provider } from 'jotai';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createServices } from './app/services';
import { createAppRouter } from './router';
import { CookieNotice } from './shell/CookieGate';
import { cookiesEnabled } from './shell/cookies-enabled';
import { prefersWebVersion } from './shell/web-version-choice';
import { servicesAtom } from './state/services';
import { clearAllShared } from './state/shared-resource';
import { createAppStore } from './state/store';
import '@site/ui/styles.css';
import './styles.css';

/**
 * Ends the current main-thread task. The start-up below runs in a few tasks (services, router,
 * session) rather than inside the one that evaluated the bundle: on a slow phone each stays short
 * enough not to block a tap.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(root: HTMLElement) {
  await nextTask();
  // The history comes first: the session navigates by writing to it, the router follows it.
  const history = createBrowserHistory();
  const services = createServices({
    history,
    maintenanceRedirectDisabled: import.meta.env.DEV && import.meta.env['VITE_MAINTENANCE_REDIRECT'] === 'off',
  });
  const store = createAppStore();
  store.set(servicesAtom, services);
  services.onLogout(() => clearAllShared(store));

  await nextTask();
  const router = createAppRouter({ store, services }, history);

  await nextTask();
  services.session.start();
  // SPEC §4 mobile redirect, unless the member chose the web version on the download page.
  if (!prefersWebVersion(localStorage, Date.now())) services.session.redirectIfMobile();

  // The first page is resolved (its chunks, its guards) before React's first render, so
  // index.html's boot shell stays until the page itself replaces it, with no empty frame between;
  // and that render is a transition, which React splits into short tasks instead of one long one.
  await router.load().catch(() => undefined);
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </StrictMode>,
    ),
  );
  // SPEC §3/§4: the device fingerprint is computed once and kept locally — after first paint,
  // when the page is idle, so its canvas and font probes never delay the page.
  whenIdle(() => void services.session.fingerprint());
}

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 2000);
}

const root = document.getElementById('root');
// SPEC §2: without cookies and site data the notice replaces the app. Checked before anything
// touches storage (with site data blocked, merely reading `localStorage` throws).
if (root && !cookiesEnabled()) createRoot(root).render(<CookieNotice />);
else if (root) void start(root);

// The service worker (installable site, offline page, new-version offer): production builds only,
// from its own small chunk, once the page has loaded and the browser is idle. This module runs
// before `load`, so the listener is never late.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  addEventListener('load', () => whenIdle(() => void import('./pwa/register').then((m) => m.registerServiceWorker())), { once: true });
}
