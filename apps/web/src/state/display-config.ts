import type { VvPrettyPlain } from '@site/api-contract';
import { atom } from 'jotai';
import { servicesAtom } from './services';

/** The platform's display config could not be unlocked: the site config carries no secret. */
const NO_SECRET = '站点显示配置暂不可用，请稍后重试';

const attemptAtom = atom(0);

/**
 * The display config (SPEC §7 vvPretty: the site config's `secret`, decrypted): venue origins, the
 * excluded league, the customer-service address. One read for the app, shared by the venue
 * settings, the link allowlist and the customer-service pages, started by the first that asks (the
 * home page never does unless a link leaves the site). A failure stays until `retryDisplayConfigAtom`.
 */
export const displayConfigAtom = atom(async (get): Promise<VvPrettyPlain> => {
  get(attemptAtom);
  const { client, session } = get(servicesAtom);
  const config = session.siteConfig.cached() ?? (await session.loadSiteConfig());
  const secret = config?.['secret'];
  if (typeof secret !== 'string' || secret === '') throw new Error(NO_SECRET);
  return client.vvPretty(secret);
});

/** Reads the display config again (a page's 重新加载 after a failure). */
export const retryDisplayConfigAtom = atom(null, (_get, set) => set(attemptAtom, (n) => n + 1));
