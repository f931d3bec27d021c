/**
 * `use-sync-external-store/shim` for React 18+: React's own hook. The shim package carries a copy
 * for React 16/17 that the router's store (through `…/shim/with-selector`) would ship in the first
 * load; with React 19 it only ever calls React's. Aliased in vite.config.ts (first load −0.06 KB).
 */
export { useSyncExternalStore } from 'react';
