/**
 * Text that came from a member or the platform (chat, nicknames, mail, notices, venue names) may
 * carry characters that change how the rest of it reads without being seen: `官方客服\u202Egnp.exe`
 * shows as "官方客服exe.png", an account number wrapped in an override shows reversed, a zero-width
 * space makes two names that look alike differ. These are removed before the text is shown:
 * - bidi controls: embeddings and overrides U+202A–202E, isolates U+2066–2069, and the implicit
 *   marks LRM U+200E, RLM U+200F, ALM U+061C (they reorder neighbouring digits just as well);
 * - zero-width and invisible characters: U+200B–200D, U+2060–2064, U+FEFF, U+180E.
 * A zero-width joiner between two emoji stays: it is what makes 👨‍👩‍👧 one picture.
 */

// One class for every character removed, tested first so clean text costs one scan.
const HIDDEN = /[\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;
const HIDDEN_ALL = new RegExp(HIDDEN.source, 'g');
const ZWJ = '\u200D';
const PICTOGRAPHIC = /^\p{Extended_Pictographic}$/u;
/** What may sit between an emoji and the joiner after it: VS16 or a skin tone. */
const EMOJI_MODIFIER = /^(?:\uFE0F|[\u{1F3FB}-\u{1F3FF}])$/u;

function codePointBefore(text: string, index: number): string {
  if (index <= 0) return '';
  const low = text.charCodeAt(index - 1);
  const start = low >= 0xdc00 && low <= 0xdfff && index >= 2 ? index - 2 : index - 1;
  return String.fromCodePoint(text.codePointAt(start) ?? 0);
}

function isEmojiJoiner(text: string, index: number): boolean {
  const next = text.codePointAt(index + 1);
  if (next === undefined || !PICTOGRAPHIC.test(String.fromCodePoint(next))) return false;
  let before = codePointBefore(text, index);
  if (EMOJI_MODIFIER.test(before)) before = codePointBefore(text, index - before.length);
  return PICTOGRAPHIC.test(before);
}

/** The text without bidi controls and zero-width characters (emoji joiners kept). Never throws. */
export function cleanText(text: string): string {
  if (typeof text !== 'string' || !HIDDEN.test(text)) return typeof text === 'string' ? text : '';
  return text.replace(HIDDEN_ALL, (char: string, index: number) => (char === ZWJ && isEmojiJoiner(text, index) ? char : ''));
}

/** True when cleanText would change the text: what a platform refuses in a new message. */
export function hasHiddenControls(text: string): boolean {
  return typeof text === 'string' && cleanText(text) !== text;
}

/**
 * Every string inside a JSON-like value cleaned (object keys too). Returns the same reference
 * when nothing changed, so a clean reply costs one scan per string and no copies.
 */
export function cleanTextDeep<T>(value: T): T {
  return cleanValue(value) as T;
}

function cleanValue(value: unknown): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    value.forEach((item: unknown, i) => {
      const cleaned = cleanValue(item);
      if (cleaned !== item) {
        copy ??= value.slice();
        copy[i] = cleaned;
      }
    });
    return copy ?? value;
  }
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    let changed = false;
    const entries = Object.entries(value).map(([key, item]) => {
      const cleanKey = cleanText(key);
      const cleaned = cleanValue(item);
      if (cleanKey !== key || cleaned !== item) changed = true;
      return [cleanKey, cleaned] as const;
    });
    return changed ? Object.fromEntries(entries) : value;
  }
  return value;
}
