/**
 * Number display (SPEC §5): thousands separators and exactly 2 decimals, zh-CN style
 * ("1,234,567.89"), rounding half away from zero.
 *
 * Worked out on decimal text rather than on binary doubles: a number is read as the text
 * JavaScript writes for it (String(1.005) is "1.005", the same text the server sent in its JSON),
 * so 1.005 and "1.005" both show "1.01" — as Intl.NumberFormat shows them — where toFixed would
 * give "1.00". Integers beyond 2^53 sent as strings keep every digit.
 *
 * Accepted: finite numbers; strings holding a decimal number, with optional sign, surrounding
 * spaces, thousands commas and exponent ("1e3"), whose value is a finite number. Anything else
 * (NaN, Infinity, "", "abc", "1e999", null) shows "0.00". Zero never shows a sign
 * ("-0.001" → "0.00").
 */

const DISPLAY_DECIMALS = 2;
const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
const FALLBACK = '0.00';

interface Decimal {
  negative: boolean;
  integer: string;
  /** Only the first DISPLAY_DECIMALS + 1 digits matter for half-away-from-zero rounding. */
  fraction: string;
}

function parseDecimalText(raw: string): Decimal | null {
  const text = raw.trim().replaceAll(',', '');
  const match = DECIMAL_TEXT.exec(text);
  if (!match || !Number.isFinite(Number(text))) return null;
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match;
  if (whole === '' && fraction === '') return null;
  // Move the decimal point by the exponent. A finite value bounds the integer part; far to the
  // right of the point only the first few digits matter, so zeros there are capped.
  const digits = whole + fraction;
  const point = whole.length + Number(exponentText);
  const needed = DISPLAY_DECIMALS + 1;
  let integer: string;
  let rest: string;
  if (point <= 0) {
    integer = '0';
    rest = '0'.repeat(Math.min(-point, needed)) + digits.slice(0, needed);
  } else if (point >= digits.length) {
    integer = digits + '0'.repeat(point - digits.length);
    rest = '';
  } else {
    integer = digits.slice(0, point);
    rest = digits.slice(point);
  }
  return { negative: sign === '-', integer: integer.replace(/^0+(?=\d)/, ''), fraction: rest.slice(0, needed) };
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
  if (typeof value === 'number') return Number.isFinite(value) ? parseDecimalText(String(value)) : null;
  if (typeof value === 'string') return parseDecimalText(value);
  return null;
}

/** 1234567.891 → "1,234,567.89"; 1.005 and "1.005" → "1.01"; bad input → "0.00". */
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

/**
 * Whole counts (points, coins, order counts) with thousands separators and no decimals:
 * 12680 → "12,680", -300 → "-300", 2.5 → "3" (half away from zero); bad input → "0".
 */
export function formatInteger(value: number | string): string {
  const decimal = toDecimal(value);
  if (!decimal) return '0';
  const rounded = roundToDisplay({ ...decimal, fraction: '' });
  const up = Number(decimal.fraction.padEnd(1, '0')[0]) >= 5;
  const whole = up ? roundToDisplay({ negative: decimal.negative, integer: incrementDigits(decimal.integer), fraction: '' }) : rounded;
  return whole.slice(0, -3);
}
