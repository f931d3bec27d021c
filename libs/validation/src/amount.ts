import { AMOUNT_MAX_WHOLE_DIGITS } from './form-limits';
import { MESSAGES } from './messages';

/**
 * sanitizeAmount / sanitizeDecimal: SPEC §5's repairing rule (SPEC-NOTES 15). The money forms no
 * longer use it — a repair can turn what the member typed into another number ("-5" → 5, "1e309"
 * → 1309; issue #35 item 5); they read the field with readAmountInput below. It stays for the
 * deposit-limit field (features/responsible/LimitsCard) until that field moves to readAmountInput
 * too. Do not use it for a field whose number is sent as money. It repairs rather than rejects:
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

/**
 * What a money field holds (issue #35 item 5): either an amount exactly as typed, or a refusal with
 * the reason shown beside the field. Never a repair — the number the form may send is always the
 * number the member typed. SPEC §5's numbers stay: digits and one decimal point, at most 2
 * decimals, leading zeros go ("007" → "7", "00" → "0": the same number, as the SPEC writes it),
 * and "." alone is no amount. On top of those, readable limits: the whole part has at most
 * AMOUNT_MAX_WHOLE_DIGITS digits.
 *
 * Where the SPEC's repair would have changed the number, or guessed, the input is refused:
 * - any character other than ASCII digits and "." ("-5", "2-1", "1e2", "0x64", "1,000", " 100",
 *   "一百", "¥100") — the member's minus or exponent is not ours to drop;
 * - full-width digits and points ("１２３", "100。5"): the same digits to a reader, but SPEC-NOTES
 *   15's conversion is overruled by issue #35, which lists them as refused; the reason tells the
 *   member to switch the IME to half-width;
 * - a second point ("1.2.3"), a point with nothing before it (".5", "."), a third decimal
 *   ("1.234": cut, it would be another number), a whole part too long ("1" + 12 zeros).
 * A trailing point stays valid ("12." is a member half-way through "12.5"; it is 12).
 */
export type AmountRefusal =
  | { kind: 'characters'; found: readonly string[] }
  | { kind: 'fullWidth'; found: readonly string[] }
  | { kind: 'extraPoint' }
  | { kind: 'noWhole' }
  | { kind: 'decimals'; decimals: number }
  | { kind: 'tooLarge' };

/** `amount` is '' for an empty field (no amount yet, nothing refused). */
export type AmountReading = { ok: true; amount: string } | { ok: false; refusal: AmountRefusal; reason: string };

const FULL_WIDTH_OF_DIGIT_OR_POINT = /^[\uFF10-\uFF19\uFF0E\u3002]$/;
/** How many offending characters a reason names before it says 等. */
const LISTED = 5;

/** A character as the reason names it: a space or a line break would be invisible. */
function shown(char: string): string {
  if (char === ' ' || char === '\u3000') return '“空格”';
  if (/^\s$/u.test(char)) return '“换行”';
  return `“${char}”`;
}

function listed(found: readonly string[]): string {
  return found.slice(0, LISTED).map(shown).join('') + (found.length > LISTED ? '等' : '');
}

function reasonOf(refusal: AmountRefusal): string {
  switch (refusal.kind) {
    case 'characters':
      return MESSAGES.amountCharacters(listed(refusal.found));
    case 'fullWidth':
      return MESSAGES.amountFullWidth(listed(refusal.found));
    case 'extraPoint':
      return MESSAGES.amountExtraPoint;
    case 'noWhole':
      return MESSAGES.amountNoWhole;
    case 'decimals':
      // The SPEC's 2 places keep the form rules' long-standing text.
      return refusal.decimals === AMOUNT_DECIMALS ? MESSAGES.amountInvalid : MESSAGES.amountDecimals(refusal.decimals);
    case 'tooLarge':
      return MESSAGES.amountTooLarge;
  }
}

function refuse(refusal: AmountRefusal): AmountReading {
  return { ok: false, refusal, reason: reasonOf(refusal) };
}

/** readAmountInput with `decimals` places (0 = whole numbers only; the count is read as sanitizeDecimal reads it). */
export function readDecimalInput(text: string, decimals: number): AmountReading {
  if (typeof text !== 'string' || text === '') return { ok: true, amount: '' };
  const places = decimalPlaces(decimals);
  const characters: string[] = [];
  const fullWidth: string[] = [];
  for (const char of text) {
    if ((char >= '0' && char <= '9') || char === '.') continue;
    const list = FULL_WIDTH_OF_DIGIT_OR_POINT.test(char) ? fullWidth : characters;
    if (!list.includes(char)) list.push(char);
  }
  // Letters and signs first: switching the IME to half-width would not fix them.
  if (characters.length > 0) return refuse({ kind: 'characters', found: characters });
  if (fullWidth.length > 0) return refuse({ kind: 'fullWidth', found: fullWidth });

  const [whole = '', fraction, ...more] = text.split('.');
  if (more.length > 0) return refuse({ kind: 'extraPoint' });
  if (whole === '') return refuse({ kind: 'noWhole' });
  if (fraction !== undefined && (places === 0 || fraction.length > places)) return refuse({ kind: 'decimals', decimals: places });
  const digits = whole.replace(/^0+(?=\d)/, '');
  if (digits.length > AMOUNT_MAX_WHOLE_DIGITS) return refuse({ kind: 'tooLarge' });
  return { ok: true, amount: fraction === undefined ? digits : `${digits}.${fraction}` };
}

/** What a money field holds, with SPEC §9's 2 decimals: an amount as typed, or a refusal and its reason. */
export function readAmountInput(text: string): AmountReading {
  return readDecimalInput(text, AMOUNT_DECIMALS);
}

/**
 * The number a money form may send for the field's text, or null: only an accepted, positive
 * amount that the field holds as readAmountInput writes it, so the confirm step and the request
 * carry exactly what the member sees.
 */
export function amountToSend(text: string): number | null {
  const reading = readAmountInput(text);
  if (!reading.ok || reading.amount === '' || reading.amount !== text) return null;
  const value = Number(reading.amount);
  return Number.isFinite(value) && value > 0 ? value : null;
}
