import { useAtomValue } from 'jotai';
import { servicesAtom } from '../../state/services';
import { useRemote } from '../finance/use-remote';

/** The member's identity verification, read once per page. */
export function useIdentity() {
  const { client } = useAtomValue(servicesAtom);
  return useRemote(() => client.request('identityInfo'));
}
