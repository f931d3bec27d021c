import { SCHEMA_PARTS } from '@site/api-contract/schema-parts';

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
 * Ends the current main-thread task: `scheduler.yield()` where there is one, else a message to
 * itself (a zero timeout is clamped to 4 ms once nested, and tests' fake timers would hold it).
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

export interface StagedLoad<T> {
  /** Loaded first, alone (zod). */
  first: () => Promise<unknown>;
  /** Then all requested at once, each evaluated as it arrives (the contract's schema parts). */
  parts: readonly (() => Promise<unknown>)[];
  /** Last, in a task of its own (the registry that assembles the parts). */
  last: () => Promise<T>;
  nextTask?: () => Promise<void>;
}

/**
 * Loads in stages so that no one main-thread task builds everything: the first module, then the
 * parts (requested together, so they download side by side), then the last, each stage after a
 * task boundary.
 */
export async function loadInStages<T>({ first, parts, last, nextTask: yieldTask = nextTask }: StagedLoad<T>): Promise<T> {
  await first();
  await yieldTask();
  await Promise.all(parts.map((part) => part()));
  await yieldTask();
  return last();
}

/**
 * The contract's schemas, imported on first use and shared afterwards. The client starts the
 * import when it is created, so the chunks download alongside the app rather than before it.
 * zod comes first, then the contract's schema parts, then the registry: building them all in one
 * go was a 75–107 ms task on a slow phone (issue #24; the site's build gives each its chunk).
 */
export const loadSchemas: () => Promise<Schemas> = sharedUntilFailure(() =>
  // zod's namespace is dropped: passed on, it would keep all of zod in the build, not only what the
  // schemas use (94 KB → 386 KB).
  loadInStages({ first: () => import('zod').then(() => undefined), parts: SCHEMA_PARTS, last: () => import('./schemas') }),
);
