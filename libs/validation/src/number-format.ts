/**
 * Number display (SPEC §5): thousands separators and exactly 2 decimals, zh-CN style
 * ("1,234,567.89"). Worked out on decimal strings rather than with Intl so that a server amount
 * such as "1.005" rounds the way it reads (half away from zero → "1.01") in every browser, and
 * integers beyond 2^53 sent as strings keep every digit.
 *
 * Accepted: finite numbers; strings holding a decimal number, with optional sign, surrounding
 * spaces, thousands commas and exponent ("1e3"). Anything else (NaN, Infinity, "", "abc", null)
 * shows "0.00". Zero never shows a sign ("-0.001" → "0.00").
 */

const DISPLAY_DECIMALS = 2;
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;
const EXPONENT_FORM = /^[+-]?(?:\d+\.?\d*|\.\d+)e[+-]?\d+$/i;
/** Number#toFixed switches to exponent form at 1e21. */
const TO_FIXED_LIMIT = 1e21;
/**
 * Enough fraction digits to hold a double's exact value for every magnitude that can round to a
 * cent (|x| ≥ 2^-30 needs at most 82), so rounding happens once, on the exact value, and
 * 1.0049 never becomes "1.005" → "1.01". 100 is the largest toFixed accepts.
 */
const EXACT_FRACTION_DIGITS = 100;
const FALLBACK = '0.00';

interface Decimal {
  negative: boolean;
  integer: string;
  fraction: string;
}

function fromNumber(value: number): Decimal | null {
  if (!Number.isFinite(value)) return null;
  const magnitude = Math.abs(value);
  // From 1e21 up every double is an integer, so BigInt gives its exact digits.
  const text = magnitude < TO_FIXED_LIMIT ? magnitude.toFixed(EXACT_FRACTION_DIGITS) : `${BigInt(magnitude)}`;
  const [integer = '0', fraction = ''] = text.split('.');
  return { negative: value < 0, integer, fraction };
}

function fromString(value: string): Decimal | null {
  const text = value.trim().replaceAll(',', '');
  if (EXPONENT_FORM.test(text)) return fromNumber(Number(text));
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign = '', integer = '', fraction = ''] = match;
  if (integer === '' && fraction === '') return null;
  return { negative: sign === '-', integer: integer === '' ? '0' : integer, fraction };
}

/** Adds one to a string of digits ("199" → "200"). */
function incrementDigits(digits: string): string {
  let carry = 1;
  let out = '';
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    const sum = Number(digits[i]) + carry;
    out = String(sum % 10) + out;
    carry = sum >= 10 ? 1 : 0;
  }
  return carry ? `1${out}` : out;
}

function groupThousands(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function roundToDisplay({ negative, integer, fraction }: Decimal): string {
  const padded = fraction.padEnd(DISPLAY_DECIMALS + 1, '0');
  let digits = `${integer}${padded.slice(0, DISPLAY_DECIMALS)}`;
  if (Number(padded[DISPLAY_DECIMALS]) >= 5) digits = incrementDigits(digits);
  digits = digits.padStart(DISPLAY_DECIMALS + 1, '0');
  const whole = digits.slice(0, -DISPLAY_DECIMALS).replace(/^0+(?=\d)/, '');
  const cents = digits.slice(-DISPLAY_DECIMALS);
  const isZero = /^0*$/.test(whole + cents);
  return `${negative && !isZero ? '-' : ''}${groupThousands(whole)}.${cents}`;
}

function toDecimal(value: unknown): Decimal | null {
  if (typeof value === 'number') return fromNumber(value);
  if (typeof value === 'string') return fromString(value);
  return null;
}

/** 1234567.891 → "1,234,567.89"; "1.005" → "1.01"; bad input → "0.00". */
export function formatNumber(value: number | string): string {
  const decimal = toDecimal(value);
  return decimal ? roundToDisplay(decimal) : FALLBACK;
}

/** formatNumber with a currency symbol after the sign: -1234.5 → "-¥1,234.50". */
export function formatMoney(value: number | string, currencySymbol = '¥'): string {
  const formatted = formatNumber(value);
  const symbol = typeof currencySymbol === 'string' ? currencySymbol : '¥';
  return formatted.startsWith('-') ? `-${symbol}${formatted.slice(1)}` : `${symbol}${formatted}`;
}
