import { Empty, Tag } from '@site/ui';
import { Link } from '@tanstack/react-router';
import { DataSlot, PageLead } from '../../components/FirstView';
import { LinkCard } from '../../components/LinkCard';
import { PageFrame } from '../../components/PageFrame';
import { useDeferred } from '../../components/use-deferred';
import { ActivityBanner } from './ActivityBanner';
import { ActivityDetail } from './ActivityDetail';
import { ACTIVITY_TEXT as T, CATEGORY_TABS, STATUS_TAG } from './activity-text';
import { activitiesOf, parseTab, periodText } from './activity-view';
import type { DiscountData } from './loaders';
import '../../components/link-cards.css';
import './activity.css';

interface DiscountPageProps extends DiscountData {
  tab: string | undefined;
  id: number | undefined;
}

/**
 * The least height of the promotions' box: more than a phone shows under the heading block, so
 * nothing on the first screen moves when they come.
 */
const LIST_HEIGHT = 640;

/**
 * /activity/discount: promotions by category tab; `?id=` opens one with its rules and apply button.
 * The list's first view (issue #36, drawn into the HTML by the build) is the heading block with the
 * category tabs and the promotions' box; the list the route's loader asked for fills the box.
 */
export function DiscountPage({ list, detail, tab: rawTab, id }: DiscountPageProps) {
  const view = useDeferred(list);
  const tab = parseTab(rawTab);
  // A list that could not be read is the page's failure, as when the route waited for it: the
  // router's failure view with 重新加载 (LazyLoadViews), whose code loads only then.
  if (view.status === 'error') throw view.error;

  if (id !== undefined) {
    return (
      <PageFrame title={T.detail}>
        <ActivityDetail detail={detail} />
      </PageFrame>
    );
  }

  const shown = view.status === 'ready' ? activitiesOf(view.data, tab) : [];
  return (
    <PageFrame title="优惠活动">
      <div className="stack activity-page">
        <PageLead className="activity-lead" title={T.leadTitle} text={T.leadText} />
        {/* The categories are links, not ARIA tabs: each is an address a member can open or share. */}
        <nav className="activity-cats" aria-label={T.listLabel}>
          {CATEGORY_TABS.map((t) => (
            <Link
              key={t.key}
              to="/activity/discount"
              search={t.key === 'all' ? {} : { tab: t.key }}
              replace
              // Exact: 全部 (no search) would otherwise count as a part of every tab's address.
              activeOptions={{ exact: true, includeSearch: true }}
              className="activity-cats__link"
              aria-current={t.key === tab ? 'page' : undefined}
            >
              {t.label}
            </Link>
          ))}
        </nav>
        <DataSlot loading={view.status === 'loading'} minHeight={LIST_HEIGHT} rows={8}>
          {shown.length === 0 ? (
            <Empty description={T.empty} />
          ) : (
            <ul className="link-cards">
              {shown.map((a) => (
                <li key={a.id}>
                  <LinkCard to="/activity/discount" search={{ ...(tab === 'all' ? {} : { tab }), id: a.id }} art={<ActivityBanner src={a.imageUrl} title={a.title} />}>
                    <span className="activity-card__head">
                      <span className="activity-card__title">{a.title}</span>
                      <Tag tone={STATUS_TAG[a.status].tone}>{STATUS_TAG[a.status].text}</Tag>
                      {a.applied ? <Tag tone="primary">{T.applied}</Tag> : null}
                    </span>
                    <span className="activity-card__summary">{a.summary}</span>
                    <span className="activity-card__period">
                      {T.period}：{periodText(a)}
                    </span>
                  </LinkCard>
                </li>
              ))}
            </ul>
          )}
        </DataSlot>
      </div>
    </PageFrame>
  );
}
