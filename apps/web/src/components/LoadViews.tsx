import { isApiError } from '@site/api-client';
import { errorText } from '@site/api-client';
import { pageTitle } from '@site/api-contract/pages';
import { Button, Result, Skeleton } from '@site/ui';
import { useRouter, useRouterState } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ErrorPage } from './ErrorPage';
import { PageFrame } from './PageFrame';

/*
 * The one set of loading, failure and empty views every page uses. Routes get `PagePending` and
 * `PageLoadError` as the router's defaults; sections inside a page use `LoadFailed` and ui's
 * `Empty`. Texts are the site's own: a platform's message shows only through `errorText`.
 */

export const LOAD_TEXT = {
  loading: '加载中…',
  failed: '加载失败',
  retry: '重新加载',
} as const;

/** The title of the page being opened, from the page table (dynamic paths fall back to 加载中). */
function usePendingTitle(): string {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return pageTitle(pathname) ?? LOAD_TEXT.loading;
}

/** A route's pending view: the page's frame and title at once, a skeleton where its data goes. */
export function PagePending() {
  return (
    <PageFrame title={usePendingTitle()}>
      <Skeleton rows={5} title label={LOAD_TEXT.loading} />
    </PageFrame>
  );
}

/** A failure with a way to try again, in the page's own words. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Result
      status="error"
      title={LOAD_TEXT.failed}
      description={errorText(error)}
      actions={
        <Button variant="primary" onClick={onRetry}>
          {LOAD_TEXT.retry}
        </Button>
      }
    />
  );
}

/**
 * A route's error view. A platform or network failure of the page's loader keeps the frame and
 * offers 重新加载 (the loader runs again); anything else is a bug in the page: the error page of
 * SPEC §8.
 */
export function PageLoadError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const title = usePendingTitle();
  if (!isApiError(error)) return <ErrorPage reset={reset} />;
  return (
    <PageFrame title={title}>
      <LoadFailed
        error={error}
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    </PageFrame>
  );
}
