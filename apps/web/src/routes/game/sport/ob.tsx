import { createFileRoute } from '@tanstack/react-router';
import { requireMember } from '../../../app/guards';
import { venueSearch } from '../../../app/search';
import { LaunchRoute } from '../../../features/games/LaunchRoute';

export const Route = createFileRoute('/game/sport/ob')({
  beforeLoad: requireMember,
  validateSearch: venueSearch,
  component: Page,
});

function Page() {
  const { url } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LaunchRoute
      venue="OBTY"
      title="OB体育"
      url={url}
      setUrl={(next) => void navigate({ search: next === undefined ? {} : { url: next }, replace: true })}
    />
  );
}
