import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  validateWithdrawAmount,
  withdrawAllText,
  withdrawBlock,
  withdrawGate,
  withdrawMaxAmount,
  type WithdrawLimits,
} from './withdrawal';

const limits: WithdrawLimits = { balance: 12888.66, minAmount: 100, maxAmount: 50000 };

describe('withdrawGate', () => {
  it('guides to identity first, then to a card', () => {
    expect(withdrawGate({ identityVerified: false, cardCount: 0 })).toBe('needIdentity');
    expect(withdrawGate({ identityVerified: false, cardCount: 2 })).toBe('needIdentity');
    expect(withdrawGate({ identityVerified: true, cardCount: 0 })).toBe('needCard');
    expect(withdrawGate({ identityVerified: true, cardCount: 1 })).toBe('ready');
  });

  it('lets nobody through on a broken reply', () => {
    expect(withdrawGate({ identityVerified: 'yes' as unknown as boolean, cardCount: 1 })).toBe('needIdentity');
    expect(withdrawGate({ identityVerified: true, cardCount: Number.NaN })).toBe('needCard');
    expect(withdrawGate(null as unknown as { identityVerified: boolean; cardCount: number })).toBe('needIdentity');
  });

  it('is ready exactly when verified with a card', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: -2, max: 5 }), (identityVerified, cardCount) => {
        expect(withdrawGate({ identityVerified, cardCount }) === 'ready').toBe(identityVerified && cardCount > 0);
      }),
    );
  });
});

describe('withdrawBlock', () => {
  it('blocks until the audit has passed, then when no withdrawal is left today', () => {
    expect(withdrawBlock({ auditPassed: true, dailyTimesLeft: 3 })).toBeNull();
    expect(withdrawBlock({ auditPassed: false, dailyTimesLeft: 3 })).toBe('auditPending');
    expect(withdrawBlock({ auditPassed: false, dailyTimesLeft: 0 })).toBe('auditPending');
    expect(withdrawBlock({ auditPassed: true, dailyTimesLeft: 0 })).toBe('noTimesLeft');
    expect(withdrawBlock({ auditPassed: true, dailyTimesLeft: -1 })).toBe('noTimesLeft');
    expect(withdrawBlock({ auditPassed: true, dailyTimesLeft: Number.NaN })).toBe('noTimesLeft');
    expect(withdrawBlock(undefined as unknown as { auditPassed: boolean; dailyTimesLeft: number })).toBe('auditPending');
  });
});

describe('withdrawal amount', () => {
  it('may take at most the single maximum or the balance, whichever is smaller', () => {
    expect(withdrawMaxAmount(limits)).toBe(12888.66);
    expect(withdrawMaxAmount({ ...limits, balance: 80000 })).toBe(50000);
    expect(withdrawMaxAmount({ ...limits, maxAmount: Number.NaN })).toBe(12888.66);
    expect(withdrawMaxAmount({ ...limits, balance: -5 })).toBe(0);
    expect(withdrawMaxAmount(null as unknown as WithdrawLimits)).toBe(0);
  });

  it('is refused below the minimum, above the balance or the maximum, in Chinese', () => {
    expect(validateWithdrawAmount('200', limits)).toBeNull();
    expect(validateWithdrawAmount('100', limits)).toBeNull();
    expect(validateWithdrawAmount('12888.66', limits)).toBeNull();
    expect(validateWithdrawAmount('99.99', limits)).toBe('单笔金额不能低于100.00元');
    expect(validateWithdrawAmount('12888.67', limits)).toBe('单笔金额不能高于12,888.66元');
    expect(validateWithdrawAmount('60000', { ...limits, balance: 80000 })).toBe(MESSAGES.amountAboveMax('50,000.00'));
    expect(validateWithdrawAmount('', limits)).toBe(MESSAGES.amountRequired);
    expect(validateWithdrawAmount('5', null as unknown as WithdrawLimits)).toBe(MESSAGES.amountAboveMax('0.00'));
  });

  it('"withdraw all" fills the most one withdrawal may take, to the cent', () => {
    expect(withdrawAllText(limits)).toBe('12888.66');
    expect(withdrawAllText({ ...limits, balance: 80000 })).toBe('50000');
    expect(withdrawAllText({ ...limits, balance: 0 })).toBe('');
  });

  it('"withdraw all" is accepted whenever the balance reaches the minimum', () => {
    const cents = fc.integer({ min: 1, max: 10 ** 10 });
    fc.assert(
      fc.property(cents, cents, cents, (balance, min, max) => {
        const l = { balance: balance / 100, minAmount: min / 100, maxAmount: max / 100 };
        const verdict = validateWithdrawAmount(withdrawAllText(l), l);
        expect(verdict === null).toBe(Math.min(balance, max) >= min);
      }),
      { numRuns: 1000 },
    );
  });
});
