import { createFileRoute } from '@tanstack/react-router';
import { redirectSearch } from '../app/search';
import { HomePage } from '../features/home/HomePage';
import { loadHome } from '../features/home/home-data';

export const Route = createFileRoute('/')({
  validateSearch: redirectSearch,
  // The requests start here, before the page's code has run; the page does not wait for them.
  loader: ({ context }) => loadHome(context.services),
  component: HomeRoute,
});

function HomeRoute() {
  const { redirect } = Route.useSearch();
  return <HomePage redirect={redirect} data={Route.useLoaderData()} />;
}
