import { minuteFromSeconds, oddsByCode, readMarkets, readMatchList, type MarketCodes, type MarketKind } from './normalise';
import { isRecord, list, num, price, text, time } from './read';
import type { Markets, VenueMatch } from './types';

/** OBTY sends prices as integers: European odds × 100 000 (185000 = 1.85). */
const OBTY_ODDS_SCALE = 100_000;
/** OBTY market ids (hpid): 1 = 1X2, 4 = handicap, 2 = over/under. */
const OBTY_MARKET = new Map<string, MarketKind>([
  ['1', 'oneXTwo'],
  ['4', 'handicap'],
  ['2', 'overUnder'],
]);
/** OBTY outcome types (ot) of each market's sides. */
const OBTY_CODES: MarketCodes<string> = { oneXTwo: ['1', 'X', '2'], handicap: ['1', '2'], overUnder: ['Over', 'Under'] };

/**
 * OBTY's match list (`POST /yewu11/v1/m/matchesPB` on the venue origin), after the reply
 * normalisation: `data` is
 *
 * ```
 * { list: [{ mid, tn (league), mhn, man (home, away), mgt (kick-off, epoch ms as text),
 *   ms (0 not started, 1 in play), msc: ["S1|2:1"] (S1 = full-time score), mst (seconds played),
 *   mvs (1 = video), hps: [{ hpid: "1" | "4" | "2", hl: [{ hv?, ol: [{ ot, ov }] }] }] }] }
 * ```
 * hpid 1 = 1X2 (ot 1 / X / 2), 4 = handicap (ot 1 / 2, hv home line), 2 = over/under (ot Over /
 * Under, hv line). Returns null when the reply is not a match list; broken matches are left out.
 */
export function normaliseObtyMatches(data: unknown): VenueMatch[] | null {
  if (!isRecord(data)) return null;
  return readMatchList('OBTY', data['list'], (match) => {
    const live = num(match['ms']) === 1;
    return {
      matchId: text(match['mid']),
      league: text(match['tn']),
      home: text(match['mhn']),
      away: text(match['man']),
      startTime: time(match['mgt']),
      live,
      score: live ? scoreOf(match['msc']) : null,
      minute: minuteFromSeconds(live, num(match['mst'])),
      hasVideo: num(match['mvs']) === 1,
      markets: markets(match['hps']),
    };
  });
}

function scoreOf(raw: unknown): { home: number; away: number } | null {
  for (const entry of list(raw)) {
    const found = /^S1\|(\d+):(\d+)$/.exec(text(entry));
    if (found) return { home: Number(found[1]), away: Number(found[2]) };
  }
  return null;
}

function markets(raw: unknown): Markets {
  return readMarkets(raw, OBTY_CODES, (market) => {
    const line = list(market['hl'])[0];
    if (!isRecord(line)) return null;
    return {
      kind: OBTY_MARKET.get(text(market['hpid'])),
      odds: oddsByCode(
        line['ol'],
        (outcome) => text(outcome['ot']),
        (outcome) => price((num(outcome['ov']) ?? 0) / OBTY_ODDS_SCALE),
      ),
      line: num(line['hv']),
    };
  });
}
