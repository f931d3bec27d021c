import { useAtomValue } from 'jotai';
import { useSyncExternalStore } from 'react';
import { servicesAtom } from './services';

/**
 * Whether the visitor is a member now (SPEC §6: a token), following every token change: a logout,
 * or a session code (10102, 6001, 10004…) clearing it, hides member-only parts at once.
 */
export function useIsMember(): boolean {
  const { session } = useAtomValue(servicesAtom);
  return useSyncExternalStore(session.token.subscribe, session.isMember, session.isMember);
}
