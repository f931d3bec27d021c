const FULL_WIDTH_FIRST = 0xff01; // ！
const FULL_WIDTH_LAST = 0xff5e; // ～
const FULL_WIDTH_OFFSET = 0xfee0; // ！(U+FF01) − !(U+0021)
const IDEOGRAPHIC_SPACE = 0x3000;

/**
 * Turns full-width ASCII forms (what a Chinese IME in full-width mode types: "１２３", "ａｂｃ",
 * "．") and the ideographic space into their ASCII twins; every other character is kept.
 */
export function toHalfWidth(text: string): string {
  if (typeof text !== 'string') return '';
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code >= FULL_WIDTH_FIRST && code <= FULL_WIDTH_LAST) out += String.fromCharCode(code - FULL_WIDTH_OFFSET);
    else if (code === IDEOGRAPHIC_SPACE) out += ' ';
    else out += char;
  }
  return out;
}
