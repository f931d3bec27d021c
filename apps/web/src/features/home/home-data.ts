import { NOTICE_CATEGORY } from '@site/api-contract';
import type { Services } from '../../app/services';
import { handedOver } from '../../components/use-deferred';

/**
 * What the home page asks the platform for, started by its route's loader and not waited for:
 * the page paints at once and each section fills in as its answer lands (`useDeferred`). Each is
 * handed over with its rejection handled: a session code (10004) can send the member away before
 * the sections mount, and their failures must not surface as uncaught rejections (#41 item 8).
 */
export function loadHome({ client, session }: Services) {
  return {
    ads: handedOver(client.request('queryStationAdList', {}).then((ads) => [...ads].sort((a, b) => a.sort - b.sort))),
    notices: handedOver(client.queryNoticeList({ category: NOTICE_CATEGORY.marquee })),
    venues: handedOver(client.request('venueList', {})),
    icons: handedOver(client.suspensionIcon()),
    /** Member-only; null for a guest. */
    dividendLead: session.isMember() ? handedOver(client.dividendLead()) : null,
  };
}

export type HomeData = ReturnType<typeof loadHome>;
