import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { amountTextOf } from './money';
import { formatNumber } from './number-format';
import {
  defaultTransferVenue,
  isWalletUsable,
  oppositeDirection,
  transferEnds,
  validateTransferAmount,
  walletBalance,
  type WalletBalancesView,
} from './transfer';

const CENTER = 'CENTER';
const balances: WalletBalancesView = {
  center: 12888.66,
  wallets: [
    { code: 'IMTY', balance: 123.45, status: 1 },
    { code: 'OBTY', balance: 500, status: 1 },
    { code: 'FBTY', balance: 8, status: 0 },
  ],
};

describe('transferEnds', () => {
  it('turns a direction into the two wallets', () => {
    expect(transferEnds('in', 'OBTY', CENTER)).toEqual({ from: 'CENTER', to: 'OBTY' });
    expect(transferEnds('out', 'OBTY', CENTER)).toEqual({ from: 'OBTY', to: 'CENTER' });
  });

  it('swapping the direction swaps the ends, twice is no swap', () => {
    fc.assert(
      fc.property(fc.constantFrom('in' as const, 'out' as const), fc.string(), (direction, venue) => {
        const ends = transferEnds(direction, venue, CENTER);
        expect(transferEnds(oppositeDirection(direction), venue, CENTER)).toEqual({ from: ends.to, to: ends.from });
        expect(oppositeDirection(oppositeDirection(direction))).toBe(direction);
      }),
    );
  });
});

describe('walletBalance', () => {
  it('reads a wallet balance by code, an unknown wallet holding 0', () => {
    expect(walletBalance(balances, 'CENTER', CENTER)).toBe(12888.66);
    expect(walletBalance(balances, 'IMTY', CENTER)).toBe(123.45);
    expect(walletBalance(balances, 'NOPE', CENTER)).toBe(0);
  });

  it('never throws on a broken reply', () => {
    expect(walletBalance({ center: Number.NaN, wallets: [] }, CENTER, CENTER)).toBe(0);
    expect(walletBalance({ center: 1, wallets: null as unknown as [] }, 'OBTY', CENTER)).toBe(0);
    expect(walletBalance(null as unknown as WalletBalancesView, 'OBTY', CENTER)).toBe(0);
    expect(walletBalance(null as unknown as WalletBalancesView, CENTER, CENTER)).toBe(0);
  });
});

describe('defaultTransferVenue', () => {
  it('opens on the preferred venue when it is usable', () => {
    expect(defaultTransferVenue(balances.wallets, 'OBTY')).toBe('OBTY');
  });

  it('else on the first usable venue, else the first venue, else none', () => {
    expect(defaultTransferVenue(balances.wallets, 'FBTY')).toBe('IMTY');
    expect(defaultTransferVenue([{ code: 'FBTY', balance: 0, status: 0 }], 'OBTY')).toBe('FBTY');
    expect(defaultTransferVenue([], 'OBTY')).toBe('');
    expect(defaultTransferVenue(undefined as unknown as [], 'OBTY')).toBe('');
  });

  it('is usable whenever any venue is', () => {
    const wallet = fc.record({
      code: fc.constantFrom('OBTY', 'IMTY', 'FBTY', 'AGZR'),
      balance: fc.double(),
      status: fc.integer({ min: -1, max: 2 }),
    });
    fc.assert(
      fc.property(fc.array(wallet, { maxLength: 6 }), (wallets) => {
        const code = defaultTransferVenue(wallets, 'OBTY');
        if (wallets.some(isWalletUsable)) expect(wallets.some((w) => w.code === code && isWalletUsable(w))).toBe(true);
      }),
    );
  });

  it('counts only status 1 as usable', () => {
    expect(isWalletUsable({ status: 1 })).toBe(true);
    expect(isWalletUsable({ status: 0 })).toBe(false);
    expect(isWalletUsable({ status: 2 })).toBe(false);
    expect(isWalletUsable(undefined)).toBe(false);
  });
});

describe('validateTransferAmount', () => {
  it('refuses a transfer above the source balance, empty or zero, in Chinese', () => {
    expect(validateTransferAmount('500', 500)).toBeNull();
    expect(validateTransferAmount('0.01', 500)).toBeNull();
    expect(validateTransferAmount('500.01', 500)).toBe('单笔金额不能高于500.00元');
    expect(validateTransferAmount('1', 0)).toBe('单笔金额不能高于0.00元');
    expect(validateTransferAmount('', 500)).toBe('请输入金额');
    expect(validateTransferAmount('0', 500)).toBe('金额须大于0');
    expect(validateTransferAmount('1.234', 500)).toBe(MESSAGES.amountInvalid);
  });

  it('accepts the all-in amount of any balance of a cent or more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 12 }), (cents) => {
        expect(validateTransferAmount(amountTextOf(cents / 100), cents / 100)).toBeNull();
        expect(validateTransferAmount(amountTextOf((cents + 1) / 100), cents / 100)).toBe(
          MESSAGES.amountAboveMax(formatNumber(cents / 100)),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on a broken balance', () => {
    expect(validateTransferAmount('5', undefined as unknown as number)).toBe(MESSAGES.amountAboveMax('0.00'));
    expect(validateTransferAmount(null as unknown as string, 5)).toBe(MESSAGES.amountRequired);
  });
});
