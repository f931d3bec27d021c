import { describe, expect, it } from 'vitest';
import { venueCodeSchema, venueLaunchRequestSchema } from './schemas/venue';
import { VENUE_CODE_LIST, isKnownVenueCode, isVenueCode, venueDisplayName, venueRoute } from './venues';

describe('venue codes (a shape, not a fixed list)', () => {
  it('accepts the spec codes and every platform code made of provider letters and a category code', () => {
    for (const code of [...VENUE_CODE_LIST, 'PGDZ', 'AGZR', 'TCCP', 'KYQP', 'JDBDZ', 'BBINZR', 'KY2QP']) {
      expect(isVenueCode(code), code).toBe(true);
      expect(venueLaunchRequestSchema.safeParse({ enName: code }).success, code).toBe(true);
    }
  });

  it('refuses codes of another shape, the YBTY alias of OBTY and anything that is not a string', () => {
    const bad: unknown[] = ['NOPE', 'YBTY', 'pgdz', 'PGdz', 'DZ', '1PDZ', 'PG DZ', 'PGDZ ', 'PG-DZ', `${'A'.repeat(12)}DZ`, '', null, 42, {}, ['PGDZ']];
    for (const code of bad) {
      expect(isVenueCode(code), String(code)).toBe(false);
      expect(venueCodeSchema.safeParse(code).success, String(code)).toBe(false);
    }
  });

  it('says why in Chinese', () => {
    const parsed = venueLaunchRequestSchema.safeParse({ enName: 'NOPE' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('场馆代码格式不正确');
  });

  it('tells the spec venues apart from the other platform venues', () => {
    expect(isKnownVenueCode('FBTY')).toBe(true);
    expect(isKnownVenueCode('PGDZ')).toBe(false);
  });

  it('names a known venue by the spec, any other by the platform title, else by its code', () => {
    expect(venueDisplayName('OBTY', '别名')).toBe('YB体育');
    expect(venueDisplayName('PGDZ', 'PG电子')).toBe('PG电子');
    expect(venueDisplayName('PGDZ', ' ')).toBe('PGDZ');
    expect(venueDisplayName('PGDZ')).toBe('PGDZ');
  });

  it('gives the launch page of the six venues that have one (SPEC-NOTES 7) and none to the others', () => {
    expect(venueRoute('OBTY')).toBe('/game/sport/ob');
    expect(venueRoute('LHDJ')).toBe('/game/gaming/lhdj');
    for (const code of ['FBTY', 'PGDZ', 'constructor', '']) expect(venueRoute(code), code).toBeUndefined();
  });
});
