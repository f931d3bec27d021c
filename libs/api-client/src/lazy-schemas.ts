type Schemas = typeof import('./schemas');

let loading: Promise<Schemas> | undefined;

/**
 * The contract's schemas, imported on first use and shared afterwards. The client starts the
 * import when it is created, so the chunk downloads alongside the app rather than before it.
 * zod comes first, on its own: running zod and then building the contract's schemas are two
 * shorter main-thread tasks instead of one long one (the site's build puts them in two chunks).
 */
export function loadSchemas(): Promise<Schemas> {
  loading ??= import('zod').then(() => import('./schemas'));
  return loading;
}
