import { Card, Empty, MoneyText, Tag } from '@site/ui';
import { formatNumber } from '@site/validation';
import { useAtomValue } from 'jotai';
import { PageFrame } from '../../components/PageFrame';
import { servicesAtom } from '../../state/services';
import { LoadState } from './LoadState';
import { FINANCE_TEXT as T } from './messages';
import { useRemote } from './use-remote';
import './money.css';

function percent(done: number, required: number): number {
  if (!(required > 0)) return 100;
  return Math.min(100, Math.max(0, Math.floor((done / required) * 100)));
}

/** /mine/audit: the turnover each deposit or bonus still needs before a withdrawal. */
export function AuditPage() {
  const { client } = useAtomValue(servicesAtom);
  const audit = useRemote(() => client.request('auditList'));
  return (
    <PageFrame title="稽核详情">
      <LoadState remote={audit}>
        {(data) => {
          const remaining = Math.max(0, data.totalRequired - data.totalCompleted);
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
                  {data.list.map((item) => (
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
                          aria-valuenow={percent(item.completedTurnover, item.requiredTurnover)}
                        >
                          <span
                            style={{
                              width: `${String(percent(item.completedTurnover, item.requiredTurnover))}%`,
                            }}
                          />
                        </span>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        }}
      </LoadState>
    </PageFrame>
  );
}
