import { KICK_OFF_SLOTS, SEED_LEAGUES } from './sports-data';

/**
 * The simulated fixtures at a moment of the simulator clock. Everything is a pure function of the
 * clock: the day's card from the seed, goals at fixed minutes of each fixture, prices that follow
 * the score and the minute and wobble every 30 s (so a page that polls sees them move).
 */
export interface Fixture {
  /** Unique across days: day number × 100 + slot. */
  n: number;
  league: string;
  home: string;
  away: string;
  kickOff: number;
  live: boolean;
  /** Minute of play (1..90), null when not in play. */
  minute: number | null;
  score: { home: number; away: number } | null;
  streamed: boolean;
  /** European odds. */
  odds: {
    home: number;
    draw: number;
    away: number;
    handicap: { line: number; home: number; away: number };
    total: { line: number; over: number; under: number };
  };
}

const DAY = 86_400_000;
const SHANGHAI = 8 * 3600_000;
/** A match: two 45-minute halves with 15 minutes between them. */
const HALF = 45;
const BREAK = 15;
/** Prices wobble once per this many milliseconds of the simulator clock. */
export const ODDS_STEP_MS = 30_000;

/** A small deterministic hash (FNV-1a) of integers, for draws that never change for a fixture. */
export function hash(...parts: number[]): number {
  let h = 2166136261;
  for (const part of parts) {
    h ^= part & 0xffff;
    h = Math.imul(h, 16777619);
    h ^= part >>> 16;
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

function minuteOfPlay(kickOff: number, now: number): number | null {
  const elapsed = Math.floor((now - kickOff) / 60_000);
  if (elapsed < 0) return null;
  if (elapsed < HALF) return elapsed + 1;
  if (elapsed < HALF + BREAK) return HALF;
  // Stoppage time reads 90 until the match leaves the list.
  return Math.min(elapsed - BREAK + 1, HALF * 2);
}

/** Minutes (1..90) at which each side scores in this fixture. */
function goals(n: number, side: 0 | 1, strength: number): number[] {
  const count = hash(n, side, 7) % (strength > 85 ? 4 : 3);
  return Array.from({ length: count }, (_, i) => 1 + (hash(n, side, i, 11) % 90)).sort((a, b) => a - b);
}

function fixture(day: number, slot: number, now: number): Fixture | null {
  const def = KICK_OFF_SLOTS[slot];
  const league = def ? SEED_LEAGUES[def.league] : undefined;
  if (!def || !league) return null;
  const n = day * 100 + slot;
  const count = league.teams.length;
  const homeIndex = hash(n, 1) % count;
  const awayIndex = (homeIndex + 1 + (hash(n, 2) % (count - 1))) % count;
  const kickOff = day * DAY - SHANGHAI + def.minute * 60_000;
  const elapsed = now - kickOff;
  // Finished matches (after 90 minutes, half-time and a little stoppage) leave the list.
  if (elapsed >= (HALF * 2 + BREAK + 5) * 60_000) return null;
  const minute = minuteOfPlay(kickOff, now);
  const live = elapsed >= 0;
  const hs = league.strength[homeIndex] ?? 75;
  const as = league.strength[awayIndex] ?? 75;
  const playedTo = live ? (minute ?? 90) : 0;
  const homeGoals = goals(n, 0, hs).filter((m) => m <= playedTo).length;
  const awayGoals = goals(n, 1, as).filter((m) => m <= playedTo).length;

  // Pre-match edge from strength (+ home advantage), then the score and the time left.
  const left = 1 - playedTo / 90;
  const edge = (hs + 3 - as) / 25 + (homeGoals - awayGoals) * (1.2 - left);
  const wobble = ((hash(n, Math.floor(now / ODDS_STEP_MS)) % 9) - 4) / 100;
  const home = round2(Math.min(15, Math.max(1.05, 2.6 - edge * 1.3 + wobble)));
  const away = round2(Math.min(21, Math.max(1.05, 2.9 + edge * 1.6 - wobble)));
  const draw = round2(Math.min(12, Math.max(2.2, 3.3 + Math.abs(edge) * 0.6 + (1 - left) * 1.5)));
  const line = -Math.round(edge * 2) / 4 || 0;
  const total = Math.max(0.5, homeGoals + awayGoals + Math.round(left * 2.5 * 2) / 2 + 0.5);
  return {
    n,
    league: league.name,
    home: league.teams[homeIndex] ?? '',
    away: league.teams[awayIndex] ?? '',
    kickOff,
    live,
    minute: live ? minute : null,
    score: live ? { home: homeGoals, away: awayGoals } : null,
    streamed: league.streamed,
    odds: {
      home,
      draw,
      away,
      handicap: { line, home: round2(1.9 + wobble), away: round2(1.92 - wobble) },
      total: { line: total, over: round2(1.88 - wobble), under: round2(1.94 + wobble) },
    },
  };
}

/** The Shanghai day number (days since the epoch) of an instant. */
export function shanghaiDay(ms: number): number {
  return Math.floor((ms + SHANGHAI) / DAY);
}

/** In-play matches, the rest of today (Shanghai) and the next two days, by kick-off. */
export function fixturesAt(now: number): Fixture[] {
  const today = shanghaiDay(now);
  const out: Fixture[] = [];
  for (let day = today - 1; day <= today + 2; day += 1) {
    for (let slot = 0; slot < KICK_OFF_SLOTS.length; slot += 1) {
      const f = fixture(day, slot, now);
      if (f) out.push(f);
    }
  }
  return out.sort((a, b) => a.kickOff - b.kickOff);
}

/**
 * Which venues list a fixture: most fixtures are at two or three venues (the site merges them),
 * some at only one, as real providers' cards overlap without matching.
 */
export function listedBy(f: Fixture): { IMTY: boolean; OBTY: boolean; FBTY: boolean } {
  const draw = hash(f.n, 99) % 6;
  return { IMTY: draw !== 5, OBTY: draw !== 4, FBTY: draw <= 2 || draw === 5 };
}
