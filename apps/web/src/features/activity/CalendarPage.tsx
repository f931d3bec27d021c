import { Card, Empty } from '@site/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { DataSlot } from '../../components/FirstView';
import { PageFrame } from '../../components/PageFrame';
import { useDeferred } from '../../components/use-deferred';
import { useLoginRedirect } from '../../components/use-login-redirect';
import type { CalendarData, CalendarMonth } from './loaders';
import { CheckInCard } from './CheckInCard';
import { GuestCard } from './GuestCard';
import { KindHero, KindRules } from './KindIntro';
import { MonthGrid } from './MonthGrid';
import { serverClock } from './server-clock';
import { shanghaiDateKey } from '../../components/shanghai-date';
import { useNow } from './use-now';
import './activity.css';

const T = {
  title: '活动日历',
  fallbackTitle: '签到日历',
  guest: '登录后每日签到领彩金，连签还有额外奖励',
  login: '登录后签到',
  dayEvents: (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8))}日的活动`,
  noEvents: '当天暂无活动',
} as const;

/** How often an open page looks whether the China day has turned. */
const DAY_CHECK_MS = 30_000;

/**
 * The least height of the calendar's box: today's check-in (or the guest's card), the month of six
 * weeks and the chosen day's activities, reserved from the first view: more than a phone shows
 * under the hero, so nothing on the first screen moves when the month comes.
 */
const MONTH_HEIGHT = 760;

/**
 * /activity/calendar: the month with check-ins and activities by date, and today's check-in. Its
 * first view (issue #36, drawn into the HTML by the build) is the hero and the calendar's box; the
 * month the route's loader asked for fills the box, the activity's words the hero and its rules.
 */
export function CalendarPage({ activity, month }: CalendarData) {
  const view = useDeferred(month);
  // Another month keeps the one shown until it has come (as when the route waited for it).
  const [shown, setShown] = useState<CalendarMonth | null>(null);
  if (view.status === 'ready' && shown !== view.data) setShown(view.data);
  // A month that could not be read is the page's failure, as when the route waited for it: the
  // router's failure view with 重新加载 (LazyLoadViews).
  if (view.status === 'error') throw view.error;
  const data = view.status === 'ready' ? view.data : shown;
  return (
    <PageFrame title={T.title}>
      <div className="stack activity-page">
        <KindHero lead activity={activity} fallbackTitle={T.fallbackTitle} />
        <DataSlot className="stack" loading={data === null} minHeight={MONTH_HEIGHT} rows={10}>
          {data ? <CalendarMonthView {...data} /> : null}
        </DataSlot>
        <KindRules activity={activity} />
      </div>
    </PageFrame>
  );
}

/** The month: today's check-in, the days with their check-ins and activities, the chosen day's list. */
function CalendarMonthView({ events, list, receivedAt }: CalendarMonth) {
  const navigate = useNavigate();
  const { toLogin } = useLoginRedirect();
  const clock = useMemo(() => serverClock(events.serverTime, receivedAt), [events.serverTime, receivedAt]);
  const nowDay = shanghaiDateKey(useNow(clock, DAY_CHECK_MS));
  const [picked, setPicked] = useState<{ month: string; date: string } | null>(null);
  const month = events.month;
  const selected = picked?.month === month ? picked.date : nowDay.startsWith(month) ? nowDay : `${month}-01`;

  const checked = useMemo(() => new Set(list?.days.filter((d) => d.checkedIn).map((d) => d.date) ?? []), [list]);
  const byDate = useMemo(() => {
    const map = new Map<string, typeof events.events>();
    for (const e of events.events) map.set(e.date, [...(map.get(e.date) ?? []), e]);
    return map;
  }, [events]);
  const counts = useMemo(() => new Map([...byDate].map(([d, es]) => [d, es.length])), [byDate]);
  const dayEvents = byDate.get(selected) ?? [];

  const goMonth = (m: string) => void navigate({ to: '/activity/calendar', search: { month: m }, replace: true });

  return (
    <>
    {list ? (
      <CheckInCard list={list} nowDay={nowDay} />
    ) : (
      <GuestCard text={T.guest} login={T.login} onLogin={toLogin} />
    )}
    <Card>
      <MonthGrid month={month} today={nowDay} selected={selected} checked={checked} eventCount={counts} onSelect={(date) => setPicked({ month, date })} onMonth={goMonth} />
    </Card>
    <Card title={T.dayEvents(selected)}>
      {dayEvents.length === 0 ? (
        <Empty description={T.noEvents} />
      ) : (
        <ul className="activity-rows" data-testid="day-events">
          {dayEvents.map((e, i) => (
            <li key={`${e.title}-${i}`} className="activity-row">
              {e.activityId !== null ? (
                <Link to="/activity/discount" search={{ id: e.activityId }} className="activity-row__link">
                  {e.title}
                </Link>
              ) : (
                <span className="activity-row__title">{e.title}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
    </>
  );
}
