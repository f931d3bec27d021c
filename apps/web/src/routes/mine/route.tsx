import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireMember } from '../../app/guards';

/** Everything under /mine is member-only (SPEC-NOTES 3). */
export const Route = createFileRoute('/mine')({
  beforeLoad: requireMember,
  component: Outlet,
});
