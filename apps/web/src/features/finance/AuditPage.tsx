import type { ApiReply } from '@site/api-contract';
import { Card, Empty, MoneyText, Tag } from '@site/ui';
import { auditPercent, auditRemaining, formatNumber } from '@site/validation';
import { DataSlot, PageLead } from '../../components/FirstView';
import { PageFrame } from '../../components/PageFrame';
import { useDeferred } from '../../components/use-deferred';
import { shanghaiDateTime } from '../../components/shanghai-date';
import { PathLink } from '../../components/PathLink';
import { FINANCE_TEXT as T } from './messages';
import '../../components/money.css';
import './turnover-audit.css';

type Audit = ApiReply<'auditList'>;

function Progress({ label, percent }: { label: string; percent: number }) {
  return (
    <span className="money-progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <span style={{ width: `${String(percent)}%` }} />
    </span>
  );
}

/** The least height of the audit's box: the verdict, the summary, two items and the rules. */
const AUDIT_HEIGHT = 820;

/**
 * /mine/audit: the turnover each deposit or bonus still needs before a withdrawal (the route's
 * loader starts reading it; the first view, issue #36, drawn into the HTML by the build, is the
 * heading block and the box the audit fills). What the member sees:
 * - whether they may withdraw now, in words, with the way on: 去取款 when it passed, 去投注 when not;
 * - the remaining turnover large, with the whole progress, what was required and what is done;
 * - each deposit or bonus with its own progress, its state and when it was booked (China time,
 *   as every date on the site, whatever the device's zone);
 * - what the audit is, in three lines, and a link to the bet records that count toward it.
 */
export function AuditPage({ audit }: { audit: Promise<Audit> }) {
  const view = useDeferred(audit);
  // An audit that could not be read is the page's failure, as when the route waited for it: the
  // router's failure view with 重新加载.
  if (view.status === 'error') throw view.error;
  return (
    <PageFrame title={T.auditTitle}>
      <div className="stack money-page turnover-page">
        <PageLead title={T.auditLeadTitle} text={T.auditLeadText} />
        <DataSlot className="stack" loading={view.status === 'loading'} minHeight={AUDIT_HEIGHT} rows={8}>
          {view.status === 'ready' ? <AuditView audit={view.data} /> : null}
        </DataSlot>
      </div>
    </PageFrame>
  );
}

/** The audit under the heading block: where the member stands, each deposit or bonus, the rules. */
function AuditView({ audit }: { audit: Audit }) {
  const remaining = auditRemaining(audit);
  const overall = auditPercent(audit.totalCompleted, audit.totalRequired);
  return (
    <>
      <p className={audit.passed ? 'money-notice money-notice--ok' : 'money-notice'} role="status" data-testid="audit-summary">
        {audit.passed ? T.auditPassed : T.auditPending(formatNumber(remaining))}
      </p>

      <section className="turnover-summary" aria-label={T.auditRemainingLabel}>
        <p className="turnover-summary__label">{T.auditRemainingLabel}</p>
        <p className="turnover-summary__remaining" data-testid="audit-remaining">
          <MoneyText value={remaining} symbol={null} />
        </p>
        <Progress label={T.auditTotalCompleted} percent={overall} />
        <dl className="turnover-summary__figures">
          <div>
            <dt>{T.auditTotalRequired}</dt>
            <dd>
              <MoneyText value={audit.totalRequired} symbol={null} />
            </dd>
          </div>
          <div>
            <dt>{T.auditTotalCompleted}</dt>
            <dd>
              <MoneyText value={audit.totalCompleted} symbol={null} />
            </dd>
          </div>
        </dl>
        <PathLink className="turnover-summary__action" href={audit.passed ? '/mine/finance/withdrawal' : '/game/sport'}>
          {audit.passed ? T.auditGoWithdraw : T.auditGoBet}
        </PathLink>
      </section>

      <Card title={T.auditListTitle}>
        {audit.list.length === 0 ? (
          <Empty description={T.auditEmpty} />
        ) : (
          <ul className="turnover-items">
            {audit.list.map((item) => {
              const percent = auditPercent(item.completedTurnover, item.requiredTurnover);
              return (
                <li key={item.id} className="turnover-item" data-testid="audit-item">
                  <span className="turnover-item__head">
                    <span className="turnover-item__source">{item.source}</span>
                    <MoneyText value={item.amount} size="small" />
                    <Tag tone={item.passed ? 'success' : 'warning'}>{item.passed ? T.auditItemPassed : T.auditItemPending}</Tag>
                  </span>
                  <Progress label={item.source} percent={percent} />
                  <span className="turnover-item__foot">
                    <span>{T.auditProgress(formatNumber(item.completedTurnover), formatNumber(item.requiredTurnover))}</span>
                    <span>{T.auditPercent(percent)}</span>
                  </span>
                  <span className="turnover-item__time">{shanghaiDateTime(item.createdAt)}</span>
                </li>
              );
            })}
          </ul>
        )}
      </Card>

      <Card title={T.auditRulesTitle}>
        <ul className="turnover-rules">
          {T.auditRules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <PathLink className="turnover-link" href="/mine/record/betRecord">
          {T.auditBetRecords}
        </PathLink>
      </Card>
    </>
  );
}
