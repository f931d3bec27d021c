import { useRouter } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useDeferred } from '../../components/use-deferred';
import type { Deferred } from '../../components/use-deferred';
import { retryDisplayConfigAtom } from '../../state/display-config';

/** The URL the route's loader started asking for, and a retry that reads the display config again. */
export function useServiceUrl(url: Promise<string>): Deferred<string> & { reload: () => void } {
  const router = useRouter();
  const retry = useSetAtom(retryDisplayConfigAtom);
  return {
    ...useDeferred(url),
    reload: () => {
      retry();
      void router.invalidate();
    },
  };
}
