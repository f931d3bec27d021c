import { isRecord, list, num, price, text, time } from './read';
import type { Markets, VenueMatch } from './types';

/** FBTY match states: 1 not started, 2 in play (others: finished, postponed — left out). */
const FBTY_STATE = { upcoming: 1, live: 2 } as const;
/** FBTY market types: 1005 = 1X2, 1000 = handicap, 1007 = over/under. */
const FBTY_MARKET = { oneXTwo: 1005, handicap: 1000, overUnder: 1007 } as const;

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
  if (!isRecord(data) || !Array.isArray(data['records'])) return null;
  const out: VenueMatch[] = [];
  for (const record of data['records']) {
    if (!isRecord(record)) continue;
    const state = num(record['ms']);
    if (state !== FBTY_STATE.upcoming && state !== FBTY_STATE.live) continue;
    const teams = list(record['ts']);
    const matchId = text(record['id']);
    const league = isRecord(record['lg']) ? text(record['lg']['na']) : '';
    const home = isRecord(teams[0]) ? text(teams[0]['na']) : '';
    const away = isRecord(teams[1]) ? text(teams[1]['na']) : '';
    const startTime = time(record['bt']);
    if (!matchId || !league || !home || !away || startTime === null) continue;
    const live = state === FBTY_STATE.live;
    const seconds = isRecord(record['mc']) ? num(record['mc']['s']) : null;
    out.push({
      venue: 'FBTY',
      matchId,
      league,
      home,
      away,
      startTime,
      live,
      score: live ? scoreOf(record['nsg']) : null,
      minute: live && seconds !== null ? Math.floor(seconds / 60) : null,
      hasVideo: isRecord(record['vs']) && record['vs']['have'] === true,
      markets: markets(record['mg']),
    });
  }
  return out;
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
  const result: Markets = { oneXTwo: null, handicap: null, overUnder: null };
  for (const group of list(raw)) {
    if (!isRecord(group)) continue;
    const market = list(group['mks'])[0];
    if (!isRecord(market)) continue;
    const odds = new Map<number, number | null>();
    for (const option of list(market['op'])) {
      if (isRecord(option)) odds.set(num(option['ty']) ?? 0, price(num(option['od'])));
    }
    const line = num(market['li']);
    const [first, second, third] = [odds.get(1), odds.get(2), odds.get(3)];
    switch (num(group['mty'])) {
      case FBTY_MARKET.oneXTwo:
        if (first && third && second) result.oneXTwo = { home: first, draw: third, away: second };
        break;
      case FBTY_MARKET.handicap:
        if (first && second && line !== null) result.handicap = { line, home: first, away: second };
        break;
      case FBTY_MARKET.overUnder:
        if (first && second && line !== null) result.overUnder = { line, over: first, under: second };
        break;
      default:
        break;
    }
  }
  return result;
}
