import { createFileRoute } from '@tanstack/react-router';
import { LobbyRoute } from '../../features/games/LobbyRoute';
import { loadLobby } from '../../features/games/lobby-data';

export const Route = createFileRoute('/game/fishing')({
  loader: ({ context }) => loadLobby(context.services, 'fishing'),
  component: function Lobby() {
    return <LobbyRoute lobby="fishing" data={Route.useLoaderData()} />;
  },
});
