import { createStore } from 'jotai';

/** The one jotai store of the app: created once at start-up, handed to the router's context. */
export function createAppStore() {
  return createStore();
}
export type AppStore = ReturnType<typeof createAppStore>;
