import { ESPORT_VENUES, PLATFORM_CATEGORIES, SPORT_VENUES, isVenueCode } from '@site/api-contract';
import type { PlatformCategory } from '@site/api-contract';

/** The seven game lobbies of SPEC §2. */
export type GameLobbyKey = 'chess' | 'egame' | 'gaming' | 'lottery' | 'realbet' | 'sport' | 'fishing';

export interface GameLobby {
  key: GameLobbyKey;
  path: string;
  /** The platform category whose venues and counts the lobby shows (SPEC §3). */
  category: PlatformCategory;
}

/**
 * Which platform category each lobby shows.
 *
 * Decision (fishing): SPEC §3 has no fishing category — the counts and the venue list know only
 * TY, DZ, DJ, ZR, CP, QP. Fishing games are run by the electronic-game providers (PG, JDB, CQ9
 * list them among their slots), so `/game/fishing` shows the DZ venues and the DZ count. When the
 * platform adds a fishing category, only this entry changes.
 */
export const GAME_LOBBIES: Readonly<Record<GameLobbyKey, GameLobby>> = {
  chess: { key: 'chess', path: '/game/chess', category: 'QP' },
  egame: { key: 'egame', path: '/game/egame', category: 'DZ' },
  gaming: { key: 'gaming', path: '/game/gaming', category: 'DJ' },
  lottery: { key: 'lottery', path: '/game/lottery', category: 'CP' },
  realbet: { key: 'realbet', path: '/game/realbet', category: 'ZR' },
  sport: { key: 'sport', path: '/game/sport', category: 'TY' },
  fishing: { key: 'fishing', path: '/game/fishing', category: 'DZ' },
};

/**
 * The category of a venue code: the spec's sport and esport venues by name (V188 has no category
 * suffix), any other by the category code its name ends with (`PGDZ` → DZ); null for junk.
 */
export function venueCategory(code: unknown): PlatformCategory | null {
  if (!isVenueCode(code)) return null;
  if (SPORT_VENUES.includes(code)) return 'TY';
  if (ESPORT_VENUES.includes(code)) return 'DJ';
  return PLATFORM_CATEGORIES.find((category) => code.endsWith(category)) ?? null;
}

/**
 * The lobby a venue belongs to, for "back to the lobby" (`OBTY` → /game/sport). A DZ venue goes
 * back to the electronic-games lobby, the category's own; fishing borrows DZ.
 */
export function lobbyOfVenue(code: unknown): GameLobby | null {
  const category = venueCategory(code);
  if (category === null) return null;
  return Object.values(GAME_LOBBIES).find((lobby) => lobby.category === category && lobby.key !== 'fishing') ?? null;
}
