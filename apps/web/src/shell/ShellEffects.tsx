import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { servicesAtom } from '../state/services';
import { siteConfigAtom } from '../state/site-config';
import { LazyDialogHost } from './LazyDialogHost';
import { useRealityCheck } from './use-reality-check';

const loadConfigEffects = () => import('./config-effects');

/**
 * What the shell does around every page (SPEC §2): the tab title (with its marquee), the icon and
 * the festival skin (their code loads after the first render: config-effects.ts), the one dialog
 * host, and a member's reality check (loaded lazily).
 */
export function ShellEffects() {
  const { dialogs } = useAtomValue(servicesAtom);
  const config = useAtomValue(siteConfigAtom);

  useEffect(() => {
    // Only the newest config is applied, in order: one module promise runs its callbacks in turn.
    let live = true;
    void loadConfigEffects().then(({ applySiteConfig }) => {
      if (live) applySiteConfig(config);
    });
    return () => {
      live = false;
    };
  }, [config]);
  useEffect(() => () => void loadConfigEffects().then(({ disposeSiteConfigEffects }) => disposeSiteConfigEffects()), []);
  useRealityCheck();

  return <LazyDialogHost manager={dialogs} />;
}
