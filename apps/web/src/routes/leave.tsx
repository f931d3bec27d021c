import { createFileRoute } from '@tanstack/react-router';
import { leaveSearch } from '../app/search';
import { LeavePage } from '../features/links/LeavePage';

export const Route = createFileRoute('/leave')({
  validateSearch: leaveSearch,
  component: function Leave() {
    return <LeavePage to={Route.useSearch().to} />;
  },
});
