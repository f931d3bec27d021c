import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageFrame } from '../../components/PageFrame';
import { useGo } from '../../components/use-go';
import { GameLobby } from './GameLobby';
import { LOBBIES } from './lobbies';
import type { LobbyKey } from './lobbies';
import type { LobbyData } from './lobby-data';

/** A lobby page in its frame, for the thin route files; `children` follow the venues (the sports centre). */
export function LobbyRoute({ lobby, data, children }: { lobby: LobbyKey; data: LobbyData; children?: ReactNode }) {
  const { go, loginWith } = useGo();
  const router = useRouter();
  const def = LOBBIES[lobby];
  return (
    <PageFrame title={def.title}>
      <GameLobby lobby={def} venues={data.venues} onRetry={() => void router.invalidate()} go={go} loginWith={loginWith} />
      {children}
    </PageFrame>
  );
}
