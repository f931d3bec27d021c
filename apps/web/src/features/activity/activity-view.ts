import type { ApiReply } from '@site/api-contract';
import { ACTIVITY_TEXT as T, CATEGORY_TABS, KIND_PAGES } from './activity-text';
import type { KindPage } from './activity-text';
import { shanghaiDateKey } from '../../components/shanghai-date';

export type Activity = ApiReply<'activityList'>[number];
export type ActivityTab = (typeof CATEGORY_TABS)[number]['key'];

/** The tab in the address, or 全部 for anything else (a tampered link still opens the page). */
export function parseTab(value: unknown): ActivityTab {
  return CATEGORY_TABS.find((t) => t.key === value)?.key ?? 'all';
}

export function activitiesOf(list: readonly Activity[], tab: ActivityTab): Activity[] {
  return tab === 'all' ? [...list] : list.filter((a) => a.category === tab);
}

/** `2026-02-01 至 2026-05-01`, China dates. */
export function periodText(a: Pick<Activity, 'startAt' | 'endAt'>): string {
  return `${shanghaiDateKey(a.startAt)} ${T.periodJoin} ${shanghaiDateKey(a.endAt)}`;
}

/** What the detail's button does for this visitor. */
export type ApplyAction =
  | { kind: 'apply' }
  | { kind: 'login' }
  | { kind: 'page'; to: KindPage; text: string }
  | { kind: 'none'; text: string };

/**
 * The detail's one action. The platform has the last word (it refuses with its reason); this
 * only avoids offering what cannot work: applying twice, before the start or after the end.
 */
export function applyAction(a: Pick<Activity, 'kind' | 'status' | 'applicable' | 'applied'>, member: boolean): ApplyAction {
  const page = KIND_PAGES[a.kind];
  if (page) return a.status === 'ended' ? { kind: 'none', text: T.ended } : { kind: 'page', to: page.to, text: page.action };
  if (a.status === 'upcoming') return { kind: 'none', text: T.upcoming };
  if (a.status === 'ended') return { kind: 'none', text: T.ended };
  if (!a.applicable) return { kind: 'none', text: T.automatic };
  if (!member) return { kind: 'login' };
  return a.applied ? { kind: 'none', text: T.applied } : { kind: 'apply' };
}
