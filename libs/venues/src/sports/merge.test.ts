import { describe, expect, it } from 'vitest';
import { groupByLeague, matchPhase, mergeMatches, selectMatches } from './merge';
import type { Markets, VenueMatch } from './types';
import { showsVideo, visibleMatches } from './visibility';

const NOW = Date.parse('2026-11-23T19:30:00+08:00');
const at = (text: string) => Date.parse(`${text}+08:00`);
const markets = (home: number): Markets => ({ oneXTwo: { home, draw: 3.3, away: 4 }, handicap: null, overUnder: null });

function match(over: Partial<VenueMatch> & Pick<VenueMatch, 'venue' | 'matchId'>): VenueMatch {
  return {
    league: '英超',
    home: '曼城',
    away: '利物浦',
    startTime: at('2026-11-23T20:00:00'),
    live: false,
    score: null,
    minute: null,
    hasVideo: false,
    markets: markets(1.95),
    ...over,
  };
}

describe('mergeMatches', () => {
  it('makes one row of the same fixture from two venues, written differently, kick-offs minutes apart', () => {
    const rows = mergeMatches(
      [
        match({ venue: 'OBTY', matchId: 'ob-1', home: '曼城 (中)', away: '利物浦', startTime: at('2026-11-23T20:02:00'), markets: markets(2.0), hasVideo: true }),
        match({ venue: 'IMTY', matchId: 'im-1', league: '英格兰超级联赛', markets: markets(1.95) }),
      ],
      NOW,
    );
    expect(rows).toHaveLength(1);
    const [row] = rows;
    // IMTY is the main venue: its league and names; OBTY's prices stay beside it.
    expect(row).toMatchObject({ league: '英格兰超级联赛', home: '曼城', away: '利物浦', phase: 'today', hasVideo: true });
    expect(row?.offers.map((o) => [o.venue, o.matchId, o.markets.oneXTwo?.home])).toEqual([
      ['IMTY', 'im-1', 1.95],
      ['OBTY', 'ob-1', 2.0],
    ]);
  });

  it('keeps a return fixture, another kick-off and a second row of the same venue apart', () => {
    const rows = mergeMatches(
      [
        match({ venue: 'IMTY', matchId: 'a' }),
        match({ venue: 'OBTY', matchId: 'b', home: '利物浦', away: '曼城' }),
        match({ venue: 'FBTY', matchId: 'c', startTime: at('2026-11-24T20:00:00') }),
        match({ venue: 'IMTY', matchId: 'd', startTime: at('2026-11-23T20:10:00') }),
      ],
      NOW,
    );
    expect(rows.map((r) => r.offers.map((o) => o.matchId))).toEqual([['a'], ['b'], ['d'], ['c']]);
  });

  it('takes the score and minute from the venue that has the match in play, and lists in-play first', () => {
    const rows = mergeMatches(
      [
        match({ venue: 'IMTY', matchId: 'early', startTime: at('2026-11-23T19:00:00') }),
        match({ venue: 'FBTY', matchId: 'live', home: '阿森纳', away: '热刺', startTime: at('2026-11-23T19:00:00'), live: true, score: { home: 2, away: 1 }, minute: 31 }),
        match({ venue: 'OBTY', matchId: 'live-ob', home: '阿森纳', away: '热刺', startTime: at('2026-11-23T19:00:00') }),
      ],
      NOW,
    );
    expect(rows[0]).toMatchObject({ home: '阿森纳', phase: 'live', score: { home: 2, away: 1 }, minute: 31 });
    expect(rows[0]?.offers.map((o) => o.venue)).toEqual(['OBTY', 'FBTY']);
  });
});

describe('matchPhase (Asia/Shanghai days)', () => {
  it('is 滚球 in play, 今日 until midnight in Shanghai, 早盘 after', () => {
    expect(matchPhase({ live: true, startTime: at('2026-11-23T19:00:00') }, NOW)).toBe('live');
    expect(matchPhase({ live: false, startTime: at('2026-11-23T23:59:00') }, NOW)).toBe('today');
    expect(matchPhase({ live: false, startTime: at('2026-11-24T00:00:00') }, NOW)).toBe('early');
    // 07:30 UTC on the 23rd is 15:30 in Shanghai, the same day.
    expect(matchPhase({ live: false, startTime: Date.parse('2026-11-23T07:30:00Z') }, NOW)).toBe('today');
    // 16:30 UTC on the 23rd is 00:30 on the 24th in Shanghai.
    expect(matchPhase({ live: false, startTime: Date.parse('2026-11-23T16:30:00Z') }, NOW)).toBe('early');
  });
});

describe('selectMatches and groupByLeague', () => {
  const all = [
    match({ venue: 'IMTY', matchId: 'i1' }),
    match({ venue: 'OBTY', matchId: 'o1' }),
    match({ venue: 'FBTY', matchId: 'f1', league: '西甲', home: '皇马', away: '巴萨', live: true, score: { home: 0, away: 0 }, minute: 5 }),
    match({ venue: 'OBTY', matchId: 'o2', league: '意甲', home: '米兰', away: '国米', startTime: at('2026-11-25T03:45:00') }),
  ];

  it('filters by venue before merging (the venue’s own prices) and by phase after, 今日 with the matches in play', () => {
    expect(selectMatches(all, { venue: 'OBTY', phase: 'all' }, NOW).map((m) => m.offers.map((o) => o.matchId))).toEqual([['o1'], ['o2']]);
    expect(selectMatches(all, { venue: 'all', phase: 'live' }, NOW).map((m) => m.home)).toEqual(['皇马']);
    // 今日 is today's whole card: in play first, then the later kick-offs.
    expect(selectMatches(all, { venue: 'all', phase: 'today' }, NOW).map((m) => [m.home, m.offers.length])).toEqual([
      ['皇马', 1],
      ['曼城', 2],
    ]);
    expect(selectMatches(all, { venue: 'all', phase: 'early' }, NOW).map((m) => m.league)).toEqual(['意甲']);
  });

  it('groups by league in the order of each league’s first match', () => {
    const groups = groupByLeague(selectMatches(all, { venue: 'all', phase: 'all' }, NOW));
    expect(groups.map((g) => [g.league, g.matches.length])).toEqual([
      ['西甲', 1],
      ['英超', 1],
      ['意甲', 1],
    ]);
  });
});

describe('restricted video and the excluded league (SPEC §5)', () => {
  const rows = [{ league: '英超', hasVideo: true }, { league: '*英超-附加赛', hasVideo: true }, { league: '西甲', hasVideo: true }];
  const range = (grade: number) => ({ grade, vipMin: 3, vipMax: 5, excludedLeague: '英超' });

  it('a grade-4 member in a 3–5 range sees 视频直播 and the excluded league', () => {
    expect(visibleMatches(rows, range(4)).map((r) => r.league)).toEqual(['英超', '*英超-附加赛', '西甲']);
    expect(rows.map((r) => showsVideo(r, range(4)))).toEqual([true, true, true]);
  });

  it.each([2, 6, Number.NaN])('grade %s sees neither video nor the excluded league (NaN: a guest)', (grade) => {
    expect(visibleMatches(rows, range(grade)).map((r) => r.league)).toEqual(['西甲']);
    expect(rows.map((r) => showsVideo(r, range(grade)))).toEqual([false, false, false]);
  });

  it('bounds are inclusive; a match without a stream never shows 视频直播', () => {
    expect(showsVideo({ hasVideo: true }, range(3))).toBe(true);
    expect(showsVideo({ hasVideo: true }, range(5))).toBe(true);
    expect(showsVideo({ hasVideo: false }, range(4))).toBe(false);
  });
});
