import { describe, expect, it } from 'vitest';
import { normaliseVenueReply } from '../venue-reply';
import { normaliseFbtyMatches } from './fbty';
import { normaliseImtyEvents } from './imty';
import { normaliseObtyMatches } from './obty';
import { toEuropean } from './odds';
import type { VenueMatch } from './types';

// One live fixture (曼城 1:0 利物浦, 67th minute, kick-off 2026-11-23 20:00 Asia/Shanghai) as each
// venue sends it, through the reply normalisation first (SPEC §7), then the venue's reader.
const KICK_OFF = Date.parse('2026-11-23T20:00:00+08:00');

const expected: Omit<VenueMatch, 'venue' | 'matchId'> = {
  league: '英超',
  home: '曼城',
  away: '利物浦',
  startTime: KICK_OFF,
  live: true,
  score: { home: 1, away: 0 },
  minute: 67,
  hasVideo: true,
  markets: {
    oneXTwo: { home: 1.95, draw: 3.4, away: 4.1 },
    handicap: { line: -0.5, home: 1.9, away: 1.96 },
    overUnder: { line: 2.5, over: 1.88, under: 1.98 },
  },
};

describe('IMTY event list', () => {
  const reply = {
    StatusCode: 100,
    StatusDesc: '成功',
    Result: {
      OddsType: 3,
      Events: [
        {
          EventId: 9001,
          CompetitionName: '英超',
          HomeTeam: '曼城',
          AwayTeam: '利物浦',
          EventDate: '2026-11-23T20:00:00+08:00',
          IsLive: true,
          LiveHomeScore: 1,
          LiveAwayScore: 0,
          RBTime: "67'",
          HasLiveStream: true,
          Markets: [
            { BetTypeId: 1, Selections: [{ Code: '1', Odds: 1.95 }, { Code: 'X', Odds: 3.4 }, { Code: '2', Odds: 4.1 }] },
            { BetTypeId: 2, Handicap: -0.5, Selections: [{ Code: 'H', Odds: 1.9 }, { Code: 'A', Odds: 1.96 }] },
            { BetTypeId: 3, Handicap: 2.5, Selections: [{ Code: 'O', Odds: 1.88 }, { Code: 'U', Odds: 1.98 }] },
          ],
        },
        { EventId: 9002, CompetitionName: '英超', HomeTeam: '', AwayTeam: '切尔西', EventDate: 'never' },
      ],
    },
  };

  it('reads StatusCode / StatusDesc / Result as status_code / message / data, then the events', () => {
    const normalised = normaliseVenueReply(reply);
    expect(normalised.status_code).toBe(100);
    expect(normalised.message).toBe('成功');
    expect(normaliseImtyEvents(normalised.data)).toEqual([{ venue: 'IMTY', matchId: '9001', ...expected }]);
  });

  it('converts prices sent in Hong Kong odds to European ones', () => {
    const hk = { OddsType: 2, Events: [{ ...reply.Result.Events[0], Markets: [{ BetTypeId: 1, Selections: [{ Code: '1', Odds: 0.95 }, { Code: 'X', Odds: 2.4 }, { Code: '2', Odds: 3.1 }] }] }] };
    expect(normaliseImtyEvents(hk)?.[0]?.markets.oneXTwo).toEqual({ home: 1.95, draw: 3.4, away: 4.1 });
  });

  it('gives null for data that is not an event list', () => {
    for (const data of [null, [], { Events: 'x' }, { events: [] }]) expect(normaliseImtyEvents(data)).toBeNull();
  });
});

