import { GAME_LOBBIES } from '@site/venues';
import type { GameLobby, GameLobbyKey } from '@site/venues';

export type LobbyKey = GameLobbyKey;

/** A lobby as shown: its path and category come from @site/venues (where the fishing → DZ decision lives). */
export interface Lobby extends GameLobby {
  title: string;
  /** What the count counts: matches for sports, games otherwise. */
  countUnit: string;
}

const SHOWN: Readonly<Record<LobbyKey, { title: string; countUnit: string }>> = {
  chess: { title: '棋牌', countUnit: '款游戏' },
  egame: { title: '电子', countUnit: '款游戏' },
  gaming: { title: '电竞', countUnit: '场赛事' },
  lottery: { title: '彩票', countUnit: '款彩种' },
  realbet: { title: '真人', countUnit: '张牌桌' },
  sport: { title: '体育', countUnit: '场赛事' },
  fishing: { title: '捕鱼', countUnit: '款游戏' },
};

/** The seven game lobbies of SPEC §2. */
export const LOBBIES: Readonly<Record<LobbyKey, Lobby>> = Object.fromEntries(
  Object.values(GAME_LOBBIES).map((lobby) => [lobby.key, { ...lobby, ...SHOWN[lobby.key] }]),
) as Record<LobbyKey, Lobby>;
