import { describe, expect, it } from 'vitest';
import { feedbackSearch, leaveSearch, mailSearch, recordSearch, redirectSearch, registerSearch, restrictionSearch, venueSearch } from './search';

describe('route search params', () => {
  it('keeps a same-site redirect and drops anything that would leave the site', () => {
    expect(redirectSearch({ redirect: '/mine/vip?tab=1' })).toEqual({ redirect: '/mine/vip?tab=1' });
    for (const bad of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', 42, null, ['/a']]) {
      expect(redirectSearch({ redirect: bad }).redirect).toBeUndefined();
    }
  });

  it('reads the leave page target as a string, whatever it holds (the page judges it)', () => {
    expect(leaveSearch({ to: 'https://evil.example/' })).toEqual({ to: 'https://evil.example/' });
    expect(leaveSearch({ to: 7 })).toEqual({ to: undefined });
    expect(leaveSearch({})).toEqual({ to: undefined });
  });

  it('accepts only the two restriction notices', () => {
    expect(restrictionSearch({ name: 'access-caveat' })).toEqual({ name: 'access-caveat' });
    expect(restrictionSearch({ name: 'access-alert' })).toEqual({ name: 'access-alert' });
    expect(restrictionSearch({ name: 'other' }).name).toBeUndefined();
  });

  it('reads referral codes as strings and ignores other shapes', () => {
    expect(registerSearch({ i_code: 'AB12', invite_code: 778899, r_bet: { x: 1 } })).toEqual({
      i_code: 'AB12',
      r_code: undefined,
      r_bet: undefined,
      invite_code: '778899',
    });
  });

  it('passes a venue url through for the page to check', () => {
    expect(venueSearch({ url: 'https://lobby.example/' })).toEqual({ url: 'https://lobby.example/' });
    expect(venueSearch({}).url).toBeUndefined();
  });

  it('keeps the mail filter and the feedback tab to their known values', () => {
    expect(mailSearch({ filter: 'unread' })).toEqual({ filter: 'unread' });
    expect(mailSearch({ filter: 'read' }).filter).toBeUndefined();
    expect(feedbackSearch({ tab: 'mine' })).toEqual({ tab: 'mine' });
    expect(feedbackSearch({ tab: '<x>' }).tab).toBeUndefined();
  });
});

describe('record list search params', () => {
  it('keeps a quick range, or a custom range of real dates in order, and the list filters', () => {
    expect(recordSearch({ range: '30d', type: 'DEPOSIT', status: 1, venue: 'IMTY' })).toEqual({
      range: '30d', from: undefined, to: undefined, type: 'DEPOSIT', status: 1, venue: 'IMTY',
    });
    expect(recordSearch({ from: '2026-03-09', to: '2026-03-01', range: '7d' })).toMatchObject({ range: undefined, from: '2026-03-01', to: '2026-03-09' });
    expect(recordSearch({ status: '2' }).status).toBe(2);
  });

  it('drops what a tampered link carries', () => {
    expect(recordSearch({ range: 'forever', status: -1, type: '<img src=x>', venue: 'IM TY' })).toEqual({
      range: undefined, from: undefined, to: undefined, type: undefined, status: undefined, venue: undefined,
    });
    // A custom range needs both real dates; one alone, or 30 February, is no range.
    expect(recordSearch({ from: '2026-03-01' })).toMatchObject({ from: undefined, to: undefined });
    expect(recordSearch({ from: '2026-02-30', to: '2026-03-01' })).toMatchObject({ from: undefined, to: undefined });
    expect(recordSearch({ status: 1.5 }).status).toBeUndefined();
  });
});
