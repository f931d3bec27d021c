import { createFileRoute } from '@tanstack/react-router';
import { LobbyRoute } from '../../features/games/LobbyRoute';

export const Route = createFileRoute('/game/realbet')({
  component: () => <LobbyRoute lobby="realbet" />,
});
