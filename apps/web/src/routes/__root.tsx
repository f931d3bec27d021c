import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../router';
import { CookieGate } from '../shell/CookieGate';
import { ErrorPage } from '../shell/ErrorPage';
import { ShellEffects } from '../shell/ShellEffects';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  errorComponent: ({ reset }) => <ErrorPage reset={reset} />,
  // SPEC §2 / issue: unknown paths land on /404.
  notFoundComponent: () => <Navigate to="/404" replace />,
});

function RootLayout() {
  return (
    <CookieGate>
      <Outlet />
      <ShellEffects />
    </CookieGate>
  );
}
