import type { ApiReply } from '@site/api-contract';
import type { Services } from '../../app/services';
import { activityOfKind, forMember } from './kind-activity';
import type { ActivityDetailReply } from './kind-activity';

export interface LuckyFlipData {
  activity: Promise<ActivityDetailReply | null>;
  /** Chances, prizes and earlier draws; null for a guest. */
  info: ApiReply<'luckyFlipInfo'> | null;
}

export async function loadLuckyFlip(services: Services): Promise<LuckyFlipData> {
  return { activity: activityOfKind(services, 'luckyFlip'), info: await forMember(services, () => services.client.request('luckyFlipInfo')) };
}
