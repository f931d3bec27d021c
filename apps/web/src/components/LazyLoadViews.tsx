import type { ErrorComponentProps } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

// The router's default pending and error views, loaded the first time one is needed (a page that
// answers within 150 ms never needs either): their ui components stay out of the entry chunk.
const views = () => import('./LoadViews');
const Pending = lazy(() => views().then((m) => ({ default: m.PagePending })));
const LoadError = lazy(() => views().then((m) => ({ default: m.PageLoadError })));

export function LazyPagePending() {
  return (
    <Suspense fallback={null}>
      <Pending />
    </Suspense>
  );
}

export function LazyPageLoadError(props: ErrorComponentProps) {
  return (
    <Suspense fallback={null}>
      <LoadError {...props} />
    </Suspense>
  );
}
