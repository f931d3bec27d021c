import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY_CODE, formatPhone, normaliseCountryCode, parsePhone } from './phone';
import { anyText, digitString } from './test-arbitraries';

describe('formatPhone', () => {
  it('writes (countrycode)number with 86 by default (SPEC §9)', () => {
    expect(DEFAULT_COUNTRY_CODE).toBe(86);
    expect(formatPhone('13800138000')).toBe('(86)13800138000');
  });

  it('takes the country code as a number or as text', () => {
    expect(formatPhone('91234567', 852)).toBe('(852)91234567');
    expect(formatPhone('91234567', '+852')).toBe('(852)91234567');
    expect(formatPhone('91234567', '00852')).toBe('(852)91234567');
  });

  it('falls back to 86 for a broken country code', () => {
    expect(formatPhone('13800138000', '')).toBe('(86)13800138000');
    expect(formatPhone('13800138000', 'abc')).toBe('(86)13800138000');
    expect(formatPhone('13800138000', 12345)).toBe('(86)13800138000');
    expect(formatPhone('13800138000', -1)).toBe('(86)13800138000');
  });

  it('cleans what a keyboard adds to the number', () => {
    expect(formatPhone(' 138 0013-8000 ')).toBe('(86)13800138000');
    expect(formatPhone('１３８００１３８０００')).toBe('(86)13800138000');
  });

  it('keeps the country code of an already formatted number unless given one', () => {
    expect(formatPhone('(852)91234567')).toBe('(852)91234567');
    expect(formatPhone('(852)91234567', 853)).toBe('(853)91234567');
  });

  it('gives "" when there is no number', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('abc')).toBe('');
    expect(formatPhone(undefined as unknown as string)).toBe('');
  });
});

describe('parsePhone', () => {
  it('reads the platform form', () => {
    expect(parsePhone('(86)13800138000')).toEqual({ countryCode: '86', number: '13800138000' });
    expect(parsePhone('(+852) 9123 4567')).toEqual({ countryCode: '852', number: '91234567' });
    expect(parsePhone('（86）13800138000')).toEqual({ countryCode: '86', number: '13800138000' });
  });

  it('reads a bare number with the default country code', () => {
    expect(parsePhone('13800138000')).toEqual({ countryCode: '86', number: '13800138000' });
  });

  it('gives null for anything else', () => {
    for (const text of ['', '()', '(86)', '(86)abc', 'abc', '(12345)138', '138abc', '+']) {
      expect(parsePhone(text)).toBeNull();
    }
  });

  it('round-trips with formatPhone', () => {
    fc.assert(
      fc.property(digitString(1, 15), fc.integer({ min: 1, max: 9999 }), (number, code) => {
        expect(parsePhone(formatPhone(number, code))).toEqual({ countryCode: String(code), number });
      }),
    );
  });

  it('never throws and returns digits only', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const parsed = parsePhone(text);
        if (parsed !== null) {
          expect(parsed.number).toMatch(/^\d+$/);
          expect(parsed.countryCode).toMatch(/^[1-9]\d{0,3}$/);
        }
        expect(formatPhone(text)).toMatch(/^(\([1-9]\d{0,3}\)\d+)?$/);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('normaliseCountryCode', () => {
  it('accepts the usual spellings', () => {
    expect(normaliseCountryCode('(86)')).toBe('86');
    expect(normaliseCountryCode(1)).toBe('1');
    expect(normaliseCountryCode(undefined)).toBe('86');
    expect(normaliseCountryCode(Number.NaN)).toBe('86');
  });
});
