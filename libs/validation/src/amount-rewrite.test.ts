import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeAmount, sanitizeDecimal } from './amount';
import { amountRewrite, amountRewriteText, mergeAmountRewrites } from './amount-rewrite';
import { amountishText, anyText } from './test-arbitraries';

const note = (raw: string) => {
  const rewrite = amountRewrite(raw);
  return rewrite === null ? null : amountRewriteText(rewrite);
};

describe('amountRewrite (issue #27 item 1: every rewrite is named)', () => {
  it('names the cases the probe found', () => {
    expect(amountRewrite('-5')).toEqual({ kinds: ['invalidCharacters'], dropped: ['-'] });
    expect(note('-5')).toBe('已去除无效字符 “-”');
    expect(note('2-1')).toBe('已去除无效字符 “-”');
    expect(note('1e2')).toBe('已去除无效字符 “e”');
    expect(note('1.2.3')).toBe('只能有一个小数点，多余的已去除');
  });

  it('names every other rewrite of the rule', () => {
    expect(note('1.234')).toBe('最多两位小数，多余的已去除');
    expect(note('00')).toBe('已去除开头多余的 0');
    expect(note('05')).toBe('已去除开头多余的 0');
    expect(note('.')).toBe('单独的小数点已去除');
    expect(note('.5')).toBe('已在小数点前补 0');
    expect(note('５')).toBe('全角数字已转为半角');
    expect(note('12。5')).toBe('全角数字已转为半角');
    expect(note('¥1,234.567')).toBe('已去除无效字符 “¥” “,”；最多两位小数，多余的已去除');
    expect(note(' 2 000 元 ')).toBe('已去除无效字符 空格 “元”');
    expect(note('abcdefg1')).toBe('已去除无效字符 “a” “b” “c” “d” “e” 等');
  });

  it('says nothing while the text is kept as it is, half-way states included', () => {
    for (const raw of ['', '0', '5', '12.', '12.3', '12.34', '0.05', '100']) expect(amountRewrite(raw), raw).toBeNull();
  });

  it('reports a rewrite exactly when the rule changes the text, for any input', () => {
    fc.assert(
      fc.property(fc.oneof(amountishText, anyText), (raw) => {
        const rewrite = amountRewrite(raw);
        expect(rewrite !== null).toBe(sanitizeAmount(raw) !== raw);
        if (rewrite) {
          expect(rewrite.kinds.length).toBeGreaterThan(0);
          expect(amountRewriteText(rewrite)).toMatch(/[\u4e00-\u9fa5]/);
        }
      }),
    );
  });

  it('follows the generic variant: 0 places allows no point at all', () => {
    expect(amountRewrite('1.5', 0)?.kinds).toEqual(['tooManyDecimals']);
    expect(amountRewriteText({ kinds: ['tooManyDecimals'], dropped: [] }, 0)).toBe('只能输入整数，小数部分已去除');
    expect(amountRewriteText({ kinds: ['tooManyDecimals'], dropped: [] }, 4)).toBe('最多4位小数，多余的已去除');
    fc.assert(
      fc.property(amountishText, fc.integer({ min: 0, max: 6 }), (raw, places) => {
        expect(amountRewrite(raw, places) !== null).toBe(sanitizeDecimal(raw, places) !== raw);
      }),
    );
  });

  it('keeps one note for an editing session: kinds and characters once each', () => {
    const merged = mergeAmountRewrites(amountRewrite('-'), mergeAmountRewrites(amountRewrite('5e'), amountRewrite('5-1.2.3')));
    expect(merged).toEqual({ kinds: ['invalidCharacters', 'extraPoint'], dropped: ['-', 'e'] });
    expect(mergeAmountRewrites(null, null)).toBeNull();
  });
});
