import type { Markets, SportsMatch } from './types.ts';

export type PriceMove = 'up' | 'down';

/** Every price of a match's offers, by `venue|market.side` (`IMTY|oneXTwo.home`). */
function prices(match: SportsMatch): Map<string, number> {
  const out = new Map<string, number>();
  for (const offer of match.offers) {
    for (const market of ['oneXTwo', 'handicap', 'overUnder'] as const) {
      const values: Markets[typeof market] = offer.markets[market];
      if (values === null) continue;
      for (const [side, value] of Object.entries(values)) {
        if (side !== 'line') out.set(`${offer.venue}|${market}.${side}`, value);
      }
    }
  }
  return out;
}

/** The id of one price on the page: match key, venue, market and side. */
export function priceId(matchKey: string, venue: string, market: keyof Markets, side: string): string {
  return `${matchKey}|${venue}|${market}.${side}`;
}

/**
 * Prices that moved between two rounds (same match, venue, market and side; a changed line is a
 * new market, not a move), for the page to mark briefly.
 */
export function priceMoves(previous: readonly SportsMatch[], next: readonly SportsMatch[]): Map<string, PriceMove> {
  const before = new Map(previous.map((m) => [m.key, m]));
  const moves = new Map<string, PriceMove>();
  for (const match of next) {
    const old = before.get(match.key);
    if (!old) continue;
    const lines = (m: SportsMatch, venue: string) => m.offers.find((o) => o.venue === venue)?.markets;
    const oldPrices = prices(old);
    for (const [id, value] of prices(match)) {
      const was = oldPrices.get(id);
      if (was === undefined || was === value) continue;
      const [venue, field] = id.split('|') as [string, string];
      const market = field.split('.')[0] as keyof Markets;
      const oldMarket = lines(old, venue)?.[market];
      const newMarket = lines(match, venue)?.[market];
      if (oldMarket && newMarket && 'line' in oldMarket && 'line' in newMarket && oldMarket.line !== newMarket.line) continue;
      moves.set(`${match.key}|${id}`, value > was ? 'up' : 'down');
    }
  }
  return moves;
}
