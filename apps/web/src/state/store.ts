import { createStore } from 'jotai';

/** The one jotai store of the app: created once at start-up, handed to the router's context. */
export const appStore = createStore();
export type AppStore = typeof appStore;
