import type { ApiReply } from '@site/api-contract';
import { Button, Card, Empty, Tag } from '@site/ui';
import { Link, useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useLoginRedirect } from '../../components/use-login-redirect';
import { useMoneySubmit } from '../../components/use-money-submit';
import { servicesAtom } from '../../state/services';
import { ActivityBanner } from './ActivityBanner';
import { ACTIVITY_TEXT as T, STATUS_TAG } from './activity-text';
import { applyAction, periodText } from './activity-view';
import { RulesList } from './RulesList';
import { useAfterPayout } from './use-payout';

type Detail = ApiReply<'activityDetail'>;

/** One promotion: picture, state, period, what it is, its rules as text, and its one action. */
export function ActivityDetail({ detail }: { detail: Detail | null }) {
  if (!detail) {
    return <Empty description={T.notFound} action={<Link to="/activity/discount">{T.backToList}</Link>} />;
  }
  return (
    <article className="stack activity-page activity-detail">
      <ActivityBanner src={detail.imageUrl} title={detail.title} />
      <Card>
        <div className="activity-detail__head">
          <h2 className="activity-detail__title">{detail.title}</h2>
          <Tag tone={STATUS_TAG[detail.status].tone}>{STATUS_TAG[detail.status].text}</Tag>
        </div>
        <p className="activity-detail__period">
          {T.period}：{periodText(detail)}
          {T.timeZone}
        </p>
        <p className="activity-detail__content">{detail.content}</p>
      </Card>
      <RulesList rules={detail.rules} />
      <ApplyBar detail={detail} />
    </article>
  );
}

function ApplyBar({ detail }: { detail: Detail }) {
  const { client } = useAtomValue(servicesAtom);
  const router = useRouter();
  const { member, toLogin } = useLoginRedirect();
  const apply = useMoneySubmit();
  const afterPayout = useAfterPayout();
  const [done, setDone] = useState<string | null>(null);
  const action = applyAction(detail, member);

  const submit = async () => {
    const result = await apply.submit(String(detail.id), (idempotencyKey) =>
      client.requestEnvelope('activityApply', { id: detail.id }, { idempotencyKey }),
    );
    if (!result.ok) return;
    setDone(result.reply.message || '申请成功');
    if ((result.reply.data?.bonus ?? 0) > 0) afterPayout();
    // The detail and the list read 已申请 from the platform again.
    void router.invalidate();
  };

  return (
    <div className="activity-action">
      {done ? (
        <p className="activity-action__done" role="status">
          {done}
        </p>
      ) : null}
      {apply.error ? (
        <p className="activity-action__error" role="alert">
          {apply.error}
        </p>
      ) : null}
      {action.kind === 'apply' ? (
        <Button variant="primary" block loading={apply.submitting} disabled={apply.offline} onClick={() => void submit()}>
          {apply.submitting ? T.applying : T.apply}
        </Button>
      ) : action.kind === 'login' ? (
        <Button variant="primary" block onClick={toLogin}>
          {T.applyGuest}
        </Button>
      ) : action.kind === 'page' ? (
        <Link to={action.to} className="site-button site-button--primary site-button--medium site-button--block activity-action__link">
          {action.text}
        </Link>
      ) : (
        <Button block disabled>
          {action.text}
        </Button>
      )}
    </div>
  );
}
