import { useAtomValue } from 'jotai';
import { servicesAtom } from '../../state/services';
import { useLoad } from './use-load';

/** The customer-service URL of the display config (vvPretty, unlocked by the site config's secret). */
export function useServiceUrl() {
  const { client, session } = useAtomValue(servicesAtom);
  return useLoad(async () => {
    const config = (await session.loadSiteConfig()) ?? session.siteConfig.cached();
    const secret = config?.['secret'];
    if (typeof secret !== 'string' || secret === '') throw new Error('客服地址暂不可用，请稍后重试');
    return (await client.vvPretty(secret)).customerServiceUrl;
  }, 'service-url');
}
