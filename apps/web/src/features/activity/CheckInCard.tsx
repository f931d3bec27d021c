import type { ApiReply } from '@site/api-contract';
import { Button, Card, MoneyText } from '@site/ui';
import { formatNumber } from '@site/validation';
import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useMoneySubmit } from '../../components/use-money-submit';
import { servicesAtom } from '../../state/services';
import { checkInView } from './check-in';
import { cx } from './class-names';
import { useAfterPayout } from './use-payout';

const T = {
  title: '每日签到',
  streak: '已连续签到',
  days: '天',
  today: '今日签到可得',
  checkIn: '立即签到',
  checking: '签到中…',
  checked: '今日已签到',
  done: (reward: number) => `签到成功，获得 ${formatNumber(reward)} 元`,
  next: (left: number, days: number) => `再签 ${left} 天，连签 ${days} 天另得`,
  milestones: '连签奖励',
  milestone: (days: number) => `连签 ${days} 天`,
  reached: '已达成',
} as const;

/** Today's check-in (once per China day), the streak and its milestone rewards. */
export function CheckInCard({ list, nowDay }: { list: ApiReply<'calendarList'>; nowDay: string }) {
  const { client } = useAtomValue(servicesAtom);
  const router = useRouter();
  const submit = useMoneySubmit();
  const afterPayout = useAfterPayout();
  const [done, setDone] = useState<string | null>(null);
  const view = checkInView(list, nowDay);

  const checkIn = async () => {
    setDone(null);
    const result = await submit.submit(`check-in-${view.today}`, (idempotencyKey) => client.request('calendarCheckIn', undefined, { idempotencyKey }));
    if (!result.ok) return;
    setDone(T.done(result.reply.reward));
    afterPayout();
    void router.invalidate();
  };

  return (
    <Card title={T.title}>
      <div className="checkin">
        <p className="checkin__streak">
          {T.streak} <strong data-testid="checkin-streak">{view.streak}</strong> {T.days}
        </p>
        {!view.checkedToday ? (
          <p className="checkin__reward">
            {T.today} <MoneyText value={view.todayReward} />
          </p>
        ) : null}
        {view.next ? (
          <p className="checkin__next">
            {T.next(view.next.left, view.next.days)} <MoneyText value={view.next.reward} />
          </p>
        ) : null}
        <p role="status" className="activity-action__done">
          {done ?? ''}
        </p>
        {submit.error ? (
          <p role="alert" className="activity-action__error">
            {submit.error}
          </p>
        ) : null}
        {view.checkedToday ? (
          <Button block disabled>
            {T.checked}
          </Button>
        ) : (
          <Button variant="primary" block loading={submit.submitting} disabled={submit.offline} onClick={() => void checkIn()}>
            {submit.submitting ? T.checking : T.checkIn}
          </Button>
        )}
        <ul className="checkin__milestones" aria-label={T.milestones}>
          {list.milestones.map((m) => {
            const reached = view.streak >= m.days;
            return (
              <li key={m.days} className={cx('checkin__milestone', reached && 'is-reached')}>
                <span>{T.milestone(m.days)}</span>
                <MoneyText value={m.reward} size="small" />
                {reached ? <span className="checkin__reached">{T.reached}</span> : null}
              </li>
            );
          })}
        </ul>
      </div>
    </Card>
  );
}
