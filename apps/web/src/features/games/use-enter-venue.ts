import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { isAllowedVenueUrl, launchTarget } from '@site/venues';
import { servicesAtom } from '../../state/services';
import { venuesAtom, venueSettingsAtom } from './atoms';
import { launchKind, launchPageAllowlist } from './venue-rules';
import type { VenueItem } from './use-venue-list';

/**
 * What pressing a venue does: guests are asked to log in first; venues with a launch page go
 * there (the page launches); a launchable venue without one opens in a new window.
 */
export function useEnterVenue(go: (path: string) => void, loginWith: (redirect: string) => void) {
  const { session, dialogs } = useAtomValue(servicesAtom);
  const venues = useAtomValue(venuesAtom);
  const settings = useAtomValue(venueSettingsAtom);
  const [busy, setBusy] = useState<string | null>(null);

  const enter = useCallback(
    async (venue: VenueItem) => {
      const how = launchKind(venue.code);
      if (how.kind === 'unavailable') {
        dialogs.open({ kind: 'alert', title: '温馨提示', content: `${venue.title}暂未开放，敬请期待` });
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
      const outcome = await venues.launch(how.venue, {});
      setBusy(null);
      const target = outcome.ok ? launchTarget(outcome.result) : null;
      const allowlist = launchPageAllowlist(settings?.venueOrigins ?? [], venues.allowedOrigins());
      if (target !== null && isAllowedVenueUrl(target, allowlist) && opened) {
        opened.location.href = target;
        return;
      }
      opened?.close();
      dialogs.open({
        kind: 'alert',
        title: '进入场馆失败',
        content: outcome.ok ? (opened ? '场馆地址无效，请稍后重试' : '浏览器阻止了新窗口，请允许弹出窗口后重试') : outcome.message,
      });
    },
    [dialogs, go, loginWith, session, settings, venues],
  );

  return { enter, busy };
}
