/**
 * Money arithmetic of the member's pages on the platform's yuan amounts (2 decimals, SPEC §9).
 * Sums and differences are worked out in whole cents, so 13511.11 − 12888.66 is 622.45 and not
 * 622.4500000000007. A balance turned into amount text is rounded down to the cent: an "all in"
 * button never asks for more than the wallet holds. Bad input (NaN, Infinity, a non-number) is
 * treated as no money and never throws.
 */
import { AMOUNT_DECIMALS } from './amount';

const CENTS_PER_YUAN = 10 ** AMOUNT_DECIMALS;
// A double such as 0.1 + 0.2 (0.30000000000000004) or 0.29999999999999998 is meant as a whole
// number of cents: values within a tenth of a cent of one count as it before rounding down.
const SUB_CENT_STEPS = 10;

function finite(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** Yuan → whole cents, to the nearest cent. */
export function toCents(yuan: number): number {
  return Math.round(finite(yuan) * CENTS_PER_YUAN);
}

/** Whole cents → yuan. */
export function fromCents(cents: number): number {
  return Math.round(finite(cents)) / CENTS_PER_YUAN;
}

/**
 * The amount text of a balance, as the amount input would hold it, for an "all in" button:
 * 500 → "500", 12.5 → "12.5", 0.1 + 0.2 → "0.3", 12.345 → "12.34"; nothing to move (0, below a
 * cent, negative, NaN) → "".
 */
export function amountTextOf(balance: number): string {
  const value = finite(balance);
  if (value <= 0) return '';
  const cents = Math.floor(Math.round(value * CENTS_PER_YUAN * SUB_CENT_STEPS) / SUB_CENT_STEPS);
  if (cents <= 0) return '';
  // Beyond 2^53 cents a double has no cents left to show; its whole yuan are exact as a BigInt.
  if (!Number.isSafeInteger(cents)) return BigInt(Math.floor(value)).toString();
  const whole = Math.floor(cents / CENTS_PER_YUAN);
  const fraction = String(cents % CENTS_PER_YUAN)
    .padStart(AMOUNT_DECIMALS, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${String(whole)}.${fraction}`;
}

/** What the venue wallets hold together: the total less the centre wallet, never below 0. */
export function venueWalletsTotal(balances: { total: number; center: number }): number {
  if (typeof balances !== 'object' || balances === null) return 0;
  return fromCents(Math.max(0, toCents(balances.total) - toCents(balances.center)));
}

/** Turnover still owed before a withdrawal: required less completed, never below 0. */
export function auditRemaining(audit: { totalRequired: number; totalCompleted: number }): number {
  if (typeof audit !== 'object' || audit === null) return 0;
  return fromCents(Math.max(0, toCents(audit.totalRequired) - toCents(audit.totalCompleted)));
}

/**
 * How far one audit item is, in whole percent 0–100, rounded down (99.99 % is not done). Nothing
 * required counts as done.
 */
export function auditPercent(completed: number, required: number): number {
  const need = toCents(required);
  if (need <= 0) return 100;
  const done = toCents(completed);
  return Math.min(100, Math.max(0, Math.floor((done * 100) / need)));
}
