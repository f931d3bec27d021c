import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitGraphemes } from './graphemes';

const segmentWithIntl = (text: string) => Array.from(new Intl.Segmenter('zh-CN', { granularity: 'grapheme' }).segment(text), (p) => p.segment);

describe('splitGraphemes', () => {
  it('splits what a member sees as one character as one: an emoji family, an accented letter, a flag', () => {
    expect(splitGraphemes('王👨‍👩‍👧e\u0301🇨🇳')).toEqual(['王', '👨‍👩‍👧', 'e\u0301', '🇨🇳']);
  });

  it('keeps combining marks that follow CJK text or full-width forms with their character', () => {
    expect(splitGraphemes('漢\u302a字')).toEqual(['漢\u302a', '字']);
    expect(splitGraphemes('ｶﾞ')).toEqual(['ｶﾞ']);
    expect(splitGraphemes('王\ufe0f')).toEqual(['王\ufe0f']);
  });

  it('gives what the browser segmenter gives for the site’s plain names, numbers and amounts', () => {
    const plain = fc.string({
      unit: fc.oneof(
        fc.integer({ min: 0x20, max: 0x7e }),
        fc.integer({ min: 0x4e00, max: 0x9fff }),
        fc.integer({ min: 0x3000, max: 0x303f }),
        fc.integer({ min: 0xff00, max: 0xffef }),
      ).map((code) => String.fromCharCode(code)),
      maxLength: 30,
    });
    fc.assert(
      fc.property(plain, (text) => {
        expect(splitGraphemes(text)).toEqual(segmentWithIntl(text));
      }),
    );
  });

  it('gives nothing for empty or non-text input', () => {
    expect(splitGraphemes('')).toEqual([]);
    expect(splitGraphemes(undefined as unknown as string)).toEqual([]);
  });
});
