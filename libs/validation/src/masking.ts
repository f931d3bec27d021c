/**
 * Masking (SPEC §5, SPEC-NOTES 12): one "*" per hidden character, so the masked text keeps the
 * original length. Chosen where the spec is silent:
 * - names are trimmed and counted in user-perceived characters (an emoji is one); a 1-character
 *   name is shown as "*" because showing its first character would show all of it;
 * - phones: only digits count (spaces, hyphens and a "(86)" prefix are ignored, the country code
 *   is not part of the output); 3 digits or fewer are all stars, for the same reason;
 * - bank cards: stars then the last 4 digits, like the phone rule; 4 digits or fewer are all stars.
 */
import { splitGraphemes } from './graphemes';
import { toHalfWidth } from './half-width';
import { parsePhone } from './phone';

const MASK = '*';
const NAME_SHOWN_EACH_SIDE = 2;
const SHORT_NAME_MAX = 4;
const SHORT_PHONE_MAX_DIGITS = 7;
const SHORT_PHONE_SHOWN = 3;
const LONG_PHONE_SHOWN = 4;
const CARD_SHOWN = 4;

/** "张三丰" → "张**", "欧阳娜娜" → "欧***", "爱新觉罗溥仪" → "爱新**溥仪". */
export function maskName(name: string): string {
  const chars = splitGraphemes(typeof name === 'string' ? name.trim() : '');
  const count = chars.length;
  if (count === 0) return '';
  if (count === 1) return MASK;
  if (count <= SHORT_NAME_MAX) return `${chars[0] ?? ''}${MASK.repeat(count - 1)}`;
  const head = chars.slice(0, NAME_SHOWN_EACH_SIDE).join('');
  const tail = chars.slice(-NAME_SHOWN_EACH_SIDE).join('');
  return `${head}${MASK.repeat(count - 2 * NAME_SHOWN_EACH_SIDE)}${tail}`;
}

function maskDigits(digits: string, shown: number): string {
  if (digits.length <= shown) return MASK.repeat(digits.length);
  return `${MASK.repeat(digits.length - shown)}${digits.slice(-shown)}`;
}

function nationalDigits(phone: string): string {
  const parsed = parsePhone(phone);
  return parsed ? parsed.number : toHalfWidth(phone).replace(/\D/g, '');
}

/** "13800138000" → "*******8000", "1234567" → "****567". */
export function maskPhone(phone: string): string {
  if (typeof phone !== 'string') return '';
  const digits = nationalDigits(phone);
  return maskDigits(digits, digits.length <= SHORT_PHONE_MAX_DIGITS ? SHORT_PHONE_SHOWN : LONG_PHONE_SHOWN);
}

/** "6222 0212 3456 7890" → "************7890". */
export function maskCardNumber(card: string): string {
  if (typeof card !== 'string') return '';
  return maskDigits(toHalfWidth(card).replace(/\D/g, ''), CARD_SHOWN);
}
