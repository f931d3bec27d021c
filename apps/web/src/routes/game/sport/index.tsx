import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { useGo } from '../../../components/use-go';
import { LobbyRoute } from '../../../features/games/LobbyRoute';
import { loadLobby } from '../../../features/games/lobby-data';
import { SportsCentre } from '../../../features/sports/SportsCentre';
import { sportSearch } from '../../../features/sports/sport-search';

export const Route = createFileRoute('/game/sport/')({
  loader: ({ context }) => loadLobby(context.services, 'sport'),
  component: SportRoute,
});

/** /game/sport: the sports venues (the lobby every category has) and after them the merged match centre. */
function SportRoute() {
  const filter = sportSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const { go, loginWith } = useGo();
  return (
    <LobbyRoute lobby="sport" data={Route.useLoaderData()}>
      <SportsCentre
        filter={filter}
        onFilter={(next) => void navigate({ to: '/game/sport', search: sportSearch({ ...next }), replace: true })}
        go={go}
        loginWith={loginWith}
      />
    </LobbyRoute>
  );
}
