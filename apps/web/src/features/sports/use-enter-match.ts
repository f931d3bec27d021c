import { venueDisplayName } from '@site/api-contract';
import { MESSAGES, launchKind, venueLaunchRoute } from '@site/venues';
import type { SportsVenue } from '@site/venues';
import { useCallback } from 'react';
import { isSmallScreen } from '../../components/screen';
import { blankWindow, useVenueEntry } from '../../components/use-venue-entry';

/**
 * Tapping a match: the venue is launched at that match (its match id as the launch gameCode) and
 * opened the way the venue always opens (SPEC §2 launch page for IMTY / OBTY, a new window for
 * FBTY; rules in @site/venues). Guests are asked to log in.
 */
export function useEnterMatch(go: (path: string) => void, loginWith: (redirect: string) => void) {
  const entry = useVenueEntry(loginWith);
  const { memberOrLogin, launch, openInWindow, fail } = entry;

  const enter = useCallback(
    async (venue: SportsVenue, matchId: string) => {
      if (!memberOrLogin(`在${venueDisplayName(venue)}投注`, window.location.pathname)) return;
      const how = launchKind(venue);
      const opened = how.kind === 'window' ? blankWindow() : null;
      const outcome = await launch(`${venue}|${matchId}`, venue, { gameCode: matchId });
      if (how.kind === 'window') {
        await openInWindow(outcome, opened);
        return;
      }
      const route = outcome.ok ? venueLaunchRoute(venue, outcome.result, { mobile: isSmallScreen() }) : null;
      if (route !== null) go(route);
      else fail(outcome.ok ? MESSAGES.launchReplyInvalid : outcome.message);
    },
    [fail, go, launch, memberOrLogin, openInWindow],
  );

  return { enter, busy: entry.busy };
}
