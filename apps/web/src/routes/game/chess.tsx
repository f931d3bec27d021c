import { createFileRoute } from '@tanstack/react-router';
import { LobbyRoute } from '../../features/games/LobbyRoute';
import { loadLobby } from '../../features/games/lobby-data';

export const Route = createFileRoute('/game/chess')({
  loader: ({ context }) => loadLobby(context.services, 'chess'),
  component: function Lobby() {
    return <LobbyRoute lobby="chess" data={Route.useLoaderData()} />;
  },
});
