import type { PlatformCategory } from '@site/api-contract';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { venuesAtom } from '../../state/venues';

/** The live count of a category (refreshed by the poller every 60000 ms while shown), or null. */
export function usePlatformCount(category: PlatformCategory): number | null {
  const venues = useAtomValue(venuesAtom);
  const [count, setCount] = useState<number | null>(() => venues?.counts.get(category)?.[category] ?? null);
  useEffect(
    () => venues?.counts.subscribe(category, (counts) => setCount(counts?.[category] ?? null)),
    [venues, category],
  );
  return count;
}
