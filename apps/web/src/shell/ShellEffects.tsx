import { useFestivalSkin } from '@site/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { servicesAtom } from '../state/services';
import { siteConfigAtom } from '../state/site-config';
import { applyFavicon } from './favicon';
import { LazyDialogHost } from './LazyDialogHost';
import { useRealityCheck } from './use-reality-check';
import { browserTitlePorts, createTitleMarquee } from './title-marquee';

/**
 * What the shell does around every page (SPEC §2): the tab title (with its marquee), the icon,
 * the festival skin, the one dialog host, and a member's reality check (loaded lazily).
 */
export function ShellEffects() {
  const { dialogs } = useAtomValue(servicesAtom);
  const config = useAtomValue(siteConfigAtom);
  const marquee = useRef<ReturnType<typeof createTitleMarquee> | null>(null);

  useEffect(() => {
    const m = createTitleMarquee(browserTitlePorts());
    marquee.current = m;
    return () => m.dispose();
  }, []);

  useEffect(() => {
    if (config.state !== 'ready') return;
    if (config.title) marquee.current?.show(config.title);
    applyFavicon(config.logo);
  }, [config]);
  useFestivalSkin(config.state === 'ready' ? config.festivalSkin : undefined);
  useRealityCheck();

  return <LazyDialogHost manager={dialogs} />;
}
