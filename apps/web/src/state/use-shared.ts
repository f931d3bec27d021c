import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { SharedResource, SharedState } from './shared-resource';

/**
 * A page's view of shared state: what is shown, a refresh that keeps it, and a way to replace it.
 * Data the route's loader did not make ready (or a logout emptied) is read here once.
 */
export function useShared<T>(
  resource: SharedResource<T>,
  /** False where the page may not need it (a form that shows the bank list only for bank cards). */
  needed = true,
): SharedState<T> & { refresh: () => Promise<void>; set: (data: T) => void } {
  const state = useAtomValue(resource.state);
  const refresh = useSetAtom(resource.refresh);
  const set = useSetAtom(resource.set);
  const missing = needed && state.data === undefined && !state.refreshing && state.error === null;
  useEffect(() => {
    if (missing) void refresh();
  }, [missing, refresh]);
  return { ...state, refresh, set };
}
