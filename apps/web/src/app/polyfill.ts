import { loadUuidFallback } from '@site/ports';

/** SPEC §7: the polyfill script, from the site's own host (the CSP's script-src 'self'). */
export const POLYFILL_URL = '/polyfills.js';

type Env = Pick<typeof globalThis, 'Object' | 'Array' | 'String'>;

/**
 * Whether this browser lacks a built-in the bundle calls (its syntax target is es2022, which some
 * browsers able to run it only partly implement: Chromium 94–96 in old Android WebViews has no
 * findLast, for instance). Only these browsers fetch the polyfill script; public/polyfills.js
 * fills each.
 */
export function needsPolyfills(env: Env = globalThis): boolean {
  const builtIns: unknown[] = [env.Object.hasOwn, env.Array.prototype.at, env.Array.prototype.findLast, env.String.prototype.replaceAll];
  return builtIns.some((f) => typeof f !== 'function');
}

/**
 * Loads the polyfill script when (and only when) a feature is missing, and uuid's generator where
 * `crypto.randomUUID` is (a page over plain http: @site/ports); resolves once both ran or failed to
 * load (the site then starts anyway: a missing built-in fails one call, not the page).
 */
export function loadPolyfillsIfNeeded(doc: Document = document, env: Env = globalThis, uuidFallback: () => Promise<void> = loadUuidFallback): Promise<void> {
  const uuid = uuidFallback().catch(() => undefined);
  if (!needsPolyfills(env)) return uuid;
  const script = new Promise<void>((resolve) => {
    const element = doc.createElement('script');
    element.src = POLYFILL_URL;
    element.onload = () => resolve();
    element.onerror = () => resolve();
    doc.head.append(element);
  });
  return Promise.all([script, uuid]).then(() => undefined);
}
