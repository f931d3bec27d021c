import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatInteger, formatMoney, formatNumber } from './number-format';
import { anyText } from './test-arbitraries';

const DISPLAY = /^-?\d{1,3}(,\d{3})*\.\d{2}$/;
// Intl rounds a number's shortest decimal text and (Node 20+) a decimal string exactly, half away
// from zero: an independent oracle for the hand-written rounding.
const intl = new Intl.NumberFormat('zh-CN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});

describe('formatNumber (SPEC §5)', () => {
  it.each<[number | string, string]>([
    [1234567.891, '1,234,567.89'],
    [0, '0.00'],
    [5, '5.00'],
    [999.5, '999.50'],
    [1000, '1,000.00'],
    [-1234.5, '-1,234.50'],
    [0.125, '0.13'],
    [0.005, '0.01'],
    [1e21, '1,000,000,000,000,000,000,000.00'],
    ['1234.5', '1,234.50'],
    ['1.005', '1.01'],
    ['999.995', '1,000.00'],
    [' 1,234.5 ', '1,234.50'],
    ['.5', '0.50'],
    ['5.', '5.00'],
    ['+7', '7.00'],
    ['1e3', '1,000.00'],
    ['12345678901234567890.129', '12,345,678,901,234,567,890.13'],
  ])('%j → %j', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it('rounds a number as it is written, not as its binary value (toFixed would say 1.00, 2.67)', () => {
    expect(formatNumber(1.005)).toBe('1.01');
    expect(formatNumber(2.675)).toBe('2.68');
    expect(formatNumber(1.0049)).toBe('1.00');
    expect(formatNumber(5e-324)).toBe('0.00');
    expect(formatNumber(1.5e-7)).toBe('0.00');
  });

  it('reads exponents without building huge strings', () => {
    expect(formatNumber('1e-999999999')).toBe('0.00');
    expect(formatNumber('1e400')).toBe('0.00'); // not a finite number
    expect(formatNumber('12.5e-1')).toBe('1.25');
  });

  it('never shows a signed zero', () => {
    expect(formatNumber(-0)).toBe('0.00');
    expect(formatNumber(-0.001)).toBe('0.00');
    expect(formatNumber('-0.004')).toBe('0.00');
    expect(formatNumber(-0.005)).toBe('-0.01');
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, '', 'abc', '-', '.', '1.2.3', '¥5', null, undefined, {}])(
    'shows 0.00 for bad input %j',
    (value) => {
      expect(formatNumber(value as number)).toBe('0.00');
    },
  );

  it('agrees with Intl zh-CN for every finite number', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(formatNumber(value)).toBe(intl.format(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with Intl zh-CN for decimal strings', () => {
    const decimalText = fc
      .tuple(fc.constantFrom('', '-', '+'), fc.stringMatching(/^\d{0,25}$/), fc.stringMatching(/^\d{0,6}$/))
      .filter(([, whole, fraction]) => whole !== '' || fraction !== '')
      .map(([sign, whole, fraction]) => `${sign}${whole}${fraction === '' ? '' : `.${fraction}`}`);
    fc.assert(
      fc.property(decimalText, (text) => {
        expect(formatNumber(text)).toBe(intl.format(text as `${number}`));
      }),
      { numRuns: 2000 },
    );
  });

  it('always shows separators and exactly 2 decimals, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.double().map(String)), (value) => {
        expect(formatNumber(value)).toMatch(DISPLAY);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('formatMoney', () => {
  it('puts the currency symbol after the sign', () => {
    expect(formatMoney(1234.5)).toBe('¥1,234.50');
    expect(formatMoney(-1234.5)).toBe('-¥1,234.50');
    expect(formatMoney('88', '$')).toBe('$88.00');
    expect(formatMoney('88', 'USDT ')).toBe('USDT 88.00');
    expect(formatMoney('bad')).toBe('¥0.00');
  });
});

describe('formatInteger (points and counts)', () => {
  it.each([
    [12680, '12,680'],
    [-300, '-300'],
    [0, '0'],
    [1234567, '1,234,567'],
    [2.5, '3'],
    [-2.5, '-3'],
    [-0.4, '0'],
    ['88000', '88,000'],
    [Number.NaN, '0'],
    ['abc', '0'],
  ])('%s → %s', (value, expected) => {
    expect(formatInteger(value)).toBe(expected);
  });
});
