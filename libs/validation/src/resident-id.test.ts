import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { normaliseIdNumber, residentIdCheckCharacter, validateIdNumber } from './resident-id';
import { anyText, digitString } from './test-arbitraries';

/** ISO 7064 MOD 11-2 from the textbook: weights 2^(17−i) mod 11, check value (12 − sum mod 11) mod 11, 10 → X. */
function textbookCheck(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * (2 ** (17 - i) % 11);
  const value = (12 - (sum % 11)) % 11;
  return value === 10 ? 'X' : String(value);
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** 17 digits with a real birth date (1900–2099) in the right place. */
const first17 = fc
  .record({
    region: digitString(6, 6),
    birth: fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true }),
    sequence: digitString(3, 3),
  })
  .map(
    ({ region, birth, sequence }) =>
      `${region}${pad(birth.getUTCFullYear(), 4)}${pad(birth.getUTCMonth() + 1, 2)}${pad(birth.getUTCDate(), 2)}${sequence}`,
  );
const validId = first17.map((head) => `${head}${textbookCheck(head)}`);

describe('validateIdNumber (GB 11643-1999)', () => {
  it('accepts a valid number, with a lower-case or full-width x, spaces around it', () => {
    expect(validateIdNumber('11010519491231002X')).toBeNull();
    expect(validateIdNumber('11010519491231002x')).toBeNull();
    expect(validateIdNumber('11010519491231002Ｘ')).toBeNull();
    expect(validateIdNumber('１１０１０５１９４９１２３１００２Ｘ')).toBeNull();
    expect(validateIdNumber(' 440524198001010013 ')).toBeNull();
    expect(validateIdNumber('320102198511110527')).toBeNull();
  });

  it('refuses a wrong check character', () => {
    expect(validateIdNumber('110105194912310021')).toBe('身份证号校验不通过，请核对后重新输入');
    expect(validateIdNumber('320102198511110528')).toBe(MESSAGES.idNumberChecksum);
  });

  it('refuses a birth date that does not exist, or before 1900', () => {
    expect(validateIdNumber('110105194902300023')).toBe('身份证号中的出生日期有误');
    expect(validateIdNumber('110105190002290013'.slice(0, 17) + textbookCheck('11010519000229001'))).toBe(MESSAGES.idNumberBirthDate);
    expect(validateIdNumber('110105200002290011'.slice(0, 17) + textbookCheck('11010520000229001'))).toBeNull();
    expect(validateIdNumber('11010518991231001' + textbookCheck('11010518991231001'))).toBe(MESSAGES.idNumberBirthDate);
    expect(validateIdNumber('11010519491300001' + textbookCheck('11010519491300001'))).toBe(MESSAGES.idNumberBirthDate);
    expect(validateIdNumber('11010519490000001' + textbookCheck('11010519490000001'))).toBe(MESSAGES.idNumberBirthDate);
    expect(validateIdNumber('11010500990101001' + textbookCheck('11010500990101001'))).toBe(MESSAGES.idNumberBirthDate);
  });

  it('refuses a wrong length or an X anywhere but last, and asks for a missing number', () => {
    expect(validateIdNumber('11010519491231002')).toBe('身份证号须为18位（最后一位可为X）');
    expect(validateIdNumber('11010519491231002X1')).toBe(MESSAGES.idNumberShape);
    expect(validateIdNumber('1101051949123100X2')).toBe(MESSAGES.idNumberShape);
    expect(validateIdNumber('110105 19491231002X')).toBe(MESSAGES.idNumberShape);
    expect(validateIdNumber('110105491231002')).toBe(MESSAGES.idNumberShape);
    expect(validateIdNumber('')).toBe('请输入身份证号');
    expect(validateIdNumber('   ')).toBe(MESSAGES.idNumberRequired);
  });

  it('never throws on bad input and answers in Chinese', () => {
    for (const bad of [null, undefined, 42, {}, []]) expect(validateIdNumber(bad as unknown as string)).toBe(MESSAGES.idNumberRequired);
    fc.assert(
      fc.property(anyText, (value) => {
        const result = validateIdNumber(value);
        expect(result === null || /[\u4e00-\u9fa5]/.test(result)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts every number whose check character is the textbook one', () => {
    fc.assert(
      fc.property(validId, (id) => {
        expect(validateIdNumber(id)).toBeNull();
        expect(validateIdNumber(id.toLowerCase())).toBeNull();
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses every other check character', () => {
    fc.assert(
      fc.property(first17, fc.constantFrom(...'0123456789X'.split('')), (head, check) => {
        fc.pre(check !== textbookCheck(head));
        expect(validateIdNumber(`${head}${check}`)).toBe(MESSAGES.idNumberChecksum);
      }),
      { numRuns: 1000 },
    );
  });

  it('catches any one mistyped digit and any two neighbouring digits swapped', () => {
    fc.assert(
      fc.property(validId, fc.nat(16), fc.integer({ min: 1, max: 9 }), (id, index, shift) => {
        const typo = `${id.slice(0, index)}${String((Number(id[index]) + shift) % 10)}${id.slice(index + 1)}`;
        expect(validateIdNumber(typo)).not.toBeNull();
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(validId, fc.nat(16), (id, index) => {
        const a = id[index] ?? '';
        const b = id[index + 1] ?? '';
        fc.pre(a !== b && b !== 'X');
        expect(validateIdNumber(`${id.slice(0, index)}${b}${a}${id.slice(index + 2)}`)).not.toBeNull();
      }),
      { numRuns: 1000 },
    );
  });
});

describe('residentIdCheckCharacter', () => {
  it('is the check character of 17 digits, null for anything else', () => {
    expect(residentIdCheckCharacter('11010519491231002')).toBe('X');
    expect(residentIdCheckCharacter('44052419800101001')).toBe('3');
    expect(residentIdCheckCharacter('1101051949123100')).toBeNull();
    expect(residentIdCheckCharacter('1101051949123100A')).toBeNull();
    expect(residentIdCheckCharacter(undefined as unknown as string)).toBeNull();
  });

  it('agrees with the textbook formula', () => {
    fc.assert(
      fc.property(digitString(17, 17), (head) => {
        expect(residentIdCheckCharacter(head)).toBe(textbookCheck(head));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('normaliseIdNumber', () => {
  it('submits the folded form', () => {
    expect(normaliseIdNumber(' 11010519491231002x ')).toBe('11010519491231002X');
    expect(normaliseIdNumber('１１０１０５１９４９１２３１００２ｘ')).toBe('11010519491231002X');
    expect(normaliseIdNumber(null as unknown as string)).toBe('');
  });

  it('of a number the rule accepts is 18 characters the contract accepts', () => {
    fc.assert(
      fc.property(validId, fc.constantFrom('', ' ', '\u3000'), (id, space) => {
        expect(normaliseIdNumber(`${space}${id.toLowerCase()}${space}`)).toMatch(/^\d{17}[\dXx]$/);
      }),
    );
  });
});
