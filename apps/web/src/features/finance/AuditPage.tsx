import type { ApiReply } from '@site/api-contract';
import { Card, Empty, MoneyText, Tag } from '@site/ui';
import { auditPercent, auditRemaining, formatNumber } from '@site/validation';
import { PageFrame } from '../../components/PageFrame';
import { FINANCE_TEXT as T } from './messages';
import '../../components/money.css';

/** /mine/audit: the turnover each deposit or bonus still needs before a withdrawal. */
/** `audit` comes from the route's loader. */
export function AuditPage({ audit }: { audit: ApiReply<'auditList'> }) {
  const view = (data: ApiReply<'auditList'>) => {
      const remaining = auditRemaining(data);
      return (
        <div className="money-page">
          <p className={data.passed ? 'money-notice money-notice--ok' : 'money-notice'} data-testid="audit-summary">
            {data.passed ? T.auditPassed : T.auditPending(formatNumber(remaining))}
          </p>
          <Card>
            <div className="money-summary__row">
              <div>
                <span className="money-hint">{T.auditTotalRequired}</span>
                <MoneyText value={data.totalRequired} symbol={null} />
              </div>
              <div>
                <span className="money-hint">{T.auditTotalCompleted}</span>
                <MoneyText value={data.totalCompleted} symbol={null} />
              </div>
              <div>
                <span className="money-hint">{T.auditRemainingLabel}</span>
                <span data-testid="audit-remaining">
                  <MoneyText value={remaining} symbol={null} />
                </span>
              </div>
            </div>
          </Card>
          {data.list.length === 0 ? (
            <Empty description={T.auditEmpty} />
          ) : (
            <ul className="money-accounts" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {data.list.map((item) => {
                const percent = auditPercent(item.completedTurnover, item.requiredTurnover);
                return (
                  <li key={item.id} className="money-account" style={{ cursor: 'default' }}>
                    <span className="money-account__main">
                      <span>
                        {item.source} <MoneyText value={item.amount} size="small" />{' '}
                        <Tag tone={item.passed ? 'success' : 'warning'}>{item.passed ? T.auditItemPassed : T.auditItemPending}</Tag>
                      </span>
                      <span className="money-account__number">
                        {T.auditProgress(formatNumber(item.completedTurnover), formatNumber(item.requiredTurnover))} ·{' '}
                        {new Date(item.createdAt).toLocaleString('zh-CN', {
                          hour12: false,
                        })}
                      </span>
                      <span
                        className="money-progress"
                        role="progressbar"
                        aria-label={item.source}
                        aria-valuemin={0}
                        aria-valuemax={100}
                        aria-valuenow={percent}
                      >
                        <span style={{ width: `${String(percent)}%` }} />
                      </span>
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      );
  };

  return (
    <PageFrame title="稽核详情">
      {view(audit)}
    </PageFrame>
  );
}
