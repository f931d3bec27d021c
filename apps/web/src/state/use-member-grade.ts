import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { servicesAtom } from './services';
import { useIsMember } from './use-is-member';

/** The member's VIP grade for the visibility rule; undefined for a guest or until it is known. */
export function useMemberGrade(): number | undefined {
  const { session } = useAtomValue(servicesAtom);
  const member = useIsMember();
  const [grade, setGrade] = useState<number | undefined>(undefined);
  useEffect(() => {
    setGrade(undefined);
    if (!member) return;
    let live = true;
    session.memberInfo.get().then(
      (info) => live && setGrade(typeof info?.grade === 'number' ? info.grade : undefined),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [member, session]);
  return grade;
}
