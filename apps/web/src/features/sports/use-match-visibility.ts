import type { VisibilityContext } from '@site/venues';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { servicesAtom } from '../../state/services';
import { venueSettingsAtom } from '../games/atoms';

/**
 * The inputs of the §5 rule for matches, or null while the excluded league is still loading (so
 * its matches never flash up for a member outside the range). Until the grade is known it is
 * "no grade": neither the excluded league nor video.
 */
export function useMatchVisibility(): VisibilityContext | null {
  const { session } = useAtomValue(servicesAtom);
  const settings = useAtomValue(venueSettingsAtom);
  // Read here rather than through games/use-member-grade: sharing that hook would make it a chunk of
  // its own, and every chunk name costs the entry bytes.
  const [grade, setGrade] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!session.isMember()) return;
    let live = true;
    session.memberInfo.get().then(
      (info) => live && setGrade(typeof info?.grade === 'number' ? info.grade : undefined),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [session]);
  if (settings === null) return null;
  const config = session.siteConfig.cached();
  // The same reading as @site/venues visibilityContext (bounds arrive as numbers or numeric text),
  // not imported: GameLobby uses it too, and a module both chunks share becomes a chunk of its own.
  const bound = (value: unknown) => (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '') ? Number(value) : Number.NaN);
  return {
    grade: grade ?? Number.NaN,
    vipMin: bound(config?.['siteVideoVipMin']),
    vipMax: bound(config?.['siteVideoVipMax']),
    excludedLeague: settings.excludedLeague,
  };
}
