import { errorText } from '@site/api-client';
import { startTransition, useEffect, useState } from 'react';

export type Deferred<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string; error: unknown };

/**
 * A section's view of a request its route's loader started without waiting for it (TanStack
 * Router's deferred data): loading, the data, or the Chinese text of the failure. The page paints
 * at once and each section fills in as its answer lands; a retry is `router.invalidate()`, which
 * runs the loader again and hands over new promises. Arriving data renders as a transition, so
 * sections landing together are split into short tasks.
 */
/**
 * For a loader that hands a request over without awaiting it: its failure is shown by the section
 * that reads it (`useDeferred`), and must not surface as an unhandled rejection when the page is
 * left before that section mounts. Returns the same promise.
 */
export function handedOver<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

export function useDeferred<T>(promise: Promise<T>): Deferred<T> {
  const [state, setState] = useState<{ promise: Promise<T>; view: Deferred<T> }>({ promise, view: { status: 'loading' } });
  // A new promise (the loader ran again) starts over as loading, in the same render.
  const current = state.promise === promise ? state.view : ({ status: 'loading' } as const);
  useEffect(() => {
    let live = true;
    promise.then(
      (data) => {
        if (live) startTransition(() => setState({ promise, view: { status: 'ready', data } }));
      },
      (error: unknown) => {
        if (live) startTransition(() => setState({ promise, view: { status: 'error', message: errorText(error), error } }));
      },
    );
    return () => {
      live = false;
    };
  }, [promise]);
  return current;
}
