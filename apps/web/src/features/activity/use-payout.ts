import { useStore } from 'jotai';
import { useCallback } from 'react';
import { balancesResource } from '../../state/balances';
import type { SharedResource } from '../../state/shared-resource';
import type { AppStore } from '../../app/store';

function refreshIfShown<T>(store: AppStore, resource: SharedResource<T>): void {
  if (store.get(resource.state).data !== undefined) void store.set(resource.refresh);
}

/**
 * After an activity paid into the centre wallet: the wallet balances the money pages show are read
 * again if they are shown (otherwise they load fresh when their page opens). Member info is left
 * alone: the session serves it once per page view, as after the money pages' own payouts.
 */
export function useAfterPayout(): () => void {
  const store = useStore();
  return useCallback(() => {
    refreshIfShown(store, balancesResource);
  }, [store]);
}
