import type { SportsFilter } from './SportsCentre';

const VENUES = ['IMTY', 'OBTY', 'FBTY'] as const;
const PHASES = ['live', 'today', 'early'] as const;

/**
 * `/game/sport?venue=OBTY&phase=live`: the sports centre's filters, unknown values dropped. Read
 * by the page (its own chunk) rather than the route's validateSearch, which would sit in the
 * entry every page loads.
 */
export function sportSearch(search: Record<string, unknown>): SportsFilter {
  return { venue: VENUES.find((v) => v === search['venue']), phase: PHASES.find((p) => p === search['phase']) };
}
