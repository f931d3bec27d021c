import type { Services } from '../../app/services';

/**
 * The customer-service URL of the display config (vvPretty, unlocked by the site config's secret),
 * for a route's loader to start.
 */
export async function loadServiceUrl({ client, session }: Services): Promise<string> {
  const config = (await session.loadSiteConfig()) ?? session.siteConfig.cached();
  const secret = config?.['secret'];
  if (typeof secret !== 'string' || secret === '') throw new Error('客服地址暂不可用，请稍后重试');
  return (await client.vvPretty(secret)).customerServiceUrl;
}
