import type { ACTIVITY_KINDS, ApiReply } from '@site/api-contract';
import type { Services } from '../../app/services';

export type ActivityDetailReply = ApiReply<'activityDetail'>;

/**
 * The platform's activity behind one of the activity pages (its title, period and rules), or null
 * when the platform runs none of that kind. Public: guests read the rules too.
 */
export async function activityOfKind(services: Services, kind: (typeof ACTIVITY_KINDS)[number]): Promise<ActivityDetailReply | null> {
  const list = await services.client.request('activityList', { kind });
  const first = list[0];
  return first ? services.client.request('activityDetail', { id: first.id }) : null;
}

/** Member-only data: asked for only when a member is logged in (a guest's page has none). */
export function forMember<T>(services: Services, read: () => Promise<T>): Promise<T | null> {
  return services.session.isMember() ? read() : Promise.resolve(null);
}
