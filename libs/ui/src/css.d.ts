// Vite bundles plain stylesheets imported for their side effect; tsc only needs to know they exist.
declare module '*.css';
