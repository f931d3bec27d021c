import { createFileRoute } from '@tanstack/react-router';
import { LobbyRoute } from '../../features/games/LobbyRoute';
import { loadLobby } from '../../features/games/lobby-data';

export const Route = createFileRoute('/game/realbet')({
  loader: ({ context }) => loadLobby(context.services, 'realbet'),
  component: function Lobby() {
    return <LobbyRoute lobby="realbet" data={Route.useLoaderData()} />;
  },
});
