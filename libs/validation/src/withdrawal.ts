/**
 * What a withdrawal needs (取款): a verified identity, then a bound account; the audit passed and
 * a withdrawal left today; an amount between the platform's single minimum and the smaller of its
 * single maximum and the withdrawable balance.
 */
import { validateAmountRange } from './form-rules';
import { amountTextOf } from './money';

export type WithdrawGate = 'needIdentity' | 'needCard' | 'ready';

/** What stands between the member and the withdrawal form, in the order they must be fixed. */
export function withdrawGate(input: { identityVerified: boolean; cardCount: number }): WithdrawGate {
  if (typeof input !== 'object' || input === null || input.identityVerified !== true) return 'needIdentity';
  if (!(input.cardCount > 0)) return 'needCard';
  return 'ready';
}

export type WithdrawBlock = 'auditPending' | 'noTimesLeft' | null;

/** Why the form may not be sent now (the audit first, then today's count), or null. */
export function withdrawBlock(input: { auditPassed: boolean; dailyTimesLeft: number }): WithdrawBlock {
  if (typeof input !== 'object' || input === null || input.auditPassed !== true) return 'auditPending';
  return input.dailyTimesLeft > 0 ? null : 'noTimesLeft';
}

export interface WithdrawLimits {
  /** What the member may withdraw now. */
  balance: number;
  minAmount: number;
  maxAmount: number;
}

/** The most one withdrawal may take: the single maximum or the balance, whichever is smaller. */
export function withdrawMaxAmount(limits: WithdrawLimits): number {
  if (typeof limits !== 'object' || limits === null) return 0;
  const balance = Number.isFinite(limits.balance) ? Math.max(0, limits.balance) : 0;
  return Number.isFinite(limits.maxAmount) ? Math.min(limits.maxAmount, balance) : balance;
}

export function validateWithdrawAmount(amount: string, limits: WithdrawLimits): string | null {
  const min = typeof limits === 'object' && limits !== null ? limits.minAmount : Number.NaN;
  return validateAmountRange(amount, min, withdrawMaxAmount(limits));
}

/** The "withdraw all" amount text: the most one withdrawal may take, rounded down to the cent. */
export function withdrawAllText(limits: WithdrawLimits): string {
  return amountTextOf(withdrawMaxAmount(limits));
}
