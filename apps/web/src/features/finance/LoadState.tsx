import { Button, Result, Skeleton } from '@site/ui';
import type { ReactNode } from 'react';
import { FINANCE_TEXT } from './messages';
import type { Remote } from './use-remote';

interface LoadStateProps<T> {
  remote: Remote<T> & { reload: () => Promise<void> };
  rows?: number;
  children: (data: T) => ReactNode;
}

/** Loading skeleton, error with a retry, or the content (kept on screen while it refreshes). */
export function LoadState<T>({ remote, rows = 4, children }: LoadStateProps<T>) {
  if (remote.data !== undefined && remote.status !== 'error') return <>{children(remote.data)}</>;
  if (remote.status === 'error') {
    return (
      <Result
        status="error"
        title={FINANCE_TEXT.loadFailed}
        description={remote.error}
        actions={
          <Button variant="primary" onClick={() => void remote.reload()}>
            {FINANCE_TEXT.reload}
          </Button>
        }
      />
    );
  }
  return <Skeleton rows={rows} title label={FINANCE_TEXT.loading} />;
}
