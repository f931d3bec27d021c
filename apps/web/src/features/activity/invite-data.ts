import type { ApiReply } from '@site/api-contract';
import type { Services } from '../../app/services';
import { activityOfKind, forMember } from './kind-activity';
import type { ActivityDetailReply } from './kind-activity';

export interface InviteData {
  activity: Promise<ActivityDetailReply | null>;
  /** The member's code, link, friends and rewards; null for a guest. */
  invite: ApiReply<'inviteInfo'> | null;
}

export async function loadInvite(services: Services): Promise<InviteData> {
  return { activity: activityOfKind(services, 'friendInvitation'), invite: await forMember(services, () => services.client.request('inviteInfo')) };
}
