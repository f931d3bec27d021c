/**
 * The contract's zod schemas in four parts (issue #24). Building every schema in one go was one
 * 75–107 ms main-thread task on a 4× slowed phone; api-client's lazy-schemas loads zod, then these
 * parts (each evaluated as its chunk arrives, in a task of its own), then the registry, which only
 * assembles them. The site's build gives each part its chunk (`schemas-*`,
 * apps/web/build/schema-chunks.ts); each loader here names the first module of its part.
 */
export const SCHEMA_PARTS: readonly (() => Promise<void>)[] = [
  () => import('./schemas/site').then(() => undefined),
  () => import('./schemas/member').then(() => undefined),
  () => import('./schemas/finance').then(() => undefined),
  () => import('./schemas/engagement').then(() => undefined),
];
