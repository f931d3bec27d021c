import { Skeleton } from '@site/ui';
import { useStore } from 'jotai';
import type { Atom, WritableAtom } from 'jotai';
import type { ReactNode } from 'react';
import type { SharedResource } from '../state/shared-resource';
import { useShared } from '../state/use-shared';
import { LOAD_TEXT, LoadFailed } from './LoadViews';

interface SharedViewProps<T> {
  resource: SharedResource<T>;
  children: (data: T) => ReactNode;
  /** Skeleton lines while it loads. */
  rows?: number;
  /**
   * Resources drawn inside this one (a nested SharedView) that its 重新加载 reads again too when
   * they failed as well: one press brings the whole part back, not one layer per press.
   */
  alsoRetry?: readonly { state: Atom<{ error: string | null }>; refresh: WritableAtom<null, [], Promise<void>> }[];
}

/**
 * Shows shared state (balances, identity…) inside a page: the route's loader has it ready; if it
 * is gone (a logout emptied it) it is read again here, with the shared loading and failure views.
 */
export function SharedView<T>({ resource, children, rows = 4, alsoRetry = [] }: SharedViewProps<T>) {
  const { data, refreshing, error, refresh } = useShared(resource);
  const store = useStore();
  const retry = () => {
    void refresh();
    for (const inner of alsoRetry) if (store.get(inner.state).error !== null) void store.set(inner.refresh);
  };
  if (data !== undefined) return <>{children(data)}</>;
  if (error !== null && !refreshing) return <LoadFailed error={error} onRetry={retry} />;
  return <Skeleton rows={rows} title label={LOAD_TEXT.loading} />;
}
