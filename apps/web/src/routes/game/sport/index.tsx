import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { SportPage } from '../../../features/sports/SportPage';
import { sportSearch } from '../../../features/sports/sport-search';

export const Route = createFileRoute('/game/sport/')({
  component: SportRoute,
});

function SportRoute() {
  const filter = sportSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  return (
    <SportPage
      filter={filter}
      onFilter={(next) => void navigate({ to: '/game/sport', search: sportSearch({ ...next }), replace: true })}
    />
  );
}
