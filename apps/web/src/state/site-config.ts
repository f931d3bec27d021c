import { preInfo } from '@site/api-client';
import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';

export type SiteConfigView =
  | { state: 'loading' }
  | { state: 'ready'; title: string }
  | { state: 'error'; message: string };

const siteConfigPromiseAtom = atom(async (): Promise<SiteConfigView> => {
  try {
    const info = await preInfo();
    return { state: 'ready', title: info.SiteBaseConfigVo.title };
  } catch {
    return { state: 'error', message: '站点配置加载失败，请稍后重试' };
  }
});

/** What the shell shows of the site config: loading, its title, or why it could not be loaded. */
export const siteConfigAtom = unwrap(siteConfigPromiseAtom, (): SiteConfigView => ({ state: 'loading' }));
