import { PageFrame } from '../../components/PageFrame';
import { GameLobby } from './GameLobby';
import { LOBBIES } from './lobbies';
import type { LobbyKey } from './lobbies';
import { useGo } from './use-go';

/** A lobby page in its frame, for the thin route files. */
export function LobbyRoute({ lobby }: { lobby: LobbyKey }) {
  const { go, loginWith } = useGo();
  const def = LOBBIES[lobby];
  return (
    <PageFrame title={def.title}>
      <GameLobby lobby={def} go={go} loginWith={loginWith} />
    </PageFrame>
  );
}
