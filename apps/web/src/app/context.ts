import type { Services } from './services';
import type { AppStore } from './store';

/**
 * What every route's `beforeLoad` and `loader` receive: the composition root's services and the
 * jotai store. Kept apart from router.tsx so routes can name it without importing the route tree.
 */
export interface RouterContext {
  store: AppStore;
  services: Services;
}
