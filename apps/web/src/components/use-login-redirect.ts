import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useIsMember } from '../state/use-is-member';

/**
 * For public pages with member actions (activities, agent): whether a member is logged in, and a
 * way to send a guest to the login page that brings them back to this very page (path and
 * search, so an open activity detail stays open).
 */
export function useLoginRedirect(): { member: boolean; toLogin: () => void } {
  const member = useIsMember();
  const navigate = useNavigate();
  const href = useRouterState({ select: (s) => s.location.href });
  const toLogin = useCallback(() => void navigate({ to: '/user/login', search: { redirect: href } }), [navigate, href]);
  return { member, toLogin };
}
