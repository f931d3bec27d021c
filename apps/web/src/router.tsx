import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import type { Services } from './app/services';
import type { AppStore } from './state/store';

export interface RouterContext {
  store: AppStore;
  services: Services;
  /** Who the visitor is, for route guards (backed by libs/session). */
  auth: { isMember(): boolean };
}

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
