import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '../../router';

/**
 * Chat is for members: a guest is sent to login (not home, as the other member pages do),
 * because logging in is the only way into a room; the room rides along to come back to.
 */
export function requireChatMember({ context, location }: { context: RouterContext; location: { href: string } }): void {
  if (!context.auth.isMember()) {
    throw redirect({ to: '/user/login', search: { redirect: location.href }, replace: true });
  }
}

/** Room ids are positive integers; anything else is not a room. */
export function parseRoomId(raw: string): number | null {
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
