/**
 * Masking (SPEC §5, SPEC-NOTES 12): one "*" per hidden character, so the masked text keeps the
 * original length. Chosen where the spec is silent:
 * - names are trimmed and counted in user-perceived characters (an emoji is one); a 1-character
 *   name is shown as "*" because showing its first character would show all of it;
 * - phones: only digits count (spaces, hyphens and a "(86)" prefix are ignored, the country code
 *   is not part of the output); 3 digits or fewer are all stars, for the same reason;
 * - bank cards: stars then the last 4 digits, like the phone rule; 4 digits or fewer are all stars;
 * - e-mail (issue #41): the local part like a name's head (its first 2 characters when it has 5 or
 *   more, its first 1 when it has 2–4, none of 1), the domain as is (it names the mail provider);
 * - resident ID numbers: stars then the last 4 characters, like a card;
 * - other receiving accounts (issue #41): a wallet address keeps its first and last 6 characters
 *   (what a member compares by eye); an app account that is an e-mail or a phone number takes that
 *   rule, anything else the name rule.
 * Every rule is idempotent and safe on text the platform already masked: a "*" (or "•", "●") is a
 * hidden character that stays hidden, the length is kept, and a digit is shown only if the rule
 * would show it and no mask stands after it in the shown tail ("138****8000" → "*******8000",
 * never "*000" from its 4 remaining digits).
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
const RESIDENT_ID_SHOWN = 4;
const EMAIL_LONG_LOCAL = 5;
const WALLET_SHOWN_EACH_SIDE = 6;
/** Characters platforms use to hide one character; read as "*". */
const MASK_LIKE = /[*•●]/g;
const PHONE_LIKE = /^[\d*\s()+-]+$/;
const PHONE_MIN_SYMBOLS = 7;

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

function unmasked(text: string): string {
  return toHalfWidth(text).replace(MASK_LIKE, MASK);
}

/**
 * Stars for every symbol but the tail: of the last `shown` symbols, only the digits (or, with
 * `tailChars`, those characters) after the last star show. Short input (no more than `shown`
 * symbols) is all stars, since its tail would be all of it.
 */
function maskTail(symbols: readonly string[], shown: number, tailChars = /^\d$/): string {
  if (symbols.length <= shown) return MASK.repeat(symbols.length);
  const last = symbols.slice(-shown);
  let start = last.length;
  while (start > 0 && tailChars.test(last[start - 1] ?? '')) start -= 1;
  const tail = last.slice(start).join('');
  return `${MASK.repeat(symbols.length - (last.length - start))}${tail}`;
}

function nationalSymbols(phone: string): string[] {
  const text = unmasked(phone);
  if (!text.includes(MASK)) {
    const parsed = parsePhone(phone);
    return Array.from(parsed ? parsed.number : text.replace(/\D/g, ''));
  }
  // A masked number: each star hides a digit; the "(86)" country code is not part of the number.
  return Array.from(text.replace(/^\s*\(\s*\+?\d{1,4}\s*\)/, '').replace(/[^\d*]/g, ''));
}

/** "13800138000" → "*******8000", "1234567" → "****567". */
export function maskPhone(phone: string): string {
  if (typeof phone !== 'string') return '';
  const symbols = nationalSymbols(phone);
  return maskTail(symbols, symbols.length <= SHORT_PHONE_MAX_DIGITS ? SHORT_PHONE_SHOWN : LONG_PHONE_SHOWN);
}

/** "6222 0212 3456 7890" → "************7890". */
export function maskCardNumber(card: string): string {
  if (typeof card !== 'string') return '';
  return maskTail(Array.from(unmasked(card).replace(/[^\d*]/g, '')), CARD_SHOWN);
}

/** "demo888@example.com" → "de*****@example.com", "abc@qq.com" → "a**@qq.com". */
export function maskEmail(email: string): string {
  if (typeof email !== 'string') return '';
  const text = unmasked(email).trim();
  const at = text.lastIndexOf('@');
  // Not readable as an e-mail (no "@", or nothing on one side): masked like a name, no more shown.
  if (at <= 0 || at === text.length - 1) return maskName(text);
  const local = splitGraphemes(text.slice(0, at));
  const shown = local.length >= EMAIL_LONG_LOCAL ? NAME_SHOWN_EACH_SIDE : local.length >= 2 ? 1 : 0;
  return `${local.slice(0, shown).join('')}${MASK.repeat(local.length - shown)}${text.slice(at)}`;
}

/** "110101199003071234" → "**************1234" (the check character may be X). */
export function maskResidentId(id: string): string {
  if (typeof id !== 'string') return '';
  return maskTail(Array.from(unmasked(id).replace(/\s/g, '')), RESIDENT_ID_SHOWN, /^[\dXx]$/);
}

/** The first and last `each` characters as they are (stars stay stars), one star for each between. */
function maskMiddle(text: string, each: number): string {
  const chars = splitGraphemes(text);
  if (chars.length <= 2 * each) return maskName(text);
  return `${chars.slice(0, each).join('')}${MASK.repeat(chars.length - 2 * each)}${chars.slice(-each).join('')}`;
}

/**
 * A receiving account other than a bank card (bank cards: account-display's remaskCardNumber), by
 * the contract's card kind: "VIRTUAL" a wallet address, the others app accounts.
 * "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7" → "TLa2f6**…**5wYjU7" (22 stars),
 * "13912345678" → "*******5678", "wxm1990@alipay.example" → "wx*****@alipay.example", "wx_wang88" → "wx*****88".
 */
export function maskAccount(kind: string, account: string): string {
  if (typeof account !== 'string') return '';
  const text = unmasked(account).trim();
  if (text === '') return '';
  if (kind === 'VIRTUAL') return maskMiddle(text, WALLET_SHOWN_EACH_SIDE);
  if (text.includes('@')) return maskEmail(text);
  if (isPhoneLike(text)) return maskPhone(text);
  // The name rule can leave only digits and stars ("00a0000" → "00***00"), which the next pass
  // would read as a phone: such a result takes the phone rule now, so masking again changes nothing.
  const named = maskName(text);
  return isPhoneLike(named) ? maskPhone(named) : named;
}

function isPhoneLike(text: string): boolean {
  return PHONE_LIKE.test(text) && nationalSymbols(text).length >= PHONE_MIN_SYMBOLS;
}
