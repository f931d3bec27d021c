import { BusinessError } from '@site/api-client';
import type { ApiReply } from '@site/api-contract';
import type { Services } from '../../app/services';

export interface DiscountData {
  list: ApiReply<'activityList'>;
  /** The open activity; null when none is open or the platform no longer has it. */
  detail: ApiReply<'activityDetail'> | null;
}

/** /activity/discount's loader: every promotion (the tabs filter on the device, at once) and the open one. */
export async function loadDiscount(services: Services, id: number | undefined): Promise<DiscountData> {
  const list = services.client.request('activityList', {});
  const detail =
    id === undefined
      ? Promise.resolve(null)
      : services.client.request('activityDetail', { id }).catch((error: unknown) => {
          // The platform's "no such activity" is a page state (a link to a finished promotion),
          // not a failure to load; a network failure still shows the error view with 重新加载.
          if (error instanceof BusinessError) return null;
          throw error;
        });
  return { list: await list, detail: await detail };
}
