// "Characters" as a member sees them: one emoji family or one accented letter is one character,
// so masking never cuts a surrogate pair or a combining sequence in half.

/**
 * Text made only of characters that never join a neighbour into one grapheme: printable ASCII,
 * CJK punctuation (without the combining tone marks U+302A–302F), CJK ideographs, and full- and
 * half-width forms (without the combining sound marks U+FF9E–FF9F). The site's names, usernames,
 * phone numbers and amounts are such text: each code unit is one character, no segmenter needed.
 */
const SIMPLE_TEXT = /^[\u0020-\u007e\u3000-\u3029\u3030-\u303f\u4e00-\u9fff\uff00-\uff9d\uffa0-\uffef]*$/;

/**
 * Made on first need, not when the module loads: creating one loads the browser's break data, a
 * 45–50 ms task on a 4× slowed phone that every page importing this module paid at start-up.
 */
let segmenter: Intl.Segmenter | null | undefined;
function graphemeSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('zh-CN', { granularity: 'grapheme' }) : null;
  }
  return segmenter;
}

/** Splits text into user-perceived characters (code points where Intl.Segmenter is missing). */
export function splitGraphemes(text: string): string[] {
  if (typeof text !== 'string' || text === '') return [];
  if (SIMPLE_TEXT.test(text)) return text.split('');
  const s = graphemeSegmenter();
  if (s === null) return Array.from(text);
  return Array.from(s.segment(text), (part) => part.segment);
}
