import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textWidth, truncateToWidth } from './text-width';
import { anyText } from './test-arbitraries';

describe('textWidth (SPEC §5, SPEC-NOTES 13)', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['中文', 4],
    ['VIP会员', 7],
    ['ÿ', 1], // code 255 is still narrow
    ['Ā', 2], // code 256 is wide
    ['１', 2],
    ['😀', 4], // a surrogate pair: two code units above 255
  ])('%j is %i wide', (text, width) => {
    expect(textWidth(text)).toBe(width);
  });

  it('is 0 for a value that is not a string', () => {
    expect(textWidth(null as unknown as string)).toBe(0);
  });

  it('is between length and twice the length, equal to the length only for narrow text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const width = textWidth(text);
        expect(width).toBeGreaterThanOrEqual(text.length);
        expect(width).toBeLessThanOrEqual(text.length * 2);
        expect(width === text.length).toBe(![...text].some((char) => char.charCodeAt(0) > 255));
      }),
      { numRuns: 1000 },
    );
  });

  it('adds up over concatenation', () => {
    fc.assert(
      fc.property(anyText, anyText, (a, b) => {
        expect(textWidth(a + b)).toBe(textWidth(a) + textWidth(b));
      }),
    );
  });
});

describe('truncateToWidth', () => {
  it('cuts at the last whole character that fits', () => {
    expect(truncateToWidth('中文abc', 5)).toBe('中文a');
    expect(truncateToWidth('中文abc', 3)).toBe('中');
    expect(truncateToWidth('abc', 10)).toBe('abc');
    expect(truncateToWidth('a😀', 4)).toBe('a');
    expect(truncateToWidth('abc', 0)).toBe('');
    expect(truncateToWidth('abc', Number.NaN)).toBe('');
  });

  it('returns a prefix that fits, without splitting a surrogate pair', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: -2, max: 90 }), (text, max) => {
        const out = truncateToWidth(text, max);
        expect(text.startsWith(out)).toBe(true);
        expect(textWidth(out)).toBeLessThanOrEqual(Math.max(0, max));
        if (out.length < text.length && out.length > 0) {
          const last = out.charCodeAt(out.length - 1);
          const next = text.charCodeAt(out.length);
          expect(last >= 0xd800 && last <= 0xdbff && next >= 0xdc00 && next <= 0xdfff).toBe(false);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
