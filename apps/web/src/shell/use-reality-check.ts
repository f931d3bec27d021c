import { useRouter, useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { servicesAtom } from '../state/services';
import { useIsMember } from '../state/use-is-member';
import { whenIdle } from '../app/when-idle';

/**
 * Starts the reality check (issue #22) for a member, after the page has painted: its code (and the
 * dialog body) is a chunk of its own, never part of the entry, and a guest never loads it. Runs
 * again on every navigation, so a login or a logout on one page is seen on the next; the chunk
 * itself does nothing while the same login is already being timed.
 */
export function useRealityCheck(): void {
  const services = useAtomValue(servicesAtom);
  const member = useIsMember();
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => {
    if (!member) return;
    let live = true;
    const cancel = whenIdle(
      () =>
        void import('../features/responsible/reality-check').then(({ ensureRealityCheck }) => {
          if (live) ensureRealityCheck({ services, navigate: (to) => void router.navigate({ to }) });
        }),
    );
    return () => {
      live = false;
      cancel();
    };
  }, [services, router, pathname, member]);
}
