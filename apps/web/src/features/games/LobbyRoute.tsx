import type { ReactNode } from 'react';
import { PageFrame } from '../../components/PageFrame';
import { GameLobby } from './GameLobby';
import { LOBBIES } from './lobbies';
import type { LobbyKey } from './lobbies';
import { useGo } from './use-go';

/** A lobby page in its frame, for the thin route files; `children` follow the venues (the sports centre). */
export function LobbyRoute({ lobby, children }: { lobby: LobbyKey; children?: ReactNode }) {
  const { go, loginWith } = useGo();
  const def = LOBBIES[lobby];
  return (
    <PageFrame title={def.title}>
      <GameLobby lobby={def} go={go} loginWith={loginWith} />
      {children}
    </PageFrame>
  );
}
