import { isRecord, list } from './read';
import type { Markets, SportsVenue, VenueMatch } from './types';

/*
 * The steps every venue's match list goes through; each venue's reader (imty.ts, obty.ts,
 * fbty.ts) only says where its fields are and what its codes mean.
 */

/** What a venue's reader takes off one match record; a match without all of these is broken. */
export type MatchReading = Omit<VenueMatch, 'venue' | 'startTime'> & { startTime: number | null };

/**
 * The venue's records as matches: a record that is not an object, that the reader turns down
 * (null) or that lacks its id, league, teams or kick-off is left out. Null when `records` is not
 * a list (the reply is not a match list).
 */
export function readMatchList(
  venue: SportsVenue,
  records: unknown,
  read: (record: Record<string, unknown>) => MatchReading | null,
): VenueMatch[] | null {
  if (!Array.isArray(records)) return null;
  const out: VenueMatch[] = [];
  for (const record of records) {
    if (!isRecord(record)) continue;
    const match = read(record);
    if (!match) continue;
    const { matchId, league, home, away, startTime } = match;
    if (!matchId || !league || !home || !away || startTime === null) continue;
    out.push({
      venue,
      matchId,
      league,
      home,
      away,
      startTime,
      live: match.live,
      score: match.score,
      minute: match.minute,
      hasVideo: match.hasVideo,
      markets: match.markets,
    });
  }
  return out;
}

/** The minute of play from the seconds played, for a live match; null otherwise. */
export function minuteFromSeconds(live: boolean, seconds: number | null): number | null {
  return live && seconds !== null ? Math.floor(seconds / 60) : null;
}

export type MarketKind = keyof Markets;

/** A venue's selection codes for each market's sides, in the order the market names them. */
export interface MarketCodes<Code> {
  oneXTwo: readonly [home: Code, draw: Code, away: Code];
  handicap: readonly [home: Code, away: Code];
  overUnder: readonly [over: Code, under: Code];
}

/** One market as a venue sends it: which market it is, its prices by selection code, its line. */
export interface VenueMarket<Code> {
  kind: MarketKind | undefined;
  odds: ReadonlyMap<Code, number | null>;
  line: number | null;
}

/** The prices of a venue's selections, by their code (a later selection with the same code wins). */
export function oddsByCode<Code>(
  selections: unknown,
  code: (selection: Record<string, unknown>) => Code,
  odds: (selection: Record<string, unknown>) => number | null,
): Map<Code, number | null> {
  const byCode = new Map<Code, number | null>();
  for (const selection of list(selections)) {
    if (isRecord(selection)) byCode.set(code(selection), odds(selection));
  }
  return byCode;
}

/**
 * The main markets among a venue's markets. A market counts only with every price (and, for
 * handicap and over/under, its line); of two complete markets of one kind the later one wins.
 */
export function readMarkets<Code>(
  raw: unknown,
  codes: MarketCodes<Code>,
  read: (market: Record<string, unknown>) => VenueMarket<Code> | null,
): Markets {
  const result: Markets = { oneXTwo: null, handicap: null, overUnder: null };
  for (const entry of list(raw)) {
    if (!isRecord(entry)) continue;
    const market = read(entry);
    if (!market) continue;
    const { odds, line } = market;
    switch (market.kind) {
      case 'oneXTwo': {
        const [home, draw, away] = codes.oneXTwo.map((code) => odds.get(code));
        if (home && draw && away) result.oneXTwo = { home, draw, away };
        break;
      }
      case 'handicap': {
        const [home, away] = codes.handicap.map((code) => odds.get(code));
        if (home && away && line !== null) result.handicap = { line, home, away };
        break;
      }
      case 'overUnder': {
        const [over, under] = codes.overUnder.map((code) => odds.get(code));
        if (over && under && line !== null) result.overUnder = { line, over, under };
        break;
      }
      default:
        break;
    }
  }
  return result;
}
