import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capitalAmount } from './capital-amount';

/**
 * Reads a capital amount back into cents, written independently of the formatter (the classic
 * section-by-section reading), so the two check each other on any amount.
 */
function readCapital(text: string): number {
  const DIGIT = '零壹贰叁肆伍陆柒捌玖';
  const PLACE: Record<string, number> = { 拾: 10, 佰: 100, 仟: 1000 };
  const [yuanPart, centPart] = text.includes('元') ? (text.split('元') as [string, string]) : ['', text];
  let total = 0;
  let section = 0;
  let pending = 0;
  for (const ch of yuanPart) {
    const d = DIGIT.indexOf(ch);
    if (d > 0) pending = d;
    else if (ch in PLACE) {
      section += pending * (PLACE[ch] ?? 0);
      pending = 0;
    } else if (ch === '万' || ch === '亿') {
      total += (section + pending) * (ch === '万' ? 1e4 : 1e8);
      section = 0;
      pending = 0;
    }
  }
  total += section + pending;
  let cents = total * 100;
  const jiao = /(.)角/.exec(centPart);
  const fen = /(.)分/.exec(centPart);
  if (jiao?.[1]) cents += DIGIT.indexOf(jiao[1]) * 10;
  if (fen?.[1]) cents += DIGIT.indexOf(fen[1]);
  return cents;
}

describe('capitalAmount (人民币大写)', () => {
  it.each([
    ['5', '伍元整'],
    ['21', '贰拾壹元整'],
    ['1234.5', '壹仟贰佰叁拾肆元伍角'],
    ['100.05', '壹佰元零伍分'],
    ['0.5', '伍角'],
    ['0.05', '伍分'],
    ['0.56', '伍角陆分'],
    ['0', '零元整'],
    ['0.00', '零元整'],
    ['10', '壹拾元整'],
    ['15', '壹拾伍元整'],
    ['100', '壹佰元整'],
    ['1005', '壹仟零伍元整'],
    ['1010', '壹仟零壹拾元整'],
    ['10000', '壹万元整'],
    ['10005', '壹万零伍元整'],
    ['10050', '壹万零伍拾元整'],
    ['100100', '壹拾万零壹佰元整'],
    ['1000100', '壹佰万零壹佰元整'],
    ['100000000', '壹亿元整'],
    ['100000001', '壹亿零壹元整'],
    ['100010000', '壹亿零壹万元整'],
    ['101000000', '壹亿零壹佰万元整'],
    ['1.05', '壹元零伍分'],
    ['12.', '壹拾贰元整'],
    ['99999999.99', '玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
    ['007', '柒元整'],
  ])('%s → %s', (amount, capital) => {
    expect(capitalAmount(amount)).toBe(capital);
  });

  it('takes a number as well, to the cent', () => {
    expect(capitalAmount(5)).toBe('伍元整');
    expect(capitalAmount(0.1 + 0.2)).toBe('叁角');
    expect(capitalAmount(1234.5)).toBe('壹仟贰佰叁拾肆元伍角');
  });

  it('gives null for what is not an amount, or is too large to write', () => {
    for (const bad of ['', '-5', '1e2', '1.234', '.5', 'abc', '1,000', '1000000000000', Number.NaN, -1, Number.POSITIVE_INFINITY]) {
      expect(capitalAmount(bad), String(bad)).toBeNull();
    }
    expect(capitalAmount('999999999999')).toBe('玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元整');
  });

  it('reads back to the same cents, for any amount below 一万亿', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 99_999_999_999_999n }), (cents) => {
        const text = `${String(cents / 100n)}.${String(cents % 100n).padStart(2, '0')}`;
        const capital = capitalAmount(text);
        expect(capital).not.toBeNull();
        expect(readCapital(capital ?? '')).toBe(Number(cents));
      }),
    );
  });

  it('is well formed: no doubled 零, no 零 before a unit or at the end, 整 only without 角 and 分', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 99_999_999_999_999n }), (cents) => {
        const capital = capitalAmount(`${String(cents / 100n)}.${String(cents % 100n).padStart(2, '0')}`) ?? '';
        expect(capital).toMatch(/^[零壹贰叁肆伍陆柒捌玖拾佰仟万亿元角分整]+$/);
        if (capital !== '零元整') expect(capital).not.toMatch(/零零|零[元万亿角分整]|零$|^零/);
        expect(capital.endsWith('整')).toBe(cents % 100n === 0n);
        if (cents >= 100n) expect(capital).toContain('元');
      }),
    );
  });
});
