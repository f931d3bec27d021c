import { NOTICE_CATEGORY } from '@site/api-contract';
import type { Services } from '../../app/services';

/**
 * What the home page asks the platform for, started by its route's loader and not waited for:
 * the page paints at once and each section fills in as its answer lands (`useDeferred`).
 */
export function loadHome({ client, session }: Services) {
  return {
    ads: client.request('queryStationAdList', {}).then((ads) => [...ads].sort((a, b) => a.sort - b.sort)),
    notices: client.queryNoticeList({ category: NOTICE_CATEGORY.marquee }),
    venues: client.request('venueList', {}),
    icons: client.suspensionIcon(),
    /** Member-only; null for a guest. */
    dividendLead: session.isMember() ? client.dividendLead() : null,
  };
}

export type HomeData = ReturnType<typeof loadHome>;
