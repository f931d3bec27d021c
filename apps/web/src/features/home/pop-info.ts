import { shanghaiDateKey } from '../../components/shanghai-date';

/** Local-storage key remembering, per member, the day the activity pop-up was last shown. */
export const POP_SEEN_KEY = 'home_pop_seen';

interface PopStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * The calendar day in Beijing time ("2026-11-23"): a day ends at midnight there, wherever the
 * device is. Fixed-offset arithmetic (components/shanghai-date): an Intl formatter for the
 * Asia/Shanghai zone loads the browser's zone data when it is made, a 50 ms task on a slow phone
 * while the home page starts (#24).
 */
export const shanghaiDay = shanghaiDateKey;

/** The platform's pop-up answer: shown only when it says so in so many words. */
export function platformWantsPop(pop: { show: unknown; id: unknown } | null | undefined): boolean {
  return pop?.show === true && typeof pop.id === 'number' && pop.id > 0;
}

/**
 * True at most once per day per member (remembered across visits and tabs); the turn is taken
 * when this says true. Storage failures count as "already shown": a pop-up too few is better
 * than one on every visit.
 */
export function takePopTurn(storage: PopStorage | null, member: string, now: number): boolean {
  if (!storage || member === '') return false;
  const today = shanghaiDay(now);
  try {
    const seen = readSeen(storage.getItem(POP_SEEN_KEY));
    if (seen[member] === today) return false;
    // Only today's entries are kept: the record never grows past the members of one day.
    const kept = Object.fromEntries(Object.entries(seen).filter(([, day]) => day === today));
    storage.setItem(POP_SEEN_KEY, JSON.stringify({ ...kept, [member]: today }));
    return true;
  } catch {
    return false;
  }
}

/** The stored record; anything unreadable (an older format, a hand edit) reads as empty and is replaced. */
function readSeen(raw: string | null): Record<string, unknown> {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
