/**
 * Amount input (SPEC §5, SPEC-NOTES 15). Runs on every keystroke, paste and IME commit, so it
 * repairs rather than rejects:
 * - full-width digits "０-９" become ASCII; "．" (full-width) and "。" (what a Chinese IME types
 *   for ".") count as the decimal point;
 * - everything else (letters, spaces, thousands commas, "-", "+", "¥", other scripts' digits) is
 *   dropped, so a pasted "¥1,234.50" becomes "1234.50" and "-5" becomes "5";
 * - only the first decimal point is kept ("1.2.3" → "1.23"); leading zeros go ("007" → "7",
 *   "00" → "0"); ".5" → "0.5"; "." alone → "";
 * - decimals past the limit are cut, not rounded (the member sees exactly what they typed);
 * - a trailing point stays ("12." is a member half-way through typing "12.5"). With 0 decimal
 *   places there is no point at all.
 */

/** SPEC §9 "Amount decimals". */
export const AMOUNT_DECIMALS = 2;

const DECIMAL_POINTS = new Set(['.', '．', '。']);
const FULL_WIDTH_ZERO = 0xff10;
const FULL_WIDTH_NINE = 0xff19;
const ASCII_ZERO = 0x30;

function keepAmountCharacters(input: string): string {
  let out = '';
  for (const char of input) {
    const code = char.charCodeAt(0);
    if (char >= '0' && char <= '9') out += char;
    else if (code >= FULL_WIDTH_ZERO && code <= FULL_WIDTH_NINE) out += String.fromCharCode(code - FULL_WIDTH_ZERO + ASCII_ZERO);
    else if (DECIMAL_POINTS.has(char)) out += '.';
  }
  return out;
}

/** Non-integers round down, negatives become 0, NaN (or a non-number) falls back to 2. */
function decimalPlaces(decimals: number): number {
  if (typeof decimals !== 'number' || Number.isNaN(decimals)) return AMOUNT_DECIMALS;
  return Math.max(0, Math.floor(decimals));
}

/** The generic amount rule: `decimals` is the number of decimal places allowed (SPEC-NOTES 15). */
export function sanitizeDecimal(input: string, decimals: number): string {
  if (typeof input !== 'string') return '';
  const places = decimalPlaces(decimals);
  const kept = keepAmountCharacters(input);
  const point = kept.indexOf('.');
  const rawInteger = point < 0 ? kept : kept.slice(0, point);
  const rawFraction = point < 0 ? '' : kept.slice(point + 1).replaceAll('.', '');

  let integer = rawInteger.replace(/^0+/, '');
  if (integer === '') {
    // "0…" keeps one zero; ".5" gains one; "." alone has no number in it at all.
    if (rawInteger !== '' || rawFraction !== '') integer = '0';
    else return '';
  }
  if (point < 0 || places === 0) return integer;
  return `${integer}.${rawFraction.slice(0, places)}`;
}

/** The amount rule with SPEC §9's 2 decimals. */
export function sanitizeAmount(input: string): string {
  return sanitizeDecimal(input, AMOUNT_DECIMALS);
}
