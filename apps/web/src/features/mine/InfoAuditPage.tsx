import type { ApiReply, InfoAuditItem } from '@site/api-contract';
import { INFO_AUDIT_STATUS } from '@site/api-contract';
import { Empty, Tag } from '@site/ui';
import { Link } from '@tanstack/react-router';
import { DataSlot, PageLead } from '../../components/FirstView';
import { PageFrame } from '../../components/PageFrame';
import { useDeferred } from '../../components/use-deferred';
import { AUDIT_GROUPS, auditCounts, auditDetail, auditFix, auditGroup, auditStatus } from './info-audit-view';
import { shanghaiDateTime } from '../../components/shanghai-date';
import './info-audit.css';

function AuditItem({ item }: { item: InfoAuditItem }) {
  const status = auditStatus(item);
  const fix = auditFix(item);
  const detail = auditDetail(item);
  return (
    <li className={`audit-item audit-item--${String(item.status)}`} data-testid="audit-item">
      <div className="audit-item__head">
        <span className="audit-item__title">{item.title}</span>
        <Tag tone={status.tone}>{status.text}</Tag>
      </div>
      {detail ? <p className="audit-item__detail">{detail}</p> : null}
      <p className="audit-item__time">
        提交于 {shanghaiDateTime(item.submittedAt)}
        {item.reviewedAt ? ` · 审核于 ${shanghaiDateTime(item.reviewedAt)}` : ''}
      </p>
      {item.status === INFO_AUDIT_STATUS.pending ? <p className="audit-item__hint">正在审核，通常 1-2 小时内完成，结果将通过站内信通知您。</p> : null}
      {item.status === INFO_AUDIT_STATUS.rejected ? (
        <div className="audit-item__reason" role="note">
          <p>
            <b>未通过原因：</b>
            {item.reason || '资料不符合要求'}
          </p>
          {fix ? (
            <Link to={fix.to} className="audit-item__fix">
              {fix.label}
            </Link>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** The least height of the review's box: the counts and a group of refused and pending items. */
const AUDIT_HEIGHT = 560;

/**
 * `/mine/infoAudit` (资料审核): the review of everything the member submitted — identity, cards and
 * payment accounts, profile changes — grouped, refused ones first with the reason and the page
 * that fixes them. Its first view (issue #36, drawn into the HTML by the build) is the heading block
 * and the box the review fills.
 */
export function InfoAuditPage({ audit }: { audit: Promise<ApiReply<'infoAudit'>> }) {
  const view = useDeferred(audit);
  // A review that could not be read is the page's failure, as when the route waited for it: the
  // router's failure view with 重新加载.
  if (view.status === 'error') throw view.error;
  return (
    <PageFrame title="资料审核">
      <div className="stack">
        <PageLead title="资料审核进度" text="实名、收款账户与资料修改的审核结果" />
        <DataSlot className="stack audit-page" loading={view.status === 'loading'} minHeight={AUDIT_HEIGHT} rows={8}>
          {view.status === 'ready' ? <AuditView list={view.data.list} /> : null}
        </DataSlot>
      </div>
    </PageFrame>
  );
}

/** The review under the heading block: the counts, then each group, or the way to start. */
function AuditView({ list }: { list: readonly InfoAuditItem[] }) {
  const counts = auditCounts(list);
  if (list.length === 0) {
    return (
      <Empty
        description="暂无审核记录。完成实名认证、绑定银行卡后，审核进度会显示在这里"
        action={
          <Link to="/mine/userInfo/authentication" className="audit-empty-link">
            去实名认证
          </Link>
        }
      />
    );
  }
  return (
    <>
      <ul className="audit-summary" aria-label="审核概况" data-testid="audit-summary">
        <li>
          <b>{counts.pending}</b>审核中
        </li>
        <li className={counts.rejected > 0 ? 'is-alert' : undefined}>
          <b>{counts.rejected}</b>未通过
        </li>
        <li>
          <b>{counts.approved}</b>已通过
        </li>
      </ul>
      {counts.rejected > 0 ? (
        <p className="money-notice" role="status">
          有 {counts.rejected} 项资料未通过审核，请按提示修改后重新提交。
        </p>
      ) : null}
      {AUDIT_GROUPS.map((group) => {
        const items = auditGroup(list, group.kind);
        if (items.length === 0) return null;
        return (
          <section key={group.kind} className="audit-group" aria-labelledby={`audit-${group.kind}`}>
            <h2 className="audit-group__title" id={`audit-${group.kind}`}>
              {group.title}
            </h2>
            <ul className="audit-list">
              {items.map((item) => (
                <AuditItem key={item.id} item={item} />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
