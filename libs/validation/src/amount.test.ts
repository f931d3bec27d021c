import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMOUNT_DECIMALS, sanitizeAmount, sanitizeDecimal } from './amount';
import { amountishText, anyText, digitString } from './test-arbitraries';

const VALID_AMOUNT = /^(0|[1-9]\d*)(\.\d{0,2})?$/;
const validFor = (decimals: number) =>
  decimals === 0 ? /^(0|[1-9]\d*)$/ : new RegExp(`^(0|[1-9]\\d*)(\\.\\d{0,${decimals}})?$`);

describe('sanitizeAmount (SPEC §5)', () => {
  it('uses 2 decimals (SPEC §9)', () => {
    expect(AMOUNT_DECIMALS).toBe(2);
  });

  it.each([
    ['.', ''],
    ['00', '0'],
    ['', ''],
    ['007', '7'],
    ['0', '0'],
    ['0.', '0.'],
    ['00.5', '0.5'],
    ['.5', '0.5'],
    ['1.234', '1.23'],
    ['1.2.3', '1.23'],
    ['12.', '12.'],
    ['100', '100'],
    ['-5', '5'],
    ['abc', ''],
    ['..', ''],
  ])('%j → %j', (input, expected) => {
    expect(sanitizeAmount(input)).toBe(expected);
  });

  it('cleans pasted money text', () => {
    expect(sanitizeAmount('¥1,234.50')).toBe('1234.50');
    expect(sanitizeAmount(' 2 000 元 ')).toBe('2000');
    expect(sanitizeAmount('1.999')).toBe('1.99');
  });

  it('reads full-width digits and the IME full stops as an amount', () => {
    expect(sanitizeAmount('１２３．４５６')).toBe('123.45');
    expect(sanitizeAmount('100。5')).toBe('100.5');
    expect(sanitizeAmount('1２ab3')).toBe('123');
    expect(sanitizeAmount('０')).toBe('0');
  });

  it('drops digits of other scripts rather than guessing them', () => {
    expect(sanitizeAmount('١٢٣')).toBe('');
  });

  it('never throws on a value that is not a string', () => {
    expect(sanitizeAmount(undefined as unknown as string)).toBe('');
    expect(sanitizeAmount(12 as unknown as string)).toBe('');
  });
});

describe('sanitizeDecimal', () => {
  it('takes the number of decimal places (SPEC-NOTES 15)', () => {
    expect(sanitizeDecimal('1.23456', 4)).toBe('1.2345');
    expect(sanitizeDecimal('1.23456', 2)).toBe(sanitizeAmount('1.23456'));
  });

  it('with 0 places keeps whole numbers only', () => {
    expect(sanitizeDecimal('12.5', 0)).toBe('12');
    expect(sanitizeDecimal('12.', 0)).toBe('12');
    expect(sanitizeDecimal('.', 0)).toBe('');
    expect(sanitizeDecimal('.5', 0)).toBe('0');
  });

  it('treats a broken place count predictably', () => {
    expect(sanitizeDecimal('1.23456', Number.NaN)).toBe('1.23');
    expect(sanitizeDecimal('1.23456', -3)).toBe('1');
    expect(sanitizeDecimal('1.23456', 1.9)).toBe('1.2');
    expect(sanitizeDecimal('1.23456', Number.POSITIVE_INFINITY)).toBe('1.23456');
  });
});

describe('amount properties', () => {
  it('never throws and always yields a valid amount or ""', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, amountishText), (input) => {
        const out = sanitizeAmount(input);
        expect(out === '' || VALID_AMOUNT.test(out)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('obeys any decimal count', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, amountishText), fc.integer({ min: 0, max: 8 }), (input, decimals) => {
        const out = sanitizeDecimal(input, decimals);
        expect(out === '' || validFor(decimals).test(out)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('is idempotent: sanitising again changes nothing', () => {
    fc.assert(
      fc.property(amountishText, (input) => {
        const once = sanitizeAmount(input);
        expect(sanitizeAmount(once)).toBe(once);
      }),
    );
  });

  it('leaves an already valid amount untouched', () => {
    const validAmount = fc
      .tuple(fc.oneof(fc.constant('0'), fc.stringMatching(/^[1-9]\d{0,12}$/)), fc.option(digitString(0, 2)))
      .map(([whole, fraction]) => (fraction === null ? whole : `${whole}.${fraction}`));
    fc.assert(
      fc.property(validAmount, (amount) => {
        expect(sanitizeAmount(amount)).toBe(amount);
      }),
    );
  });

  it('stays valid after every keystroke of a member typing', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(amountishText, fc.constant('.')), { maxLength: 15 }), (keystrokes) => {
        let field = '';
        for (const typed of keystrokes) {
          field = sanitizeAmount(field + typed);
          expect(field === '' || VALID_AMOUNT.test(field)).toBe(true);
        }
      }),
    );
  });

  it('keeps the digits of a plain number, minus its leading zeros', () => {
    fc.assert(
      fc.property(digitString(1, 20), (digits) => {
        expect(sanitizeAmount(digits)).toBe(digits.replace(/^0+(?=\d)/, ''));
      }),
    );
  });
});
