import { useAtomValue, useStore } from 'jotai';
import { useCallback, useState } from 'react';
import { MESSAGES, launchKind, launchWithRelaunch, windowTarget } from '@site/venues';
import { servicesAtom } from '../../state/services';
import { venuesPromiseAtom, venueSettingsPromiseAtom } from './atoms';
import { isSmallScreen } from './screen';
import type { VenueItem } from './use-venue-list';

/**
 * What pressing a venue does: guests are asked to log in first; the six venues with a launch page
 * go there (the page launches); every other venue is launched here and opens in a new window,
 * only on an origin of the platform's venue-origin list (rules in @site/venues).
 */
export function useEnterVenue(go: (path: string) => void, loginWith: (redirect: string) => void) {
  const { session, dialogs } = useAtomValue(servicesAtom);
  const store = useStore();
  const [busy, setBusy] = useState<string | null>(null);

  const enter = useCallback(
    async (venue: VenueItem) => {
      const how = launchKind(venue.code);
      if (how.kind === 'unavailable') {
        dialogs.open({ kind: 'alert', title: '温馨提示', content: MESSAGES.venueUnavailable });
        return;
      }
      if (!session.isMember()) {
        dialogs.open({
          kind: 'confirm',
          title: '请先登录',
          content: `登录后即可进入${venue.title}`,
          buttons: [
            { text: '取消' },
            { text: '去登录', variant: 'primary', onClick: () => loginWith(how.kind === 'page' ? how.route : window.location.pathname) },
          ],
        });
        return;
      }
      if (how.kind === 'page') {
        go(how.route);
        return;
      }
      // Opened before the launch call, while the click still counts, so no pop-up blocker stops it.
      const opened = window.open('', '_blank');
      if (opened) opened.opener = null;
      setBusy(venue.code);
      const venues = await store.get(venuesPromiseAtom);
      const [outcome, settings] = await Promise.all([launchWithRelaunch(venues.launcher, how.venue), store.get(venueSettingsPromiseAtom)]);
      setBusy(null);
      const target = windowTarget(outcome, settings.venueOrigins, { mobile: isSmallScreen(), windowOpened: opened !== null });
      if (target.ok && opened) {
        opened.location.href = target.url;
        return;
      }
      opened?.close();
      dialogs.open({ kind: 'alert', title: '进入场馆失败', content: target.ok ? MESSAGES.popupBlocked : target.message });
    },
    [dialogs, go, loginWith, session, store],
  );

  return { enter, busy };
}
