import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMOUNT_DECIMALS, amountToSend, readAmountInput, readDecimalInput, sanitizeAmount, sanitizeDecimal } from './amount';
import { AMOUNT_MAX_WHOLE_DIGITS } from './form-limits';
import { MESSAGES } from './messages';
import { amountChar, amountishText, anyText, digitString } from './test-arbitraries';
import { BAD_AMOUNT_INPUTS } from './testing';

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

// Issue #35 item 5: what a money field holds is an amount as typed, or a refusal with its reason.
describe('readAmountInput: an amount as typed, or refused with the reason', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['00', '0'],
    ['007', '7'],
    ['0.', '0.'],
    ['00.5', '0.5'],
    ['0.05', '0.05'],
    ['12.', '12.'],
    ['12.5', '12.5'],
    ['100', '100'],
    ['1.23', '1.23'],
    ['999999999999.99', '999999999999.99'],
    ['000000000000001', '1'],
  ])('accepts %j as %j (SPEC §5: leading zeros go, "12." is half-typed)', (input, amount) => {
    expect(readAmountInput(input)).toEqual({ ok: true, amount });
  });

  it.each(BAD_AMOUNT_INPUTS.map(({ input, oldRepair }) => [input, oldRepair]))('refuses %j (the old rule made it %s)', (input) => {
    const reading = readAmountInput(input);
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.reason).toMatch(/\p{Script=Han}/u);
  });

  it('says why, naming what does not belong in an amount', () => {
    const reason = (input: string) => {
      const reading = readAmountInput(input);
      return reading.ok ? null : reading.reason;
    };
    expect(reason('-5')).toBe('金额只能输入数字和小数点，不能有“-”');
    expect(reason('2-1')).toBe('金额只能输入数字和小数点，不能有“-”');
    expect(reason('1e2')).toBe('金额只能输入数字和小数点，不能有“e”');
    expect(reason('0x64')).toBe('金额只能输入数字和小数点，不能有“x”');
    expect(reason('1e309')).toBe('金额只能输入数字和小数点，不能有“e”');
    expect(reason(' 100')).toBe('金额只能输入数字和小数点，不能有“空格”');
    expect(reason('一百')).toBe('金额只能输入数字和小数点，不能有“一”“百”');
    expect(reason('abcdefg')).toBe('金额只能输入数字和小数点，不能有“a”“b”“c”“d”“e”等');
    expect(reason('１２３')).toBe('金额须用半角数字和小数点，不能有全角的“１”“２”“３”，请切换到半角后输入');
    expect(reason('100。5')).toBe('金额须用半角数字和小数点，不能有全角的“。”，请切换到半角后输入');
    // Letters first: switching to half-width would not fix them.
    expect(reason('１a')).toBe('金额只能输入数字和小数点，不能有“a”');
    expect(reason('1.2.3')).toBe(MESSAGES.amountExtraPoint);
    expect(reason('.5')).toBe('金额的小数点前要有数字，如 0.5');
    expect(reason('.')).toBe(MESSAGES.amountNoWhole);
    expect(reason('1.234')).toBe(MESSAGES.amountInvalid);
    expect(reason(`1${'0'.repeat(AMOUNT_MAX_WHOLE_DIGITS)}`)).toBe('金额过大，整数部分最多12位');
  });

  it('takes a place count, as sanitizeDecimal does', () => {
    expect(readDecimalInput('1.2345', 4)).toEqual({ ok: true, amount: '1.2345' });
    expect(readDecimalInput('1.23456', 4)).toMatchObject({ ok: false, reason: '金额最多保留4位小数' });
    expect(readDecimalInput('12', 0)).toEqual({ ok: true, amount: '12' });
    expect(readDecimalInput('12.', 0)).toMatchObject({ ok: false, reason: '金额只能是整数' });
    expect(readDecimalInput('1.234', Number.NaN)).toMatchObject({ ok: false, reason: MESSAGES.amountInvalid });
  });

  it('never throws on a value that is not a string', () => {
    expect(readAmountInput(undefined as unknown as string)).toEqual({ ok: true, amount: '' });
    expect(readAmountInput(12 as unknown as string)).toEqual({ ok: true, amount: '' });
  });
});

describe('amountToSend: the number a money form may send', () => {
  it('is the field\'s amount when it is accepted, positive and held as the field writes it', () => {
    expect(amountToSend('5')).toBe(5);
    expect(amountToSend('12.')).toBe(12);
    expect(amountToSend('0.01')).toBe(0.01);
    expect(amountToSend('999999999999.99')).toBe(999999999999.99);
  });

  it('is null for anything else', () => {
    for (const { input } of BAD_AMOUNT_INPUTS) expect(amountToSend(input)).toBeNull();
    for (const text of ['', '0', '0.00', '007']) expect(amountToSend(text)).toBeNull();
  });
});

describe('readAmountInput properties (never a number the member did not type)', () => {
  const amountLike = fc.oneof(
    anyText,
    amountishText,
    fc.tuple(digitString(0, 15), fc.option(digitString(0, 4))).map(([whole, fraction]) => (fraction === null ? whole : `${whole}.${fraction}`)),
  );

  it('accepts exactly ASCII digits with at most one point, a digit before it, ≤ 2 decimals and ≤ 12 whole digits', () => {
    fc.assert(
      fc.property(amountLike, (input) => {
        const match = /^(\d+)(?:\.(\d*))?$/.exec(input);
        const whole = match?.[1]?.replace(/^0+(?=\d)/, '') ?? '';
        const expected = input === '' || (match !== null && (match[2] ?? '').length <= AMOUNT_DECIMALS && whole.length <= AMOUNT_MAX_WHOLE_DIGITS);
        expect(readAmountInput(input).ok).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });

  it('the accepted value, parsed, equals what the member typed; only leading zeros ever go', () => {
    fc.assert(
      fc.property(amountLike, (input) => {
        const reading = readAmountInput(input);
        if (!reading.ok || input === '') return;
        expect(Number(reading.amount)).toBe(Number(input));
        expect(reading.amount).toBe(input.replace(/^0+(?=\d)/, ''));
        expect(amountToSend(reading.amount) ?? 0).toBe(Number(input));
      }),
      { numRuns: 3000 },
    );
  });

  it('a refusal always says why in Chinese', () => {
    fc.assert(
      fc.property(amountLike, (input) => {
        const reading = readAmountInput(input);
        if (!reading.ok) expect(reading.reason).toMatch(/^(金额|请输入正确的金额)/);
      }),
      { numRuns: 1000 },
    );
  });

  it('while a member types, the field holds what was typed: an accepted amount is the typed number, a refused one the typed text', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(amountChar, fc.constantFrom(...'0123456789.'.split(''))), { maxLength: 20 }), (keys) => {
        // The field as AmountInput runs it: an accepted value in the rule's writing, else the text as typed.
        let field = '';
        let typed = '';
        for (const key of keys) {
          typed += key;
          const reading = readAmountInput(field + key);
          field = reading.ok ? reading.amount : field + key;
          const direct = readAmountInput(typed);
          expect(reading.ok).toBe(direct.ok);
          if (reading.ok) expect(Number(field)).toBe(Number(typed));
          else expect(field.replace(/^0+(?=\d)/, '')).toBe(typed.replace(/^0+(?=\d)/, ''));
        }
      }),
      { numRuns: 1000 },
    );
  });
});
