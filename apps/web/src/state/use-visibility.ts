import { visibilityContext } from '@site/venues';
import type { VisibilityContext } from '@site/venues';
import { useAtomValue } from 'jotai';
import { servicesAtom } from './services';
import { useMemberGrade } from './use-member-grade';
import { venueSettingsAtom } from './venues';

/**
 * The inputs of the SPEC §5 restricted-content rule (video and the excluded league) for lobbies
 * and matches, read the way @site/venues reads them. Until the grade is known it is "no grade":
 * neither the excluded league nor video. `settled` is false while the excluded league is still
 * loading (the context then excludes no league), so a list may wait rather than flash it.
 */
export function useVisibility(): { context: VisibilityContext; settled: boolean } {
  const { session } = useAtomValue(servicesAtom);
  const settings = useAtomValue(venueSettingsAtom);
  const grade = useMemberGrade();
  return {
    context: visibilityContext({ siteConfig: session.siteConfig.cached(), grade, excludedLeague: settings?.excludedLeague }),
    settled: settings !== null,
  };
}
