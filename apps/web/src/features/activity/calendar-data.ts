import type { ApiReply } from '@site/api-contract';
import type { Services } from '../../app/services';
import { activityOfKind, forMember } from './kind-activity';
import type { ActivityDetailReply } from './kind-activity';
import { deviceClock } from './server-clock';

export interface CalendarData {
  activity: Promise<ActivityDetailReply | null>;
  /** What happens on each day of the month (public). */
  events: ApiReply<'calendarEvents'>;
  /** The member's check-ins of the month, streak and milestones; null for a guest. */
  list: ApiReply<'calendarList'> | null;
  /** The device's time when the events arrived: with `events.serverTime`, the platform's clock. */
  receivedAt: number;
}

export async function loadCalendar(services: Services, month: string | undefined): Promise<CalendarData> {
  const body = month ? { month } : {};
  const activity = activityOfKind(services, 'calendar');
  const list = forMember(services, () => services.client.request('calendarList', body));
  const events = await services.client.request('calendarEvents', body);
  return { activity, events, list: await list, receivedAt: deviceClock.now() };
}
