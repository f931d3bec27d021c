import type { WalletBalances } from '@site/api-contract';

/**
 * A venue's own wallet is empty: the member would enter with nothing to bet, so the page offers a
 * transfer first. Unknown balances (no reply, no such wallet) are not "empty": no false alarm.
 */
export function isVenueWalletEmpty(balances: WalletBalances | null | undefined, venue: string): boolean {
  const wallet = balances?.wallets.find((w) => w.code === venue);
  return wallet !== undefined && wallet.balance <= 0;
}
