import { Skeleton } from '@site/ui';
import type { ReactNode } from 'react';
import { drawnByBuild, useKeptDeferred } from '../../components/FirstView';
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

const GUEST: Promise<null> = Promise.resolve(null);

/**
 * A member's part of an activity page, which its route started without waiting (issue #36; null
 * from the route for a guest): null for a guest from the first render (the guest's card draws at
 * once, its box no taller than it); undefined while a member's part comes, and in the HTML the build
 * draws, which every visitor is served (so it never holds the guest's 登录后… card). A part that came
 * stays while it is read again.
 */
export function useMemberPart<T>(part: Promise<T> | null): T | null | undefined {
  const shown = useKeptDeferred<T | null>(part ?? GUEST);
  if (drawnByBuild()) return undefined;
  return part === null ? null : shown;
}
