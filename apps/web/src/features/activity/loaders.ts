import { BusinessError } from '@site/api-client';
import type { ACTIVITY_KINDS, ApiReply } from '@site/api-contract';
import type { Services } from '../../app/services';
import { handedOver } from '../../components/use-deferred';

/*
 * The loaders of the activity pages, in one small module: route loaders run before a page's code
 * has loaded, so they ship with the entry. Member-only data is asked for only when a member is
 * logged in; the activity behind a page (title, period, rules) is public and not waited for.
 */

export type ActivityDetailReply = ApiReply<'activityDetail'>;

/** The platform's activity behind one of the activity pages, or null when it runs none of that kind. */
async function activityOfKind({ client }: Services, kind: (typeof ACTIVITY_KINDS)[number]): Promise<ActivityDetailReply | null> {
  const first = (await client.request('activityList', { kind }))[0];
  return first ? client.request('activityDetail', { id: first.id }) : null;
}

/** A member's part of a page, started and not waited for (issue #36); null for a guest, known at once (KindIntro's useMemberPart). */
function startForMember<T>({ session }: Services, read: () => Promise<T>): Promise<T> | null {
  return session.isMember() ? handedOver(read()) : null;
}

export interface DiscountData {
  /**
   * Every promotion (the tabs filter on the device, at once). Started, not waited for (issue #36):
   * the list's heading block and box draw at once, the promotions fill the box.
   */
  list: Promise<ApiReply<'activityList'>>;
  /** The open activity; null when none is open or the platform no longer has it. */
  detail: ActivityDetailReply | null;
}

/** Every promotion and the open one (waited for: the detail is the page it opens). */
export async function loadDiscount({ client }: Services, id: number | undefined): Promise<DiscountData> {
  const list = handedOver(client.request('activityList', {}));
  const detail =
    id === undefined
      ? null
      : await client.request('activityDetail', { id }).catch((error: unknown) => {
          // "No such activity" is a state of the page (an old link), not a failure to load.
          if (error instanceof BusinessError) return null;
          throw error;
        });
  return { list, detail };
}

export interface InviteData {
  activity: Promise<ActivityDetailReply | null>;
  /**
   * The member's code, link, friends and rewards; null for a guest. Started, not waited for (issue
   * #36): the hero and the box draw at once, the member's part (or the guest's card) fills the box.
   */
  invite: Promise<ApiReply<'inviteInfo'>> | null;
}

export function loadInvite(services: Services): InviteData {
  return { activity: handedOver(activityOfKind(services, 'friendInvitation')), invite: startForMember(services, () => services.client.request('inviteInfo')) };
}

export interface PeakBoard {
  /** Public board; `mine` is filled when a member is logged in. */
  board: ApiReply<'peakBetBoard'>;
  /** The device's time when the board arrived: with `board.serverTime`, the platform's clock. */
  receivedAt: number;
}

export interface PeakBetData {
  activity: Promise<ActivityDetailReply | null>;
  /** The week's board. Started, not waited for (issue #36): the hero and the box draw at once, the board fills the box. */
  board: Promise<PeakBoard>;
}

export function loadPeakBet(services: Services): PeakBetData {
  const board = services.client.request('peakBetBoard').then((reply) => ({ board: reply, receivedAt: Date.now() }));
  return { activity: handedOver(activityOfKind(services, 'friendPeakBet')), board: handedOver(board) };
}

export interface LuckyFlipData {
  activity: Promise<ActivityDetailReply | null>;
  /** Chances, prizes and earlier draws; null for a guest. Started, not waited for (issue #36), as the invite's. */
  info: Promise<ApiReply<'luckyFlipInfo'>> | null;
}

export function loadLuckyFlip(services: Services): LuckyFlipData {
  return { activity: handedOver(activityOfKind(services, 'luckyFlip')), info: startForMember(services, () => services.client.request('luckyFlipInfo')) };
}

export interface CalendarMonth {
  /** What happens on each day of the month (public). */
  events: ApiReply<'calendarEvents'>;
  /** The member's check-ins of the month, streak and milestones; null for a guest. */
  list: ApiReply<'calendarList'> | null;
  /** The device's time when the events arrived: with `events.serverTime`, the platform's clock. */
  receivedAt: number;
}

export interface CalendarData {
  activity: Promise<ActivityDetailReply | null>;
  /**
   * The month's events and the member's check-ins. Started, not waited for (issue #36): the hero and
   * the calendar's box draw at once, the month fills the box.
   */
  month: Promise<CalendarMonth>;
}

async function calendarMonth(services: Services, body: { month?: string }): Promise<CalendarMonth> {
  const list = startForMember(services, () => services.client.request('calendarList', body));
  const events = await services.client.request('calendarEvents', body);
  return { events, list: await list, receivedAt: Date.now() };
}

export function loadCalendar(services: Services, month: string | undefined): CalendarData {
  const body = month ? { month } : {};
  return { activity: handedOver(activityOfKind(services, 'calendar')), month: handedOver(calendarMonth(services, body)) };
}