describe('OBTY match list', () => {
  const reply = {
    code: '0000000',
    msg: 'success',
    data: {
      list: [
        {
          mid: '1665000000001',
          tn: '英超',
          mhn: '曼城',
          man: '利物浦',
          mgt: String(KICK_OFF),
          ms: 1,
          msc: ['S2|1:0', 'S1|1:0'],
          mst: 4030,
          mvs: 1,
          hps: [
            { hpid: '1', hl: [{ ol: [{ ot: '1', ov: 195000 }, { ot: 'X', ov: 340000 }, { ot: '2', ov: 410000 }] }] },
            { hpid: '4', hl: [{ hv: '-0.5', ol: [{ ot: '1', ov: 190000 }, { ot: '2', ov: 196000 }] }] },
            { hpid: '2', hl: [{ hv: '2.5', ol: [{ ot: 'Over', ov: 188000 }, { ot: 'Under', ov: 198000 }] }] },
          ],
        },
        'broken',
      ],
    },
  };

  it('reads code / msg / data, then prices in units of 1/100 000 as European odds', () => {
    const normalised = normaliseVenueReply(reply);
    expect(normalised.status_code).toBe('0000000');
    expect(normaliseObtyMatches(normalised.data)).toEqual([{ venue: 'OBTY', matchId: '1665000000001', ...expected }]);
  });

  it('gives no score or minute before kick-off', () => {
    const upcoming = { list: [{ ...reply.data.list[0] as object, ms: 0 }] };
    expect(normaliseObtyMatches(upcoming)?.[0]).toMatchObject({ live: false, score: null, minute: null });
  });

  it('gives null for data that is not a match list', () => {
    for (const data of [null, { records: [] }, { list: {} }]) expect(normaliseObtyMatches(data)).toBeNull();
  });
});

describe('FBTY match list', () => {
  const reply = {
    success: true,
    code: 0,
    message: '',
    data: {
      records: [
        {
          id: 70001,
          lg: { na: '英超' },
          ts: [{ na: '曼城' }, { na: '利物浦' }],
          bt: KICK_OFF,
          ms: 2,
          nsg: [{ pe: 1002, sc: [1, 0] }, { pe: 1001, sc: [1, 0] }],
          mc: { s: 4030 },
          vs: { have: true },
          mg: [
            { mty: 1005, mks: [{ op: [{ ty: 1, od: '1.95' }, { ty: 3, od: '3.40' }, { ty: 2, od: '4.10' }] }] },
            { mty: 1000, mks: [{ li: '-0.5', op: [{ ty: 1, od: '1.90' }, { ty: 2, od: '1.96' }] }] },
            { mty: 1007, mks: [{ li: '2.5', op: [{ ty: 1, od: '1.88' }, { ty: 2, od: '1.98' }] }] },
          ],
        },
        { id: 70002, lg: { na: '英超' }, ts: [{ na: '阿森纳' }, { na: '热刺' }], bt: KICK_OFF, ms: 3 },
      ],
    },
  };

  it('reads success / code / message / data, then the records (finished ones left out)', () => {
    const normalised = normaliseVenueReply(reply);
    expect(normalised.status_code).toBe(0);
    expect(normaliseFbtyMatches(normalised.data)).toEqual([{ venue: 'FBTY', matchId: '70001', ...expected }]);
  });

  it('drops a market with a broken price and keeps the others', () => {
    const record = { ...reply.data.records[0] as object, mg: [{ mty: 1005, mks: [{ op: [{ ty: 1, od: '0' }, { ty: 3, od: '3.4' }, { ty: 2, od: '4.1' }] }] }] };
    expect(normaliseFbtyMatches({ records: [record] })?.[0]?.markets).toEqual({ oneXTwo: null, handicap: null, overUnder: null });
  });

  it('gives null for data that is not a match list', () => {
    for (const data of [null, 'x', { list: [] }]) expect(normaliseFbtyMatches(data)).toBeNull();
  });
});

describe('toEuropean', () => {
  it.each([
    [1.95, 3, 1.95],
    [0.95, 2, 1.95],
    [0.5, 1, 1.5],
    [-0.5, 1, 3],
    [1.2, 4, 2.2],
    [-2, 4, 1.5],
  ])('%s in odds type %s is %s', (value, type, european) => {
    expect(toEuropean(value, type)).toBe(european);
  });

  it('refuses prices that cannot be odds', () => {
    expect(toEuropean(0.9, 3)).toBeNull();
    expect(toEuropean(0, 1)).toBeNull();
    expect(toEuropean(1.5, 9)).toBeNull();
  });
});
