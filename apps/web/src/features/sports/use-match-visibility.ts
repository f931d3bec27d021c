import { visibilityContext } from '@site/venues';
import type { VisibilityContext } from '@site/venues';
import { useAtomValue } from 'jotai';
import { servicesAtom } from '../../state/services';
import { venueSettingsAtom } from '../games/atoms';
import { useMemberGrade } from '../games/use-member-grade';

/**
 * The inputs of the §5 rule for matches, or null while the excluded league is still loading (so
 * its matches never flash up for a member outside the range). Until the grade is known it is
 * "no grade": neither the excluded league nor video.
 */
export function useMatchVisibility(): VisibilityContext | null {
  const { session } = useAtomValue(servicesAtom);
  const settings = useAtomValue(venueSettingsAtom);
  const grade = useMemberGrade();
  if (settings === null) return null;
  return visibilityContext({ siteConfig: session.siteConfig.cached(), grade, excludedLeague: settings.excludedLeague });
}
