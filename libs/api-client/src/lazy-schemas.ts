type Schemas = typeof import('./schemas');

/**
 * One shared load: every caller gets the same promise while it is under way or has succeeded. A
 * failed load is forgotten, so the next caller tries again — a chunk that failed once on a bad
 * connection must not fail every later call until the page is reloaded.
 */
export function sharedUntilFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/**
 * The contract's schemas, imported on first use and shared afterwards. The client starts the
 * import when it is created, so the chunk downloads alongside the app rather than before it.
 * zod comes first, on its own: running zod and then building the contract's schemas are two
 * shorter main-thread tasks instead of one long one (the site's build puts them in two chunks).
 */
export const loadSchemas: () => Promise<Schemas> = sharedUntilFailure(() => import('zod').then(() => import('./schemas')));
