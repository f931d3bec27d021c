import { memberMessage } from '@site/api-client';
import type { PlatformCategory } from '@site/api-contract';
import type { z } from 'zod';
import type { venueItemSchema } from '@site/api-contract';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { servicesAtom } from '../../state/services';

export type VenueItem = z.infer<typeof venueItemSchema>;

export type VenueListView =
  | { state: 'loading' }
  | { state: 'ready'; venues: VenueItem[] }
  | { state: 'error'; message: string };

/** The venues of one platform category, with a retry after a failure. */
export function useVenueList(category: PlatformCategory): { view: VenueListView; retry: () => void } {
  const { client } = useAtomValue(servicesAtom);
  const [view, setView] = useState<VenueListView>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setView({ state: 'loading' });
    client.request('venueList', { category }).then(
      (venues) => live && setView({ state: 'ready', venues }),
      (error: unknown) => live && setView({ state: 'error', message: memberMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [client, category, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { view, retry };
}
