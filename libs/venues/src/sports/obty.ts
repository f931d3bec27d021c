import { isRecord, list, num, price, text, time } from './read';
import type { Markets, VenueMatch } from './types';

/** OBTY sends prices as integers: European odds × 100 000 (185000 = 1.85). */
const OBTY_ODDS_SCALE = 100_000;

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
  if (!isRecord(data) || !Array.isArray(data['list'])) return null;
  const out: VenueMatch[] = [];
  for (const match of data['list']) {
    if (!isRecord(match)) continue;
    const matchId = text(match['mid']);
    const league = text(match['tn']);
    const home = text(match['mhn']);
    const away = text(match['man']);
    const startTime = time(match['mgt']);
    if (!matchId || !league || !home || !away || startTime === null) continue;
    const live = num(match['ms']) === 1;
    const seconds = num(match['mst']);
    out.push({
      venue: 'OBTY',
      matchId,
      league,
      home,
      away,
      startTime,
      live,
      score: live ? scoreOf(match['msc']) : null,
      minute: live && seconds !== null ? Math.floor(seconds / 60) : null,
      hasVideo: num(match['mvs']) === 1,
      markets: markets(match['hps']),
    });
  }
  return out;
}

function scoreOf(raw: unknown): { home: number; away: number } | null {
  for (const entry of list(raw)) {
    const found = /^S1\|(\d+):(\d+)$/.exec(text(entry));
    if (found) return { home: Number(found[1]), away: Number(found[2]) };
  }
  return null;
}

function markets(raw: unknown): Markets {
  const result: Markets = { oneXTwo: null, handicap: null, overUnder: null };
  for (const market of list(raw)) {
    if (!isRecord(market)) continue;
    const line = list(market['hl'])[0];
    if (!isRecord(line)) continue;
    const odds = new Map<string, number | null>();
    for (const outcome of list(line['ol'])) {
      if (isRecord(outcome)) odds.set(text(outcome['ot']), price((num(outcome['ov']) ?? 0) / OBTY_ODDS_SCALE));
    }
    const value = num(line['hv']);
    switch (text(market['hpid'])) {
      case '1': {
        const [home, draw, away] = [odds.get('1'), odds.get('X'), odds.get('2')];
        if (home && draw && away) result.oneXTwo = { home, draw, away };
        break;
      }
      case '4': {
        const [home, away] = [odds.get('1'), odds.get('2')];
        if (home && away && value !== null) result.handicap = { line: value, home, away };
        break;
      }
      case '2': {
        const [over, under] = [odds.get('Over'), odds.get('Under')];
        if (over && under && value !== null) result.overUnder = { line: value, over, under };
        break;
      }
      default:
        break;
    }
  }
  return result;
}
