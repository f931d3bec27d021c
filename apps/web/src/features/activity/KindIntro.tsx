import { Skeleton } from '@site/ui';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../components/LoadViews';
import { useDeferred } from '../../components/use-deferred';
import { useRouter } from '@tanstack/react-router';
import { ACTIVITY_TEXT as T } from './activity-text';
import { periodText } from './activity-view';
import type { ActivityDetailReply } from './loaders';
import { RulesList } from './RulesList';

/**
 * The header of an activity page: its title and summary, drawn at once from the page's own words
 * until the platform's arrive. `lead`: the page's first view (issue #36), of fixed size with the
 * heading block's drawing (activity.css).
 */
export function KindHero({ activity, fallbackTitle, children, lead = false }: { activity: Promise<ActivityDetailReply | null>; fallbackTitle: string; children?: ReactNode; lead?: boolean }) {
  const view = useDeferred(activity);
  const a = view.status === 'ready' ? view.data : null;
  return (
    <section className={lead ? 'page-hero activity-hero activity-hero--lead' : 'page-hero activity-hero'}>
      <h2 className="page-hero__title">{a?.title ?? fallbackTitle}</h2>
      {a ? <p className="activity-hero__summary">{a.summary}</p> : null}
      {a ? (
        <p className="activity-hero__period">
          {T.period}：{periodText(a)}
        </p>
      ) : null}
      {children}
    </section>
  );
}

/** The rules section of an activity page, read from the platform without holding the page back. */
export function KindRules({ activity }: { activity: Promise<ActivityDetailReply | null> }) {
  const view = useDeferred(activity);
  const router = useRouter();
  if (view.status === 'loading') return <Skeleton rows={3} title label={T.rules} />;
  if (view.status === 'error') return <LoadFailed error={view.error} onRetry={() => void router.invalidate()} />;
  return view.data ? <RulesList rules={view.data.rules} /> : null;
}
