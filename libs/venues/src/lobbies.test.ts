import { PLATFORM_CATEGORIES } from '@site/api-contract';
import { describe, expect, it } from 'vitest';
import { GAME_LOBBIES, lobbyOfVenue, venueCategory } from './lobbies';

describe('GAME_LOBBIES', () => {
  it('gives every lobby of SPEC §2 one of the SPEC §3 categories; fishing borrows DZ (it has none)', () => {
    expect(Object.values(GAME_LOBBIES).map((l) => l.path).sort()).toEqual(
      ['/game/chess', '/game/egame', '/game/fishing', '/game/gaming', '/game/lottery', '/game/realbet', '/game/sport'],
    );
    for (const lobby of Object.values(GAME_LOBBIES)) expect(PLATFORM_CATEGORIES).toContain(lobby.category);
    expect(GAME_LOBBIES.fishing.category).toBe('DZ');
    expect(GAME_LOBBIES.fishing.category).toBe(GAME_LOBBIES.egame.category);
  });
  it('covers every category with a lobby of its own', () => {
    const own = Object.values(GAME_LOBBIES).filter((l) => l.key !== 'fishing').map((l) => l.category);
    expect([...own].sort()).toEqual([...PLATFORM_CATEGORIES].sort());
  });
});

describe('venueCategory and lobbyOfVenue', () => {
  it('reads the category of spec venues by name and of platform venues by their suffix', () => {
    expect(venueCategory('V188')).toBe('TY');
    expect(venueCategory('OBTY')).toBe('TY');
    expect(venueCategory('LHDJ')).toBe('DJ');
    expect(venueCategory('PGDZ')).toBe('DZ');
    expect(venueCategory('KYQP')).toBe('QP');
    for (const junk of ['NOPE', 'YBTY', '', null, 7]) expect(venueCategory(junk)).toBeNull();
  });
  it('sends a venue back to the lobby of its category (a DZ venue to the egame lobby, not fishing)', () => {
    expect(lobbyOfVenue('OBTY')?.path).toBe('/game/sport');
    expect(lobbyOfVenue('IMDJ')?.path).toBe('/game/gaming');
    expect(lobbyOfVenue('PGDZ')?.path).toBe('/game/egame');
    expect(lobbyOfVenue('AGZR')?.path).toBe('/game/realbet');
    expect(lobbyOfVenue('junk')).toBeNull();
  });
});
