/**
 * Deposits (存款): the member picks a method, then one of its channels, then an amount within the
 * channel's limits. USDT channels quote a rate (yuan per coin); the coins to pay are rounded up to
 * the cent so that the payment covers the order.
 */
import { clipToCodeUnits } from './clip';
import { DEPOSITOR_NAME_MAX_LENGTH } from './form-limits';
import { validateAmountRange } from './form-rules';

export interface DepositChannelView {
  id: number;
  method: string;
  minAmount: number;
  maxAmount: number;
}

const AMOUNT_TEXT = /^\d+(\.\d*)?$/;
const COIN_DECIMALS = 2;
const COIN_STEPS = 10 ** COIN_DECIMALS;
// Float noise in yuan / rate (720 / 7.2 = 100.00000000000001) must not add a cent: a quotient
// this close (relative to its size) to a whole cent counts as that cent.
const RELATIVE_SLACK = 1e-12;
const BANK_METHOD = 'BANK';

/** Coins for a yuan amount text at the channel rate, 2 decimals, rounded up; null when there is nothing to quote. */
export function coinsFor(amount: string, rate: number | null): string | null {
  if (typeof amount !== 'string' || !AMOUNT_TEXT.test(amount.trim())) return null;
  const yuan = Number(amount.trim());
  if (typeof rate !== 'number' || !Number.isFinite(rate) || !(rate > 0) || !(yuan > 0)) return null;
  const steps = (yuan / rate) * COIN_STEPS;
  const nearest = Math.round(steps);
  const coins = (Math.abs(steps - nearest) <= steps * RELATIVE_SLACK ? nearest : Math.ceil(steps)) / COIN_STEPS;
  // toFixed writes 1e21 and above in exponent form, which is no amount.
  return Number.isFinite(coins) && coins < 1e21 ? coins.toFixed(COIN_DECIMALS) : null;
}

/** The methods that have at least one channel, in the platform's channel order. */
export function depositMethodsOf<M extends string>(channels: readonly { method: M }[]): M[] {
  const seen: M[] = [];
  if (!Array.isArray(channels)) return seen;
  for (const c of channels) if (!seen.includes(c.method)) seen.push(c.method);
  return seen;
}

/**
 * The method and channel the page shows: the member's choice when it still exists, else the first
 * method and its first channel. `inMethod` lists the channels to choose between.
 */
export function pickDepositChannel<C extends DepositChannelView>(
  channels: readonly C[],
  chosen: { method: string | null; channelId: number | null },
): { method: C['method'] | null; inMethod: C[]; channel: C | null } {
  const list = Array.isArray(channels) ? channels : [];
  const methods = depositMethodsOf(list);
  const method = methods.find((m) => m === chosen.method) ?? methods[0] ?? null;
  const inMethod = list.filter((c) => c.method === method);
  const channel = inMethod.find((c) => c.id === chosen.channelId) ?? inMethod[0] ?? null;
  return { method, inMethod, channel };
}

export function validateDepositAmount(amount: string, channel: Pick<DepositChannelView, 'minAmount' | 'maxAmount'>): string | null {
  if (typeof channel !== 'object' || channel === null) return validateAmountRange(amount, Number.NaN, Number.NaN);
  return validateAmountRange(amount, channel.minAmount, channel.maxAmount);
}

/** The depositor name a bank deposit carries (trimmed, cut to the platform's 20 UTF-16 units); other methods and an empty field carry none. */
export function depositorNameFor(method: string, name: string): string | undefined {
  if (method !== BANK_METHOD || typeof name !== 'string') return undefined;
  const trimmed = clipToCodeUnits(name.trim(), DEPOSITOR_NAME_MAX_LENGTH).trim();
  return trimmed === '' ? undefined : trimmed;
}
