import type { ApiReply } from '@site/api-contract';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { servicesAtom } from '../../state/services';
import { platformWantsPop, takePopTurn } from './pop-info';

export type PopInfo = ApiReply<'popInfo'>;

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Whose turn a guest's pop-up takes: one per device, apart from every member's own. */
export const GUEST_POP_KEY = '#guest';

/**
 * The activity pop-up (`popInfo`), or null: only when the platform says show, at most once per
 * day per member (a guest's turn is the device's).
 */
export function usePopInfo(member: boolean): [PopInfo | null, () => void] {
  const { client, session } = useAtomValue(servicesAtom);
  const [pop, setPop] = useState<PopInfo | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([client.popInfo(), member ? session.memberInfo.get() : null]).then(
      ([reply, info]) => {
        const username = typeof info?.username === 'string' ? info.username : '';
        const visitor = member ? username : GUEST_POP_KEY;
        if (live && platformWantsPop(reply) && takePopTurn(localStore(), visitor, Date.now())) setPop(reply);
      },
      () => undefined, // No pop-up is the right outcome when either call fails.
    );
    return () => {
      live = false;
    };
  }, [client, session, member]);
  return [pop, () => setPop(null)];
}
