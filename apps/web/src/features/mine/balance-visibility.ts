/**
 * Whether the member chose to hide the balance on the member centre (the eye button). Kept on
 * this device, so the choice holds on the next visit; storage that fails (private mode) just
 * means the balance shows.
 */
export const BALANCE_HIDDEN_KEY = 'mine.balanceHidden';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

export function readBalanceHidden(storage: Storage | undefined): boolean {
  try {
    return storage?.getItem(BALANCE_HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeBalanceHidden(storage: Storage | undefined, hidden: boolean): void {
  try {
    storage?.setItem(BALANCE_HIDDEN_KEY, hidden ? '1' : '0');
  } catch {
    // The choice lasts for this page view only.
  }
}
