/** Session-storage key remembering that the activity pop-up with this id was shown. */
export const POP_SEEN_KEY = 'home_pop_seen';

interface PopStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * True once per browser session for each pop-up id: the activity pop-up greets the member on
 * their first visit to home, not on every return to it. Storage failures count as "not seen".
 */
export function takePopTurn(storage: PopStorage | null, id: number): boolean {
  try {
    const seen = storage?.getItem(POP_SEEN_KEY) ?? '';
    if (seen.split(',').includes(String(id))) return false;
    storage?.setItem(POP_SEEN_KEY, seen ? `${seen},${id}` : String(id));
  } catch {
    // Private mode or a full store: showing the pop-up again is the lesser evil.
  }
  return true;
}
