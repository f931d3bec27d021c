import { createFileRoute } from '@tanstack/react-router';
import { LobbyRoute } from '../../features/games/LobbyRoute';
import { loadLobby } from '../../features/games/lobby-data';

export const Route = createFileRoute('/game/egame')({
  loader: ({ context }) => loadLobby(context.services, 'egame'),
  component: function Lobby() {
    return <LobbyRoute lobby="egame" data={Route.useLoaderData()} />;
  },
});
