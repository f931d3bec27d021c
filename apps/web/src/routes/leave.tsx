import { createFileRoute } from '@tanstack/react-router';
import { LeavePage } from '../features/links/LeavePage';

/** `?to=`: the outside address, any string; the page itself decides whether it can be offered. */
function leaveSearch(search: Record<string, unknown>): { to?: string | undefined } {
  return { to: typeof search['to'] === 'string' ? search['to'] : undefined };
}

export const Route = createFileRoute('/leave')({
  validateSearch: leaveSearch,
  component: function Leave() {
    return <LeavePage to={Route.useSearch().to} />;
  },
});
