import { createFileRoute } from '@tanstack/react-router';
import { requireMember } from '../../../app/guards';
import { venueSearch } from '../../../app/search';
import { LaunchRoute } from '../../../features/games/LaunchRoute';

export const Route = createFileRoute('/game/gaming/ybdj')({
  beforeLoad: requireMember,
  validateSearch: venueSearch,
  component: Page,
});

function Page() {
  const { url } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LaunchRoute
      venue="YBDJ"
      title="YB电竞"
      url={url}
      setUrl={(next) => void navigate({ search: next === undefined ? {} : { url: next }, replace: true })}
    />
  );
}
