import { describe, expect, it } from 'vitest';
import { GAME_CATEGORIES, countOpenVenues } from './game-categories';

describe('home game categories', () => {
  it('lists the seven lobbies of SPEC §2 with Chinese names', () => {
    expect(GAME_CATEGORIES.map((c) => c.path).sort()).toEqual(
      ['/game/chess', '/game/egame', '/game/fishing', '/game/gaming', '/game/lottery', '/game/realbet', '/game/sport'].sort(),
    );
    for (const c of GAME_CATEGORIES) expect(c.name).toMatch(/^[\u4e00-\u9fff]+$/);
  });

  it('counts only open venues, per category', () => {
    expect(
      countOpenVenues([
        { category: 'TY', status: 1 },
        { category: 'TY', status: 1 },
        { category: 'TY', status: 0 },
        { category: 'DZ', status: 1 },
      ]),
    ).toEqual({ TY: 2, DZ: 1 });
  });
});
