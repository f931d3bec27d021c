import type { LeagueGroup, MatchOffer, MatchPhase, SportsMatch, SportsVenue, VenueMatch } from './types';
import { SPORTS_VENUES } from './types';

/** Two venues' kick-offs of one fixture may differ by a few minutes; more than this is another fixture. */
export const SAME_MATCH_WINDOW_MS = 30 * 60_000;

const SHANGHAI_OFFSET_MS = 8 * 3600_000;

/** The Asia/Shanghai calendar day of an instant (no DST there, so a fixed offset is exact). */
export function shanghaiDay(ms: number): number {
  return Math.floor((ms + SHANGHAI_OFFSET_MS) / 86_400_000);
}

/** 滚球 while in play; 今日 for the rest of the Shanghai day (also a late kick-off); 早盘 after it. */
export function matchPhase(match: { live: boolean; startTime: number }, now: number): MatchPhase {
  if (match.live) return 'live';
  return shanghaiDay(match.startTime) <= shanghaiDay(now) ? 'today' : 'early';
}

/**
 * A team name as venues agree on it: no spaces, no `*` markers, no neutral-ground or youth
 * suffixes in brackets, upper/lower case alike ("曼城 (中)" and "曼城" are one team).
 */
export function teamKey(name: string): string {
  return name
    .normalize('NFKC')
    .replace(/[(（][^)）]*[)）]/g, '')
    .replace(/[\s*·.]/g, '')
    .toLowerCase();
}

const venueRank = (venue: SportsVenue) => SPORTS_VENUES.indexOf(venue);
const PHASE_RANK: Record<MatchPhase, number> = { live: 0, today: 1, early: 2 };

/**
 * One row per fixture: the same home and away teams kicking off within SAME_MATCH_WINDOW_MS are
 * one match, whichever venues list it. The main venue (first in SPORTS_VENUES order) gives the
 * league and names; the score and minute come from the first venue that has the match in play.
 */
export function mergeMatches(matches: readonly VenueMatch[], now: number): SportsMatch[] {
  const byTeams = new Map<string, VenueMatch[][]>();
  const sorted = [...matches].sort((a, b) => a.startTime - b.startTime || venueRank(a.venue) - venueRank(b.venue));
  for (const match of sorted) {
    const teams = `${teamKey(match.home)}|${teamKey(match.away)}`;
    const clusters = byTeams.get(teams) ?? [];
    const cluster = clusters.find(
      (c) => c[0] !== undefined && match.startTime - c[0].startTime <= SAME_MATCH_WINDOW_MS && !c.some((m) => m.venue === match.venue),
    );
    if (cluster) cluster.push(match);
    else clusters.push([match]);
    byTeams.set(teams, clusters);
  }
  const merged: SportsMatch[] = [];
  for (const [teams, clusters] of byTeams) {
    for (const cluster of clusters) {
      const ordered = [...cluster].sort((a, b) => venueRank(a.venue) - venueRank(b.venue));
      const main = ordered[0];
      const first = cluster[0];
      if (!main || !first) continue;
      const playing = ordered.find((m) => m.live);
      const offers: MatchOffer[] = ordered.map((m) => ({ venue: m.venue, matchId: m.matchId, markets: m.markets, hasVideo: m.hasVideo }));
      merged.push({
        key: `${teams}|${String(first.startTime)}`,
        league: main.league,
        home: main.home,
        away: main.away,
        startTime: main.startTime,
        phase: matchPhase({ live: playing !== undefined, startTime: main.startTime }, now),
        score: playing?.score ?? null,
        minute: playing?.minute ?? null,
        hasVideo: ordered.some((m) => m.hasVideo),
        offers,
      });
    }
  }
  const mainRank = (m: SportsMatch) => venueRank(m.offers[0]?.venue ?? 'FBTY');
  return merged.sort(
    (a, b) => PHASE_RANK[a.phase] - PHASE_RANK[b.phase] || a.startTime - b.startTime || mainRank(a) - mainRank(b) || a.key.localeCompare(b.key),
  );
}

/** Leagues in the order of their first match (live first, then by kick-off), matches in that order. */
export function groupByLeague(matches: readonly SportsMatch[]): LeagueGroup[] {
  const groups = new Map<string, SportsMatch[]>();
  for (const match of matches) {
    const group = groups.get(match.league);
    if (group) group.push(match);
    else groups.set(match.league, [match]);
  }
  return [...groups].map(([league, list]) => ({ league, matches: list }));
}

export type VenueFilter = SportsVenue | 'all';
export type PhaseFilter = MatchPhase | 'all';

/**
 * What the sports centre lists: a venue filter keeps that venue's prices only (merging after it);
 * 滚球 keeps matches in play, 今日 today's card (in play first, then the later kick-offs), 早盘
 * the later days.
 */
export function selectMatches(
  matches: readonly VenueMatch[],
  filter: { venue: VenueFilter; phase: PhaseFilter },
  now: number,
): SportsMatch[] {
  const fromVenue = filter.venue === 'all' ? matches : matches.filter((m) => m.venue === filter.venue);
  const merged = mergeMatches(fromVenue, now);
  if (filter.phase === 'all') return merged;
  if (filter.phase === 'today') return merged.filter((m) => m.phase !== 'early');
  return merged.filter((m) => m.phase === filter.phase);
}
