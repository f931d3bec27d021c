import { PLATFORM_CATEGORIES, PLATFORM_CATEGORY_NAMES } from '@site/api-contract';
import type { PlatformCategory } from '@site/api-contract';

export interface GameCategory {
  key: PlatformCategory | 'FISH';
  name: string;
  path: '/game/sport' | '/game/egame' | '/game/gaming' | '/game/realbet' | '/game/lottery' | '/game/chess' | '/game/fishing';
}

const PATHS: Record<PlatformCategory, GameCategory['path']> = {
  TY: '/game/sport',
  DZ: '/game/egame',
  DJ: '/game/gaming',
  ZR: '/game/realbet',
  CP: '/game/lottery',
  QP: '/game/chess',
};

/** The lobbies of SPEC §2 in the platform's category order; fishing has no category code. */
export const GAME_CATEGORIES: readonly GameCategory[] = [
  ...PLATFORM_CATEGORIES.map((key) => ({ key, name: PLATFORM_CATEGORY_NAMES[key], path: PATHS[key] })),
  { key: 'FISH', name: '捕鱼', path: '/game/fishing' },
];

/** How many open venues (status 1) each category has. */
export function countOpenVenues(venues: readonly { category: string; status: number }[]): Partial<Record<string, number>> {
  const counts: Partial<Record<string, number>> = {};
  for (const venue of venues) {
    if (venue.status === 1) counts[venue.category] = (counts[venue.category] ?? 0) + 1;
  }
  return counts;
}
