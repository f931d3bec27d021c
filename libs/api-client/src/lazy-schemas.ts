type Schemas = typeof import('./schemas');

let loading: Promise<Schemas> | undefined;

/**
 * The contract's schemas, imported on first use and shared afterwards. The client starts the
 * import when it is created, so the chunk downloads alongside the app rather than before it.
 */
export function loadSchemas(): Promise<Schemas> {
  loading ??= import('./schemas');
  return loading;
}
