import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '../router';

/**
 * Guards a member-only route in `beforeLoad` (SPEC §4, SPEC-NOTES 3): guests and invalid sessions
 * go home; the place they were going rides along so login can return them there.
 */
export function requireMember({ context, location }: { context: RouterContext; location: { href: string } }): void {
  if (!context.auth.isMember()) {
    throw redirect({ to: '/', search: { redirect: location.href }, replace: true });
  }
}
