import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import type { AppStore } from './state/store';

export interface RouterContext {
  store: AppStore;
}

export function createAppRouter(store: AppStore) {
  return createRouter({
    routeTree,
    context: { store },
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
