import { createFileRoute } from '@tanstack/react-router';
import { redirectSearch } from '../app/search';
import { HomePage } from '../features/home/HomePage';

export const Route = createFileRoute('/')({
  validateSearch: redirectSearch,
  component: HomeRoute,
});

function HomeRoute() {
  const { redirect } = Route.useSearch();
  return <HomePage redirect={redirect} />;
}
