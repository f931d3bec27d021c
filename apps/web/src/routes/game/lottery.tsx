import { createFileRoute } from '@tanstack/react-router';
import { LobbyRoute } from '../../features/games/LobbyRoute';
import { loadLobby } from '../../features/games/lobby-data';

export const Route = createFileRoute('/game/lottery')({
  loader: ({ context }) => loadLobby(context.services, 'lottery'),
  component: function Lobby() {
    return <LobbyRoute lobby="lottery" data={Route.useLoaderData()} />;
  },
});
