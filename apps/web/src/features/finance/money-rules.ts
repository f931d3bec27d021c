import { CENTER_WALLET } from '@site/api-contract';
import type { WalletBalances } from '@site/api-contract';
import { sanitizeAmount, validateAmountRange } from '@site/validation';

// TODO(lib): move to @site/validation — amount text for a balance and the money gates are rules.

/** The amount text of a balance, for an "all in" button: 500 → "500", 12.5 → "12.5", -3 → "". */
export function amountTextOf(balance: number): string {
  if (!Number.isFinite(balance) || balance <= 0) return '';
  const cents = Math.floor(Math.round(balance * 1000) / 10);
  const text = (cents / 100)
    .toFixed(2)
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
  return sanitizeAmount(text);
}

export type TransferDirection = 'in' | 'out';

/** "in" moves centre → venue, "out" moves venue → centre. */
export function transferEnds(direction: TransferDirection, venue: string): { from: string; to: string } {
  return direction === 'in' ? { from: CENTER_WALLET, to: venue } : { from: venue, to: CENTER_WALLET };
}

export function walletBalance(balances: WalletBalances, code: string): number {
  if (code === CENTER_WALLET) return balances.center;
  return balances.wallets.find((w) => w.code === code)?.balance ?? 0;
}

/** A transfer amount: positive, at most 2 decimals, not above what the source wallet holds. */
export function validateTransferAmount(amount: string, sourceBalance: number): string | null {
  return validateAmountRange(amount, Number.NaN, sourceBalance);
}

export type WithdrawGate = 'needIdentity' | 'needCard' | 'ready';

/** What stands between the member and a withdrawal, in the order they must be fixed. */
export function withdrawGate(input: { identityVerified: boolean; cardCount: number }): WithdrawGate {
  if (!input.identityVerified) return 'needIdentity';
  if (input.cardCount === 0) return 'needCard';
  return 'ready';
}

/** Digital-currency coins for a yuan amount at the channel rate, 2 decimals, rounded up. */
export function coinsFor(amount: string, rate: number | null): string | null {
  const yuan = Number(amount);
  if (rate === null || !(rate > 0) || !(yuan > 0)) return null;
  return (Math.ceil((yuan / rate) * 100 - 1e-9) / 100).toFixed(2);
}
