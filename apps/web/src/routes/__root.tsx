import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/context';
import { guardRoute } from '../app/guards';
import { ErrorPage } from '../components/ErrorPage';
import { ShellEffects } from '../shell/ShellEffects';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Member pages (by the page table) send guests away before anything of the page loads.
  beforeLoad: guardRoute,
  component: RootLayout,
  errorComponent: ({ reset }) => <ErrorPage reset={reset} />,
  // SPEC §2 / issue: unknown paths land on /404.
  notFoundComponent: () => <Navigate to="/404" replace />,
});

// SPEC §2's cookie notice is main.ts's: a browser without cookies and site data never starts the app.
function RootLayout() {
  return (
    <>
      <Outlet />
      <ShellEffects />
    </>
  );
}
