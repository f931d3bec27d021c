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

/**
 * The member's activity pop-up (`popInfo`), or null: only when the platform says show, at most
 * once per day per member. Used only while a member is logged in (home mounts it for members).
 */
export function usePopInfo(): [PopInfo | null, () => void] {
  const { client, session } = useAtomValue(servicesAtom);
  const [pop, setPop] = useState<PopInfo | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([client.popInfo(), session.memberInfo.get()]).then(
      ([reply, info]) => {
        const username = typeof info?.username === 'string' ? info.username : '';
        if (live && platformWantsPop(reply) && takePopTurn(localStore(), username, Date.now())) setPop(reply);
      },
      () => undefined, // No pop-up is the right outcome when either call fails.
    );
    return () => {
      live = false;
    };
  }, [client, session]);
  return [pop, () => setPop(null)];
}
