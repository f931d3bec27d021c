import { useStore } from 'jotai';
import { useCallback } from 'react';
import { balancesResource } from '../../state/balances';
import { refreshIfShown } from '../../state/shared-resource';

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
