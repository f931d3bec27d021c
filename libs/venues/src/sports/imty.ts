import { DEFAULT_ODDS_TYPE } from '@site/api-contract';
import { toEuropean } from './odds';
import { isRecord, list, num, text, time } from './read';
import type { Markets, VenueMatch } from './types';

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
  if (!isRecord(data) || !Array.isArray(data['Events'])) return null;
  const oddsType = num(data['OddsType']) ?? DEFAULT_ODDS_TYPE;
  const out: VenueMatch[] = [];
  for (const event of data['Events']) {
    if (!isRecord(event)) continue;
    const matchId = text(event['EventId']);
    const league = text(event['CompetitionName']);
    const home = text(event['HomeTeam']);
    const away = text(event['AwayTeam']);
    const startTime = time(event['EventDate']);
    if (!matchId || !league || !home || !away || startTime === null) continue;
    const live = event['IsLive'] === true;
    const homeScore = num(event['LiveHomeScore']);
    const awayScore = num(event['LiveAwayScore']);
    out.push({
      venue: 'IMTY',
      matchId,
      league,
      home,
      away,
      startTime,
      live,
      score: live && homeScore !== null && awayScore !== null ? { home: homeScore, away: awayScore } : null,
      minute: live ? minuteOf(event['RBTime']) : null,
      hasVideo: event['HasLiveStream'] === true,
      markets: markets(event['Markets'], oddsType),
    });
  }
  return out;
}

/** "67'", "45+2'" → 67, 45; anything else → null. */
function minuteOf(value: unknown): number | null {
  const match = /^(\d{1,3})/.exec(text(value));
  return match ? Number(match[1]) : null;
}

function markets(raw: unknown, oddsType: number): Markets {
  const result: Markets = { oneXTwo: null, handicap: null, overUnder: null };
  for (const market of list(raw)) {
    if (!isRecord(market)) continue;
    const odds = new Map<string, number | null>();
    for (const selection of list(market['Selections'])) {
      if (isRecord(selection)) odds.set(text(selection['Code']), toEuropean(num(selection['Odds']), oddsType));
    }
    const line = num(market['Handicap']);
    switch (num(market['BetTypeId'])) {
      case 1: {
        const [home, draw, away] = [odds.get('1'), odds.get('X'), odds.get('2')];
        if (home && draw && away) result.oneXTwo = { home, draw, away };
        break;
      }
      case 2: {
        const [home, away] = [odds.get('H'), odds.get('A')];
        if (home && away && line !== null) result.handicap = { line, home, away };
        break;
      }
      case 3: {
        const [over, under] = [odds.get('O'), odds.get('U')];
        if (over && under && line !== null) result.overUnder = { line, over, under };
        break;
      }
      default:
        break;
    }
  }
  return result;
}
