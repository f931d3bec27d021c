import { useStore } from 'jotai';
import { useCallback } from 'react';
import { balancesResource } from '../../state/balances';
import { memberResource } from '../../state/member';
import type { SharedResource } from '../../state/shared-resource';
import type { AppStore } from '../../state/store';

function refreshIfShown<T>(store: AppStore, resource: SharedResource<T>): void {
  if (store.get(resource.state).data !== undefined) void store.set(resource.refresh);
}

/**
 * After an activity paid into the centre wallet: the balances other pages show are read again
 * (only those already shown; the rest load fresh when their page opens).
 */
export function useAfterPayout(): () => void {
  const store = useStore();
  return useCallback(() => {
    refreshIfShown(store, balancesResource);
    refreshIfShown(store, memberResource);
  }, [store]);
}
