import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { servicesAtom } from './services';

export type SiteConfigView =
  | { state: 'loading' }
  | { state: 'ready'; title: string; logo: string | undefined; festivalSkin: unknown }
  | { state: 'error'; message: string };

/** Bumped to load the site config again (the error view's retry). */
export const siteConfigReloadAtom = atom(0);

const siteConfigPromiseAtom = atom(async (get): Promise<SiteConfigView> => {
  get(siteConfigReloadAtom);
  const { session } = get(servicesAtom);
  try {
    // The session caches it in local storage and applies the maintenance redirect.
    const config = (await session.loadSiteConfig()) ?? session.siteConfig.cached();
    if (!config) return { state: 'error', message: '站点配置加载失败，请稍后重试' };
    return {
      state: 'ready',
      title: config.SiteBaseConfigVo?.title ?? '',
      logo: config.SiteBaseConfigVo?.webLogoTitleUrl,
      festivalSkin: config['siteFestivalSkin'],
    };
  } catch {
    return { state: 'error', message: '站点配置加载失败，请稍后重试' };
  }
});

/** What the shell shows of the site config: loading, its title and logo, or why it failed. */
export const siteConfigAtom = unwrap(siteConfigPromiseAtom, (prev): SiteConfigView => prev ?? { state: 'loading' });
