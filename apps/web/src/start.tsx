import { RouterProvider, createBrowserHistory } from '@tanstack/react-router';
import { Provider } from 'jotai';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createServices } from './app/services';
import { nextTask } from './app/next-task';
import { createAppRouter } from './router';
import { afterLoad, START_UP_TAIL_MS, whenIdle } from './app/when-idle';
import { prefersWebVersion } from './shell/web-version-choice';
import { servicesAtom } from './state/services';
import { clearAllShared } from './state/shared-resource';
import { createAppStore } from './app/store';

/**
 * The app's start-up, once main.ts has evaluated its modules (each group in a task of its own).
 * It too runs in a few tasks (services, router, session) rather than one: on a slow phone each
 * stays short enough not to block a tap.
 */
export async function start(root: HTMLElement): Promise<void> {
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
  // SPEC §3/§4: the device fingerprint is computed once per device and kept locally. Nothing waits
  // for it, so it runs once start-up is over (START_UP_TAIL_MS after load, at idle): its canvas and
  // font probes and its hash (30-70 ms of main thread on a first visit) never share the page's start.
  afterLoad(() => void services.session.fingerprint(), START_UP_TAIL_MS);
  whenIdle(() => {
    // The platform hears of this web terminal, the other tabs are followed, field data starts, the
    // site follows the network.
    void import('./app/after-paint').then(({ afterFirstPaint }) => afterFirstPaint(store, services, router));
  });
}
