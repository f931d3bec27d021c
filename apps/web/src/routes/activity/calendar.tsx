import { createFileRoute } from '@tanstack/react-router';
import { calendarSearch } from '../../app/search';
import { CalendarPage } from '../../features/activity/CalendarPage';
import { loadCalendar } from '../../features/activity/loaders';

export const Route = createFileRoute('/activity/calendar')({
  validateSearch: calendarSearch,
  loaderDeps: ({ search }) => ({ month: search.month }),
  loader: ({ context, deps }) => loadCalendar(context.services, deps.month),
  component: function Calendar() {
    return <CalendarPage {...Route.useLoaderData()} />;
  },
});
