import { DEFAULT_ODDS_TYPE } from '@site/api-contract';
import { toEuropean } from './odds';
import { oddsByCode, readMarkets, readMatchList, type MarketCodes, type MarketKind } from './normalise';
import { isRecord, num, text, time } from './read';
import type { Markets, VenueMatch } from './types';

/** IMTY bet types: 1 = 1X2, 2 = handicap, 3 = over/under. */
const IMTY_MARKET = new Map<number | null, MarketKind>([
  [1, 'oneXTwo'],
  [2, 'handicap'],
  [3, 'overUnder'],
]);
/** IMTY selection codes of each market's sides. */
const IMTY_CODES: MarketCodes<string> = { oneXTwo: ['1', 'X', '2'], handicap: ['H', 'A'], overUnder: ['O', 'U'] };

/**
 * IMTY's event list (`POST /api/mobile/GetSportEvents`, through the site's IMTY proxy prefix),
 * after the reply normalisation: `data` is the venue's `Result`:
 *
 * ```
 * { OddsType: 3, Events: [{ EventId, CompetitionName, HomeTeam, AwayTeam, EventDate (ISO, +08:00),
 *   IsLive, LiveHomeScore, LiveAwayScore, RBTime ("67'"), HasLiveStream,
 *   Markets: [{ BetTypeId: 1 | 2 | 3, Handicap?, Selections: [{ Code: '1'|'X'|'2'|'H'|'A'|'O'|'U', Odds }] }] }] }
 * ```
 * BetTypeId 1 = 1X2, 2 = handicap, 3 = over/under. Odds come in the OddsType asked for (SPEC §7:
 * European, 3) and are converted when the venue answers in another one.
 * Returns null when the reply is not an event list; broken events are left out.
 */
export function normaliseImtyEvents(data: unknown): VenueMatch[] | null {
  if (!isRecord(data)) return null;
  const oddsType = num(data['OddsType']) ?? DEFAULT_ODDS_TYPE;
  return readMatchList('IMTY', data['Events'], (event) => {
    const live = event['IsLive'] === true;
    const homeScore = num(event['LiveHomeScore']);
    const awayScore = num(event['LiveAwayScore']);
    return {
      matchId: text(event['EventId']),
      league: text(event['CompetitionName']),
      home: text(event['HomeTeam']),
      away: text(event['AwayTeam']),
      startTime: time(event['EventDate']),
      live,
      score: live && homeScore !== null && awayScore !== null ? { home: homeScore, away: awayScore } : null,
      minute: live ? minuteOf(event['RBTime']) : null,
      hasVideo: event['HasLiveStream'] === true,
      markets: markets(event['Markets'], oddsType),
    };
  });
}

/** "67'", "45+2'" → 67, 45; anything else → null. */
function minuteOf(value: unknown): number | null {
  const match = /^(\d{1,3})/.exec(text(value));
  return match ? Number(match[1]) : null;
}

function markets(raw: unknown, oddsType: number): Markets {
  return readMarkets(raw, IMTY_CODES, (market) => ({
    kind: IMTY_MARKET.get(num(market['BetTypeId'])),
    odds: oddsByCode(
      market['Selections'],
      (selection) => text(selection['Code']),
      (selection) => toEuropean(num(selection['Odds']), oddsType),
    ),
    line: num(market['Handicap']),
  }));
}
