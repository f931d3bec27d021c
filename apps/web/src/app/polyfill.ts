/** SPEC §7: the polyfill script, from the site's own host (the CSP's script-src 'self'). */
export const POLYFILL_URL = '/polyfills.js';

type Env = Pick<typeof globalThis, 'Object' | 'Array' | 'String'>;

/**
 * Built-ins the bundle calls (its syntax target is es2022) that some browsers able to run it
 * lack — Chromium 94–96 in old Android WebViews, for instance. Only these send a browser to
 * the polyfill script; public/polyfills.js fills each.
 */
const FEATURES: readonly [name: string, present: (env: Env) => boolean][] = [
  ['Object.hasOwn', (env) => typeof env.Object.hasOwn === 'function'],
  ['Array.prototype.at', (env) => typeof env.Array.prototype.at === 'function'],
  ['Array.prototype.findLast', (env) => typeof env.Array.prototype.findLast === 'function'],
  ['String.prototype.replaceAll', (env) => typeof env.String.prototype.replaceAll === 'function'],
];

/** The features this browser lacks (empty: it needs no polyfill). */
export function missingFeatures(env: Env = globalThis): string[] {
  return FEATURES.filter(([, present]) => !present(env)).map(([name]) => name);
}

/**
 * Loads the polyfill script when (and only when) a feature is missing; resolves once it ran or
 * failed to load (the site then starts anyway: a missing built-in fails one call, not the page).
 */
export function loadPolyfillsIfNeeded(doc: Document = document, env: Env = globalThis): Promise<void> {
  if (missingFeatures(env).length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const script = doc.createElement('script');
    script.src = POLYFILL_URL;
    script.onload = () => resolve();
    script.onerror = () => resolve();
    doc.head.append(script);
  });
}
