import type { PlatformCategory } from '@site/api-contract';

/** The seven game lobbies of SPEC §2, each showing the venues of one platform category. */
export type LobbyKey = 'chess' | 'egame' | 'gaming' | 'lottery' | 'realbet' | 'sport' | 'fishing';

export interface Lobby {
  key: LobbyKey;
  path: string;
  title: string;
  /** The platform category whose venues and counts the lobby shows (SPEC §3). */
  category: PlatformCategory;
  /** What the count counts: matches for sports, games otherwise. */
  countUnit: string;
}

/**
 * Fishing has no platform category of its own (SPEC §3 lists TY, DZ, DJ, ZR, CP, QP): its games
 * are run by the electronic-game venues, so the fishing lobby shows the DZ venues.
 */
export const LOBBIES: Readonly<Record<LobbyKey, Lobby>> = {
  chess: { key: 'chess', path: '/game/chess', title: '棋牌', category: 'QP', countUnit: '款游戏' },
  egame: { key: 'egame', path: '/game/egame', title: '电子', category: 'DZ', countUnit: '款游戏' },
  gaming: { key: 'gaming', path: '/game/gaming', title: '电竞', category: 'DJ', countUnit: '场赛事' },
  lottery: { key: 'lottery', path: '/game/lottery', title: '彩票', category: 'CP', countUnit: '款彩种' },
  realbet: { key: 'realbet', path: '/game/realbet', title: '真人', category: 'ZR', countUnit: '张牌桌' },
  sport: { key: 'sport', path: '/game/sport', title: '体育', category: 'TY', countUnit: '场赛事' },
  fishing: { key: 'fishing', path: '/game/fishing', title: '捕鱼', category: 'DZ', countUnit: '款游戏' },
};
