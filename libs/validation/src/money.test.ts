import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeAmount } from './amount';
import { validateAmountRange } from './form-rules';
import { amountTextOf, auditPercent, auditRemaining, fromCents, toCents, venueWalletsTotal } from './money';

const cents = fc.integer({ min: 0, max: 10 ** 13 });

describe('amountTextOf: a balance as amount text for an "all in" button', () => {
  it('writes a balance as an amount the amount input accepts', () => {
    expect(amountTextOf(500)).toBe('500');
    expect(amountTextOf(12888.66)).toBe('12888.66');
    expect(amountTextOf(12.5)).toBe('12.5');
    expect(amountTextOf(0.1 + 0.2)).toBe('0.3');
    expect(amountTextOf(0.01)).toBe('0.01');
    expect(amountTextOf(1e15)).toBe('1000000000000000');
    expect(amountTextOf(1e21)).toBe('1000000000000000000000');
  });

  it('rounds down to the cent, so it never asks for more than the wallet holds', () => {
    expect(amountTextOf(12.345)).toBe('12.34');
    expect(amountTextOf(99.999)).toBe('99.99');
    expect(amountTextOf(1.005)).toBe('1');
  });

  it('gives nothing when there is nothing to move', () => {
    expect(amountTextOf(0)).toBe('');
    expect(amountTextOf(0.004)).toBe('');
    expect(amountTextOf(-3)).toBe('');
    expect(amountTextOf(Number.NaN)).toBe('');
    expect(amountTextOf(Number.POSITIVE_INFINITY)).toBe('');
    expect(amountTextOf('500' as unknown as number)).toBe('');
  });

  it('of any whole number of cents is that exact amount, unchanged by the amount input', () => {
    fc.assert(
      fc.property(
        cents.filter((c) => c > 0),
        (c) => {
          const text = amountTextOf(c / 100);
          expect(Math.round(Number(text) * 100)).toBe(c);
          expect(sanitizeAmount(text)).toBe(text);
          expect(validateAmountRange(text, Number.NaN, c / 100)).toBeNull();
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('of any balance is within a cent below it, and the input keeps it as is', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e12, noNaN: true }), (balance) => {
        const text = amountTextOf(balance);
        if (text === '') {
          expect(balance).toBeLessThan(0.01);
          return;
        }
        expect(sanitizeAmount(text)).toBe(text);
        expect(Number(text)).toBeLessThanOrEqual(balance + 0.001);
        expect(balance - Number(text)).toBeLessThan(0.01);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('cents', () => {
  it('turns yuan to cents and back, bad input as 0', () => {
    expect(toCents(12.34)).toBe(1234);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(fromCents(62245)).toBe(622.45);
    expect(toCents(Number.NaN)).toBe(0);
    expect(fromCents(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('round-trips every whole number of cents', () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(toCents(fromCents(c))).toBe(c);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('venueWalletsTotal', () => {
  it('is the total less the centre wallet, to the cent', () => {
    expect(venueWalletsTotal({ total: 13511.11, center: 12888.66 })).toBe(622.45);
    expect(venueWalletsTotal({ total: 100, center: 100 })).toBe(0);
  });

  it('is never negative and never throws', () => {
    expect(venueWalletsTotal({ total: 10, center: 12 })).toBe(0);
    expect(venueWalletsTotal({ total: Number.NaN, center: 5 })).toBe(0);
    expect(venueWalletsTotal(null as unknown as { total: number; center: number })).toBe(0);
  });

  it('adds back up to the total for any amounts in cents', () => {
    fc.assert(
      fc.property(cents, cents, (center, venues) => {
        const total = (center + venues) / 100;
        expect(toCents(venueWalletsTotal({ total, center: center / 100 }))).toBe(venues);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('audit', () => {
  it('owes what is required less what is done, never below 0', () => {
    expect(auditRemaining({ totalRequired: 1000, totalCompleted: 0 })).toBe(1000);
    expect(auditRemaining({ totalRequired: 1000.3, totalCompleted: 0.1 })).toBe(1000.2);
    expect(auditRemaining({ totalRequired: 1000, totalCompleted: 1500 })).toBe(0);
    expect(auditRemaining({ totalRequired: Number.NaN, totalCompleted: 5 })).toBe(0);
    expect(auditRemaining(undefined as unknown as { totalRequired: number; totalCompleted: number })).toBe(0);
  });

  it('shows progress in whole percent, rounded down, 0 to 100', () => {
    expect(auditPercent(0, 1000)).toBe(0);
    expect(auditPercent(250, 1000)).toBe(25);
    expect(auditPercent(999.99, 1000)).toBe(99);
    expect(auditPercent(0.57, 1)).toBe(57);
    expect(auditPercent(1000, 1000)).toBe(100);
    expect(auditPercent(5000, 1000)).toBe(100);
    expect(auditPercent(-5, 1000)).toBe(0);
    expect(auditPercent(10, 0)).toBe(100);
    expect(auditPercent(Number.NaN, 1000)).toBe(0);
    expect(auditPercent(10, Number.NaN)).toBe(100);
  });

  it('reaches 100 only when done covers required, and never moves backwards', () => {
    fc.assert(
      fc.property(cents, cents, cents, (done, more, required) => {
        const percent = auditPercent(done / 100, required / 100);
        expect(Number.isInteger(percent) && percent >= 0 && percent <= 100).toBe(true);
        expect(percent === 100).toBe(done >= required);
        expect(auditPercent((done + more) / 100, required / 100)).toBeGreaterThanOrEqual(percent);
      }),
      { numRuns: 1000 },
    );
  });
});
