import type { Markets, VenueMatch } from './types';

export type PriceMove = 'up' | 'down';

const MARKETS = ['oneXTwo', 'handicap', 'overUnder'] as const;

/** The id of one price: venue, the venue's match id, market and side (`OBTY|123|oneXTwo.home`). */
export function priceId(venue: string, matchId: string, market: keyof Markets, side: string): string {
  return `${venue}|${matchId}|${market}.${side}`;
}

/**
 * Prices that moved between two rounds of the same venue's match (a changed line is a new market,
 * not a move), for the page to mark briefly. Keyed by priceId.
 */
export function priceMoves(previous: readonly VenueMatch[], next: readonly VenueMatch[]): Map<string, PriceMove> {
  const before = new Map(previous.map((m) => [`${m.venue}|${m.matchId}`, m]));
  const moves = new Map<string, PriceMove>();
  for (const match of next) {
    const old = before.get(`${match.venue}|${match.matchId}`);
    if (!old) continue;
    for (const market of MARKETS) {
      const was: Record<string, number> | null = old.markets[market];
      const now: Record<string, number> | null = match.markets[market];
      if (!was || !now || was['line'] !== now['line']) continue;
      for (const [side, value] of Object.entries(now)) {
        const before = was[side];
        if (side === 'line' || before === undefined || before === value) continue;
        moves.set(priceId(match.venue, match.matchId, market, side), value > before ? 'up' : 'down');
      }
    }
  }
  return moves;
}
