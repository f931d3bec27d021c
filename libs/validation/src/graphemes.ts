// "Characters" as a member sees them: one emoji family or one accented letter is one character,
// so masking never cuts a surrogate pair or a combining sequence in half.
const segmenter: Intl.Segmenter | null =
  typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function'
    ? new Intl.Segmenter('zh-CN', { granularity: 'grapheme' })
    : null;

/** Splits text into user-perceived characters (code points where Intl.Segmenter is missing). */
export function splitGraphemes(text: string): string[] {
  if (typeof text !== 'string' || text === '') return [];
  if (segmenter === null) return Array.from(text);
  return Array.from(segmenter.segment(text), (part) => part.segment);
}
