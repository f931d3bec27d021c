import { useRouter } from '@tanstack/react-router';
import { useDeferred } from '../../components/use-deferred';
import type { Deferred } from '../../components/use-deferred';

/** The URL the route's loader started asking for, and a retry that asks again. */
export function useServiceUrl(url: Promise<string>): Deferred<string> & { reload: () => void } {
  const router = useRouter();
  return { ...useDeferred(url), reload: () => void router.invalidate() };
}
