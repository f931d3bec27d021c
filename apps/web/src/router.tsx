import { createRouter } from '@tanstack/react-router';
import type { RouterHistory } from '@tanstack/react-router';
import type { RouterContext } from './app/context';
import { LazyPageLoadError, LazyPagePending } from './components/LazyLoadViews';
import { routeTree } from './routeTree.gen';

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    scrollRestoration: true,
    // A page's data comes from its route's loader (apps/web/README.md "Loading a page's data").
    // Fast answers show no skeleton; a slow one shows the page's frame with a skeleton for at
    // least 300 ms, so it does not flash.
    defaultPendingComponent: LazyPagePending,
    defaultErrorComponent: LazyPageLoadError,
    defaultPendingMs: 150,
    defaultPendingMinMs: 300,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
