import type { ApiReply } from '@site/api-contract';
import { addDays } from '../../components/shanghai-date';

type CalendarList = ApiReply<'calendarList'>;

export interface CheckInView {
  /** The China day now, on the platform's clock. */
  today: string;
  checkedToday: boolean;
  /** Consecutive days up to today (or yesterday, while today is still open). */
  streak: number;
  /** What checking in today pays: the daily reward plus a milestone's when today reaches one. */
  todayReward: number;
  /** The next milestone and how many check-ins (today's included) it still needs. */
  next: { days: number; reward: number; left: number } | null;
}

/**
 * The check-in card of a page left open: the platform answered on its day `list.today`; when the
 * China day has moved on since (midnight passed on the open page) today is open again, and a
 * streak whose last day was missed is over. `nowDay` is today's date on the platform's clock.
 */
export function checkInView(list: Pick<CalendarList, 'today' | 'checkedToday' | 'streak' | 'dailyReward' | 'milestones'>, nowDay: string): CheckInView {
  let checkedToday = list.checkedToday;
  let streak = list.streak;
  if (nowDay !== list.today) {
    const dayAfter = addDays(list.today, 1);
    // The day after: yesterday's check-in keeps the streak going; any later day ends it.
    streak = nowDay === dayAfter && list.checkedToday ? list.streak : 0;
    checkedToday = false;
  }
  const bonus = list.milestones.find((m) => m.days === streak + 1)?.reward ?? 0;
  const upcoming = list.milestones.find((m) => m.days > streak);
  return {
    today: nowDay,
    checkedToday,
    streak,
    todayReward: list.dailyReward + bonus,
    next: upcoming ? { days: upcoming.days, reward: upcoming.reward, left: upcoming.days - streak } : null,
  };
}
