import { minuteFromSeconds, oddsByCode, readMarkets, readMatchList, type MarketCodes, type MarketKind } from './normalise';
import { isRecord, list, num, price, text, time } from './read';
import type { Markets, VenueMatch } from './types';

/** FBTY match states: 1 not started, 2 in play (others: finished, postponed — left out). */
const FBTY_STATE = { upcoming: 1, live: 2 } as const;
/** FBTY market types: 1005 = 1X2, 1000 = handicap, 1007 = over/under. */
const FBTY_MARKET = new Map<number | null, MarketKind>([
  [1005, 'oneXTwo'],
  [1000, 'handicap'],
  [1007, 'overUnder'],
]);
/** FBTY selection types: 1 home / over, 2 away / under, 3 draw. */
const FBTY_CODES: MarketCodes<number> = { oneXTwo: [1, 3, 2], handicap: [1, 2], overUnder: [1, 2] };

/**
 * FBTY's match list (`POST /v1/match/getList` on the venue origin), after the reply normalisation:
 * `data` is
 *
 * ```
 * { records: [{ id, lg: { na }, ts: [{ na }, { na }] (home, away), bt (kick-off, epoch ms), ms (state),
 *   nsg: [{ pe: 1001, sc: [h, a] }] (1001 = full match), mc: { s (seconds played) }, vs: { have },
 *   mg: [{ mty, mks: [{ li (line text), op: [{ ty, od (European, text) }] }] }] }] }
 * ```
 * Selection types: 1 home / over, 2 away / under, 3 draw. Returns null when the reply is not a
 * match list; broken or finished matches are left out.
 */
export function normaliseFbtyMatches(data: unknown): VenueMatch[] | null {
  if (!isRecord(data)) return null;
  return readMatchList('FBTY', data['records'], (record) => {
    const state = num(record['ms']);
    if (state !== FBTY_STATE.upcoming && state !== FBTY_STATE.live) return null;
    const teams = list(record['ts']);
    const live = state === FBTY_STATE.live;
    return {
      matchId: text(record['id']),
      league: isRecord(record['lg']) ? text(record['lg']['na']) : '',
      home: isRecord(teams[0]) ? text(teams[0]['na']) : '',
      away: isRecord(teams[1]) ? text(teams[1]['na']) : '',
      startTime: time(record['bt']),
      live,
      score: live ? scoreOf(record['nsg']) : null,
      minute: minuteFromSeconds(live, isRecord(record['mc']) ? num(record['mc']['s']) : null),
      hasVideo: isRecord(record['vs']) && record['vs']['have'] === true,
      markets: markets(record['mg']),
    };
  });
}

function scoreOf(raw: unknown): { home: number; away: number } | null {
  for (const entry of list(raw)) {
    if (!isRecord(entry) || num(entry['pe']) !== 1001) continue;
    const [home, away] = list(entry['sc']).map(num);
    if (home != null && away != null) return { home, away };
  }
  return null;
}

function markets(raw: unknown): Markets {
  return readMarkets(raw, FBTY_CODES, (group) => {
    const market = list(group['mks'])[0];
    if (!isRecord(market)) return null;
    return {
      kind: FBTY_MARKET.get(num(group['mty'])),
      odds: oddsByCode(
        market['op'],
        (option) => num(option['ty']) ?? 0,
        (option) => price(num(option['od'])),
      ),
      line: num(market['li']),
    };
  });
}
