import { applySkin } from '@site/ui';
import type { SiteConfigView } from '../state/site-config';
import { applyFavicon } from './favicon';
import { browserTitlePorts, createTitleMarquee } from './title-marquee';

let marquee: ReturnType<typeof createTitleMarquee> | null = null;

/**
 * What the site config changes around every page (SPEC §2): the tab title (with its marquee), the
 * icon and the festival skin. Loaded by ShellEffects after the first render: none of it is
 * drawn in the page, and the config it shows arrives from the platform after the paint anyway.
 */
export function applySiteConfig(config: SiteConfigView, doc: Document = document): void {
  if (config.state === 'ready') {
    if (config.title) (marquee ??= createTitleMarquee(browserTitlePorts(doc))).show(config.title);
    applyFavicon(config.logo, doc);
  }
  applySkin(doc.documentElement, config.state === 'ready' ? config.festivalSkin : undefined);
}

/** Stops the marquee (the shell unmounted). */
export function disposeSiteConfigEffects(): void {
  marquee?.dispose();
  marquee = null;
}
