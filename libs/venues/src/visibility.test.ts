import { describe, expect, it } from 'vitest';
import { filterVisibleVenueItems, isVenueItemVisible, visibilityContext } from './visibility';

const siteConfig = { siteVideoVipMin: 3, siteVideoVipMax: '8' };
const excludedLeague = '英超';
const items = [
  { title: '**英超-第12轮', id: 1 },
  { title: '西甲-第5轮', id: 2 },
  { title: '英超', id: 3 },
  { title: '*意甲*', id: 4 },
];

describe('restricted video / league visibility on venue lists (SPEC §5)', () => {
  it('a member whose grade lies between siteVideoVipMin and siteVideoVipMax (inclusive) sees everything', () => {
    for (const grade of [3, 5, 8, '8']) {
      const context = visibilityContext({ siteConfig, grade, excludedLeague });
      expect(filterVisibleVenueItems(items, context).map((i) => i.id)).toEqual([1, 2, 3, 4]);
    }
  });

  it('outside the range, the excluded league is hidden; the comparison uses the part before "-" after removing "*"', () => {
    for (const grade of [2, 9]) {
      const context = visibilityContext({ siteConfig, grade, excludedLeague });
      expect(filterVisibleVenueItems(items, context).map((i) => i.id)).toEqual([2, 4]);
    }
  });

  it('a guest (no grade) is never in range', () => {
    const context = visibilityContext({ siteConfig, excludedLeague });
    expect(filterVisibleVenueItems(items, context).map((i) => i.id)).toEqual([2, 4]);
  });

  it('the excluded league is configuration: another name hides other items, none hides nothing', () => {
    const context = visibilityContext({ siteConfig, grade: 1, excludedLeague: '西甲' });
    expect(filterVisibleVenueItems(items, context).map((i) => i.id)).toEqual([1, 3, 4]);
    const none = visibilityContext({ siteConfig, grade: 1 });
    expect(filterVisibleVenueItems(items, none)).toHaveLength(4);
  });

  it('a missing or broken VIP range puts nobody in range', () => {
    for (const config of [null, {}, { siteVideoVipMin: 'x', siteVideoVipMax: 10 }, 'garbage']) {
      const context = visibilityContext({ siteConfig: config, grade: 5, excludedLeague });
      expect(isVenueItemVisible(items[0], context)).toBe(false);
      expect(isVenueItemVisible(items[1], context)).toBe(true);
    }
  });

  it('bad lists and items never throw', () => {
    const context = visibilityContext({ siteConfig, grade: 1, excludedLeague });
    expect(filterVisibleVenueItems(null, context)).toEqual([]);
    expect(filterVisibleVenueItems('nope' as unknown as string[], context)).toEqual([]);
    expect(filterVisibleVenueItems([null, 42, { title: 7 }], context)).toEqual([null, 42, { title: 7 }]);
  });
});
