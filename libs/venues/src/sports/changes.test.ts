import { describe, expect, it } from 'vitest';
import { priceMoves } from './changes';
import type { Markets, VenueMatch } from './types';

function row(markets: Markets, matchId = '1'): VenueMatch {
  return { venue: 'OBTY', matchId, league: '英超', home: 'a', away: 'b', startTime: 0, live: true, score: null, minute: null, hasVideo: false, markets };
}
const base: Markets = { oneXTwo: { home: 1.95, draw: 3.4, away: 4.1 }, handicap: { line: -0.5, home: 1.9, away: 1.96 }, overUnder: null };

describe('priceMoves', () => {
  it('marks the prices that went up or down', () => {
    const next: Markets = { ...base, oneXTwo: { home: 1.9, draw: 3.4, away: 4.3 } };
    expect([...priceMoves([row(base)], [row(next)])]).toEqual([
      ['OBTY|1|oneXTwo.home', 'down'],
      ['OBTY|1|oneXTwo.away', 'up'],
    ]);
  });

  it('a new line is a new market, not a move; a new match has no moves', () => {
    const next: Markets = { ...base, handicap: { line: -1, home: 2.1, away: 1.75 } };
    expect(priceMoves([row(base)], [row(next)]).size).toBe(0);
    expect(priceMoves([row(base, 'old')], [row(next, 'new')]).size).toBe(0);
  });
});
