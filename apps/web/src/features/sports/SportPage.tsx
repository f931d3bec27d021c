import { LobbyRoute } from '../games/LobbyRoute';
import { useGo } from '../games/use-go';
import { SportsCentre } from './SportsCentre';
import type { SportsFilter } from './SportsCentre';

/**
 * /game/sport: the sports venues (the lobby every category has) and after them the merged match
 * centre. Through LobbyRoute, so the lobby code stays one chunk the lobbies share.
 */
export function SportPage({ filter, onFilter }: { filter: SportsFilter; onFilter: (next: SportsFilter) => void }) {
  const { go, loginWith } = useGo();
  return (
    <LobbyRoute lobby="sport">
      <SportsCentre filter={filter} onFilter={onFilter} go={go} loginWith={loginWith} />
    </LobbyRoute>
  );
}
