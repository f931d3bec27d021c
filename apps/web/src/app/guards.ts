import { redirect } from '@tanstack/react-router';
import type { RouterContext } from './context';

/**
 * The one route guard, in the root route's `beforeLoad`: the session decides from the page table
 * (`@site/api-contract/pages`) whether this path needs a member and where a guest goes instead
 * (home, or login for the chat rooms; SPEC §4, SPEC-NOTES 3). The place the guest was going rides
 * along, so logging in brings them back. It reads the table, not the route file's folder, so a
 * page's access changes in one line of the table.
 */
export function guardRoute({ context, location }: { context: RouterContext; location: { pathname: string; href: string } }): void {
  const to = context.services.session.guard(location.pathname);
  if (to !== null) throw redirect({ to, search: { redirect: location.href }, replace: true });
}
