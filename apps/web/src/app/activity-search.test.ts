import { describe, expect, it } from 'vitest';
import { calendarSearch, discountSearch, pageSearch, sponsorSearch } from './search';

describe('search params of the activity, sponsor and agent pages', () => {
  it('keeps an activity id only when it is a positive whole number', () => {
    expect(discountSearch({ tab: 'vip', id: 8 })).toEqual({ tab: 'vip', id: 8 });
    expect(discountSearch({ id: '12' }).id).toBe(12);
    for (const bad of [0, -3, 1.5, 'x', '1e3', null, [1]]) expect(discountSearch({ id: bad }).id).toBeUndefined();
  });

  it('keeps a calendar month only in YYYY-MM form', () => {
    expect(calendarSearch({ month: '2026-03' })).toEqual({ month: '2026-03' });
    for (const bad of ['2026-13', '2026-3', '202603', 3]) expect(calendarSearch({ month: bad }).month).toBeUndefined();
  });

  it('reads the open story and the list page', () => {
    expect(sponsorSearch({ story: 'harbor-fc' })).toEqual({ story: 'harbor-fc' });
    expect(pageSearch({ page: '2' })).toEqual({ page: 2 });
    expect(pageSearch({ page: 0 }).page).toBeUndefined();
  });
});
