// `use-sync-external-store/shim` for React 18+: React's own hook (see vite.config.ts). CommonJS,
// as the package's `with-selector` requires it.
'use strict';
module.exports = { useSyncExternalStore: require('react').useSyncExternalStore };
