import { describe, expect, it } from 'vitest';
import { priceMoves } from './changes.ts';
import type { Markets, SportsMatch } from './types.ts';

function row(markets: Markets, key = 'k'): SportsMatch {
  return { key, league: '英超', home: 'a', away: 'b', startTime: 0, phase: 'live', score: null, minute: null, hasVideo: false, offers: [{ venue: 'OBTY', matchId: '1', markets, hasVideo: false }] };
}
const base: Markets = { oneXTwo: { home: 1.95, draw: 3.4, away: 4.1 }, handicap: { line: -0.5, home: 1.9, away: 1.96 }, overUnder: null };

describe('priceMoves', () => {
  it('marks the prices that went up or down', () => {
    const next: Markets = { ...base, oneXTwo: { home: 1.9, draw: 3.4, away: 4.3 } };
    expect([...priceMoves([row(base)], [row(next)])]).toEqual([
      ['k|OBTY|oneXTwo.home', 'down'],
      ['k|OBTY|oneXTwo.away', 'up'],
    ]);
  });

  it('a new line is a new market, not a move; a new match has no moves', () => {
    const next: Markets = { ...base, handicap: { line: -1, home: 2.1, away: 1.75 } };
    expect(priceMoves([row(base)], [row(next)]).size).toBe(0);
    expect(priceMoves([row(base, 'old')], [row(next, 'new')]).size).toBe(0);
  });
});
