import type { VenueCode } from '@site/api-contract';
import { MESSAGES, launchWithRelaunch, windowTarget } from '@site/venues';
import type { LaunchOutcome } from '@site/venues';
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { servicesAtom } from '../state/services';
import { useIsMember } from '../state/use-is-member';
import { venueSettingsPromiseAtom, venuesPromiseAtom } from '../state/venues';
import { isSmallScreen } from './screen';

type LaunchOptions = Parameters<typeof launchWithRelaunch>[2];

/**
 * The steps every way into a venue shares (a lobby's venue, a match of the sports centre): a guest
 * is asked to log in; the launch (with its one relaunch, rules in @site/venues) while the tapped
 * item shows busy; a lobby opened in the window that was opened on the tap, and only on one of the
 * platform's venue origins; and one way to say it failed (进入场馆失败).
 */
export function useVenueEntry(loginWith: (redirect: string) => void) {
  const { dialogs } = useAtomValue(servicesAtom);
  const member = useIsMember();
  const store = useStore();
  const [busy, setBusy] = useState<string | null>(null);

  /** For a guest: asks to log in (`登录后即可${what}`, returning to `redirect`) and answers false. */
  const memberOrLogin = useCallback(
    (what: string, redirect: string): boolean => {
      if (member) return true;
      dialogs.open({
        kind: 'confirm',
        title: '请先登录',
        content: `登录后即可${what}`,
        buttons: [{ text: '取消' }, { text: '去登录', variant: 'primary', onClick: () => loginWith(redirect) }],
      });
      return false;
    },
    [dialogs, loginWith, member],
  );

  const fail = useCallback((content: string) => dialogs.open({ kind: 'alert', title: '进入场馆失败', content }), [dialogs]);

  /** Launches `venue` while `key` shows busy; the venue origins start loading alongside. */
  const launch = useCallback(
    async (key: string, venue: VenueCode, options?: LaunchOptions): Promise<LaunchOutcome> => {
      setBusy(key);
      void store.get(venueSettingsPromiseAtom);
      try {
        const venues = await store.get(venuesPromiseAtom);
        return await launchWithRelaunch(venues.launcher, venue, options);
      } finally {
        setBusy(null);
      }
    },
    [store],
  );

  /** Opens a launched lobby in `opened` (the window opened on the tap), or says why it cannot. */
  const openInWindow = useCallback(
    async (outcome: LaunchOutcome, opened: Window | null) => {
      const settings = await store.get(venueSettingsPromiseAtom);
      const target = windowTarget(outcome, settings.venueOrigins, { mobile: isSmallScreen(), windowOpened: opened !== null });
      if (target.ok && opened) {
        opened.location.href = target.url;
        return;
      }
      opened?.close();
      fail(target.ok ? MESSAGES.popupBlocked : target.message);
    },
    [fail, store],
  );

  return useMemo(() => ({ busy, memberOrLogin, launch, openInWindow, fail }), [busy, memberOrLogin, launch, openInWindow, fail]);
}

/** A window opened while the tap still counts (before the launch call), so no pop-up blocker stops it. */
export function blankWindow(): Window | null {
  const opened = window.open('', '_blank');
  if (opened) opened.opener = null;
  return opened;
}
