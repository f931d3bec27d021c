import { splitGraphemes } from './graphemes';

const NARROW_MAX_CODE = 255;

function unitWidth(text: string): number {
  let width = 0;
  for (let i = 0; i < text.length; i += 1) width += text.charCodeAt(i) > NARROW_MAX_CODE ? 2 : 1;
  return width;
}

/**
 * Display width (SPEC §5, SPEC-NOTES 13): each UTF-16 code unit above 255 counts 2, the rest 1.
 * So "中文" is 4, "abc" is 3 and an emoji written as a surrogate pair is 4.
 */
export function textWidth(text: string): number {
  if (typeof text !== 'string') return 0;
  return unitWidth(text);
}

/**
 * The longest start of `text` whose width is at most `maxWidth`, cut between whole characters so
 * an emoji or a combining accent is never split.
 */
export function truncateToWidth(text: string, maxWidth: number): string {
  if (typeof text !== 'string' || !(maxWidth > 0)) return '';
  if (unitWidth(text) <= maxWidth) return text;
  let out = '';
  let width = 0;
  for (const char of splitGraphemes(text)) {
    const next = width + unitWidth(char);
    if (next > maxWidth) break;
    out += char;
    width = next;
  }
  return out;
}
