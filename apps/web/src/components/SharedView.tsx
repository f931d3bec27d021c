import { Skeleton } from '@site/ui';
import type { ReactNode } from 'react';
import type { SharedResource } from '../state/shared-resource';
import { useShared } from '../state/use-shared';
import { LOAD_TEXT, LoadFailed } from './LoadViews';

interface SharedViewProps<T> {
  resource: SharedResource<T>;
  children: (data: T) => ReactNode;
  /** Skeleton lines while it loads. */
  rows?: number;
}

/**
 * Shows shared state (balances, identity…) inside a page: the route's loader has it ready; if it
 * is gone (a logout emptied it) it is read again here, with the shared loading and failure views.
 */
export function SharedView<T>({ resource, children, rows = 4 }: SharedViewProps<T>) {
  const { data, refreshing, error, refresh } = useShared(resource);
  if (data !== undefined) return <>{children(data)}</>;
  if (error !== null && !refreshing) return <LoadFailed error={error} onRetry={() => void refresh()} />;
  return <Skeleton rows={rows} title label={LOAD_TEXT.loading} />;
}
