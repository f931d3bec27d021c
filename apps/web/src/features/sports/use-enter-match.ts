import { venueDisplayName } from '@site/api-contract';
import { MESSAGES, launchKind, launchWithRelaunch, venueLaunchRoute, windowTarget } from '@site/venues';
import type { SportsVenue } from '@site/venues';
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useState } from 'react';
import { servicesAtom } from '../../state/services';
import { venueSettingsPromiseAtom, venuesPromiseAtom } from '../games/atoms';
import { isSmallScreen } from '../games/screen';

/**
 * Tapping a match: the venue is launched at that match (its match id as the launch gameCode) and
 * opened the way the venue always opens (SPEC §2 launch page for IMTY / OBTY, a new window for
 * FBTY; rules in @site/venues). Guests are asked to log in.
 */
export function useEnterMatch(go: (path: string) => void, loginWith: (redirect: string) => void) {
  const { session, dialogs } = useAtomValue(servicesAtom);
  const store = useStore();
  const [busy, setBusy] = useState<string | null>(null);

  const enter = useCallback(
    async (venue: SportsVenue, matchId: string) => {
      const name = venueDisplayName(venue);
      if (!session.isMember()) {
        dialogs.open({
          kind: 'confirm',
          title: '请先登录',
          content: `登录后即可在${name}投注`,
          buttons: [{ text: '取消' }, { text: '去登录', variant: 'primary', onClick: () => loginWith(window.location.pathname) }],
        });
        return;
      }
      const how = launchKind(venue);
      // Opened on the click, before the launch call, so no pop-up blocker stops it.
      const opened = how.kind === 'window' ? window.open('', '_blank') : null;
      if (opened) opened.opener = null;
      setBusy(`${venue}|${matchId}`);
      const venues = await store.get(venuesPromiseAtom);
      const outcome = await launchWithRelaunch(venues.launcher, venue, { gameCode: matchId });
      setBusy(null);
      if (how.kind === 'page') {
        const route = outcome.ok ? venueLaunchRoute(venue, outcome.result, { mobile: isSmallScreen() }) : null;
        if (route !== null) {
          go(route);
          return;
        }
        dialogs.open({ kind: 'alert', title: '进入场馆失败', content: outcome.ok ? MESSAGES.launchReplyInvalid : outcome.message });
        return;
      }
      const settings = await store.get(venueSettingsPromiseAtom);
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
