import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { MESSAGES, launchKind } from '@site/venues';
import { blankWindow, useVenueEntry } from '../../components/use-venue-entry';
import { servicesAtom } from '../../state/services';
import type { VenueItem } from './lobby-data';

/**
 * What pressing a venue does: guests are asked to log in first; the six venues with a launch page
 * go there (the page launches); every other venue is launched here and opens in a new window,
 * only on an origin of the platform's venue-origin list (rules in @site/venues).
 */
export function useEnterVenue(go: (path: string) => void, loginWith: (redirect: string) => void) {
  const { dialogs } = useAtomValue(servicesAtom);
  const entry = useVenueEntry(loginWith);
  const { memberOrLogin, launch, openInWindow } = entry;

  const enter = useCallback(
    async (venue: VenueItem) => {
      const how = launchKind(venue.code);
      if (how.kind === 'unavailable') {
        dialogs.open({ kind: 'alert', title: '温馨提示', content: MESSAGES.venueUnavailable });
        return;
      }
      if (!memberOrLogin(`进入${venue.title}`, how.kind === 'page' ? how.route : window.location.pathname)) return;
      if (how.kind === 'page') {
        go(how.route);
        return;
      }
      const opened = blankWindow();
      await openInWindow(await launch(venue.code, how.venue), opened);
    },
    [dialogs, go, launch, memberOrLogin, openInWindow],
  );

  return { enter, busy: entry.busy };
}
