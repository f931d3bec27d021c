import { PageFrame } from '../../components/PageFrame';
import { GameLobby } from '../games/GameLobby';
import { LOBBIES } from '../games/lobbies';
import { useGo } from '../games/use-go';
import { SportsCentre } from './SportsCentre';
import type { SportsFilter } from './SportsCentre';

/** /game/sport: the sports venues (as every lobby) and, beside them, the merged match centre. */
export function SportPage({ filter, onFilter }: { filter: SportsFilter; onFilter: (next: SportsFilter) => void }) {
  const { go, loginWith } = useGo();
  return (
    <PageFrame title={LOBBIES.sport.title}>
      <div className="sports-page">
        <div className="sports-page__venues">
          <GameLobby lobby={LOBBIES.sport} go={go} loginWith={loginWith} />
        </div>
        <div className="sports-page__matches">
          <SportsCentre filter={filter} onFilter={onFilter} go={go} loginWith={loginWith} />
        </div>
      </div>
    </PageFrame>
  );
}
