import type { VenueCode } from '@site/api-contract';
import { MESSAGES, checkLaunchedLobbyUrl, checkLobbyUrl, httpOrigin, launchTarget, launchWithRelaunch } from '@site/venues';
import type { LaunchOutcome } from '@site/venues';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { venueSettingsAtom, venuesAtom } from '../../state/venues';
import { isSmallScreen } from '../../components/screen';

export type VenueLaunchView =
  /** The venues code is still loading: the url cannot be checked yet. */
  | { state: 'checking' }
  | { state: 'launching' }
  | { state: 'frame'; url: string; origin: string }
  /** The url is not a lobby of this venue's launch: nothing is loaded. */
  | { state: 'refused' }
  | { state: 'failed'; message: string };

type Launching = { state: 'idle' } | { state: 'launching' } | { state: 'failed'; message: string };

function lobbyOf(outcome: LaunchOutcome): { url: string } | { message: string } {
  if (!outcome.ok) return { message: outcome.message };
  const url = launchTarget(outcome.result, { mobile: isSmallScreen() });
  return url === null ? { message: MESSAGES.launchReplyInvalid } : { url };
}

/**
 * The state of a venue launch page (SPEC §2, ARCHITECTURE security): a lobby url is shown only
 * when it is a lobby of this page's own venue, as a launch result names it (another venue's lobby
 * on a shared origin is refused). A url on a venue origin that no launch of this browser names (a
 * link from the app, another tab or device: issue #41 item 1) is not refused out of hand: the
 * venue is launched for the member and the url loads when that launch names its lobby
 * (checkLobbyUrl in @site/venues). Without a url the page launches the venue and hands the lobby
 * url to `onUrl` (which keeps it in memory, never in the address).
 */
export function useVenueLaunch({
  venue,
  url,
  onUrl,
}: {
  venue: VenueCode;
  url: string | undefined;
  onUrl: (url: string | undefined) => void;
}): { view: VenueLaunchView; retry: () => void; relaunch: (code: number) => void } {
  const venues = useAtomValue(venuesAtom);
  const settings = useAtomValue(venueSettingsAtom);
  const [launching, setLaunching] = useState<Launching>({ state: 'idle' });
  const [attempt, setAttempt] = useState(0);
  /** The url a launch was made for, to compare with: its verdict (so a mismatch is not launched again). */
  const [compared, setCompared] = useState<{ url: string; verdict: 'load' | 'refuse' } | null>(null);

  // Null while the venues code or the platform's venue origins still load (the url waits for both).
  const check =
    url === undefined || venues === null || settings === null
      ? null
      : checkLobbyUrl(url, { launched: venues.launcher.result(venue), venueOrigins: settings.venueOrigins });
  const needsLaunch = check === 'launch' && compared?.url !== url;

  useEffect(() => {
    if (!needsLaunch || url === undefined || venues === null) return;
    let live = true;
    setLaunching({ state: 'launching' });
    void launchWithRelaunch(venues.launcher, venue).then((outcome) => {
      if (!live) return;
      if (!outcome.ok) {
        setLaunching({ state: 'failed', message: outcome.message });
        return;
      }
      setLaunching({ state: 'idle' });
      setCompared({ url, verdict: checkLaunchedLobbyUrl(url, outcome.result) });
    });
    return () => {
      live = false;
    };
  }, [needsLaunch, venues, venue, url, attempt]);

  useEffect(() => {
    if (url !== undefined || venues === null) return;
    let live = true;
    setLaunching({ state: 'launching' });
    void launchWithRelaunch(venues.launcher, venue).then((outcome) => {
      if (!live) return;
      const lobby = lobbyOf(outcome);
      if ('url' in lobby) {
        setLaunching({ state: 'idle' });
        onUrl(lobby.url);
      } else setLaunching({ state: 'failed', message: lobby.message });
    });
    return () => {
      live = false;
    };
    // onUrl is a fresh closure per render; a launch must not restart because of it.
  }, [venues, venue, url, attempt]);

  const relaunch = useCallback(
    (code: number) => {
      const pending = venues?.launcher.handleCode(code, venue) ?? null;
      if (pending === null) return;
      setLaunching({ state: 'launching' });
      void pending.then((outcome) => {
        const lobby = lobbyOf(outcome);
        if ('url' in lobby) {
          setLaunching({ state: 'idle' });
          onUrl(lobby.url);
        } else setLaunching({ state: 'failed', message: lobby.message });
      });
    },
    [venues, venue, onUrl],
  );

  const retry = useCallback(() => {
    setLaunching({ state: 'idle' });
    if (url !== undefined) onUrl(undefined);
    else setAttempt((n) => n + 1);
  }, [url, onUrl]);

  let view: VenueLaunchView;
  if (launching.state !== 'idle') view = launching;
  else if (url === undefined) view = { state: 'launching' };
  else {
    const origin = httpOrigin(url);
    const verdict = check === 'launch' && compared?.url === url ? compared.verdict : check;
    if (verdict === null || verdict === 'launch') view = { state: 'checking' };
    else view = verdict === 'load' && origin !== null ? { state: 'frame', url, origin } : { state: 'refused' };
  }
  return { view, retry, relaunch };
}
