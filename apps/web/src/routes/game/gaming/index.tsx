import { createFileRoute } from '@tanstack/react-router';
import { LobbyRoute } from '../../../features/games/LobbyRoute';
import { loadLobby } from '../../../features/games/lobby-data';

export const Route = createFileRoute('/game/gaming/')({
  loader: ({ context }) => loadLobby(context.services, 'gaming'),
  component: function Lobby() {
    return <LobbyRoute lobby="gaming" data={Route.useLoaderData()} />;
  },
});
