// Shared fast-check generators for the property tests: the kinds of text members actually put
// into fields (Chinese, emoji, full-width IME output, pasted money) plus raw UTF-16 garbage.
import fc from 'fast-check';

export const chineseChar = fc.integer({ min: 0x4e00, max: 0x9fa5 }).map((code) => String.fromCodePoint(code));

export const emoji = fc.constantFrom('😀', '👍🏽', '👨‍👩‍👧', '🇨🇳', '❤️', '🧧', '🀄');

/** Full-width ASCII forms "！" to "～" and the ideographic space. */
export const fullWidthChar = fc.oneof(
  fc.integer({ min: 0xff01, max: 0xff5e }).map((code) => String.fromCharCode(code)),
  fc.constant('\u3000'),
);

export const combiningSequence = fc.constantFrom('e\u0301', 'a\u0308', '\u1100\u1161', 'ก\u0e34');

/** What a money field sees when typed, pasted or committed by an IME. */
export const amountChar = fc.constantFrom(
  ...'0123456789'.split(''),
  ...'０１２３４５６７８９'.split(''),
  '.', '．', '。', ',', '，', '-', '+', ' ', 'e', '¥', '元', '٣',
);

export const amountishText = fc.string({ unit: amountChar, maxLength: 30 });

/** Any text a member or a server could hand us, lone surrogates included. */
export const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.oneof(chineseChar, emoji, fullWidthChar, combiningSequence, fc.constantFrom('a', '1', '-', '*', ' ')), maxLength: 30 }),
  amountishText,
);

export const digitString = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength, maxLength });

/**
 * Card-like numbers that pass Luhn, built independently of passesLuhn: the check digit is
 * computed from the textbook formula so the two implementations check each other.
 */
export const luhnNumber = (minLength: number, maxLength: number) =>
  digitString(minLength - 1, maxLength - 1).map((payload) => {
    let sum = 0;
    [...payload].reverse().forEach((char, index) => {
      const doubled = index % 2 === 0 ? Number(char) * 2 : Number(char);
      sum += doubled > 9 ? doubled - 9 : doubled;
    });
    return `${payload}${(10 - (sum % 10)) % 10}`;
  });
