import { AMOUNT_DECIMALS, sanitizeDecimal } from './amount';

/**
 * What the amount rule (SPEC §5, amount.ts) did to a field's new text, so the member can be told
 * (issue #27 item 1): `-5` silently became 5, `2-1` became 21, `1e2` became 12, `1.2.3` became
 * 1.23. The rule stays; every rewrite is named. The field's text before an edit is already clean,
 * so whatever the rule finds in the new text came with that edit (a key, a paste, an IME commit).
 */
export type AmountRewriteKind =
  /** Letters, signs, spaces, commas, ¥, other scripts' digits: dropped. */
  | 'invalidCharacters'
  /** A second (third…) decimal point: dropped. */
  | 'extraPoint'
  /** Decimals past the limit: cut, not rounded. */
  | 'tooManyDecimals'
  /** "00", "05": the leading zeros go. */
  | 'leadingZeros'
  /** "." alone: no number in it at all. */
  | 'lonePoint'
  /** ".5" becomes "0.5". */
  | 'zeroAdded'
  /** "５" or "。" from an IME: the same number in ASCII. */
  | 'fullWidth';

export interface AmountRewrite {
  /** The kinds, in the order above; never empty. */
  kinds: AmountRewriteKind[];
  /** The dropped invalid characters, each once, in the order typed. */
  dropped: string[];
}

const ASCII_DIGIT = /^[0-9]$/;
const FULL_WIDTH_DIGIT = /^[\uFF10-\uFF19]$/;
const POINTS = new Set(['.', '．', '。']);
const ORDER: readonly AmountRewriteKind[] = ['invalidCharacters', 'extraPoint', 'tooManyDecimals', 'leadingZeros', 'lonePoint', 'zeroAdded', 'fullWidth'];

/**
 * The rewrite of `raw` by the amount rule with `decimals` places, or null when the rule keeps it
 * as it is. A rewrite is reported exactly when `sanitizeDecimal(raw, decimals) !== raw`. Never throws.
 */
export function amountRewrite(raw: string, decimals: number = AMOUNT_DECIMALS): AmountRewrite | null {
  if (typeof raw !== 'string') return null;
  const clean = sanitizeDecimal(raw, decimals);
  if (clean === raw) return null;

  const kinds = new Set<AmountRewriteKind>();
  const dropped: string[] = [];
  let kept = '';
  for (const char of raw) {
    if (ASCII_DIGIT.test(char)) kept += char;
    else if (FULL_WIDTH_DIGIT.test(char)) {
      kinds.add('fullWidth');
      kept += String.fromCharCode(char.charCodeAt(0) - 0xff10 + 0x30);
    } else if (POINTS.has(char)) {
      if (char !== '.') kinds.add('fullWidth');
      kept += '.';
    } else {
      kinds.add('invalidCharacters');
      if (!dropped.includes(char)) dropped.push(char);
    }
  }

  const point = kept.indexOf('.');
  const integer = point < 0 ? kept : kept.slice(0, point);
  const fraction = point < 0 ? '' : kept.slice(point + 1);
  const places = Math.max(0, Math.floor(Number.isNaN(decimals) ? AMOUNT_DECIMALS : decimals));
  if (fraction.includes('.')) kinds.add('extraPoint');
  if (point >= 0 && places === 0) kinds.add('tooManyDecimals');
  if (fraction.replaceAll('.', '').length > places) kinds.add('tooManyDecimals');
  if (integer.length > 1 && integer.startsWith('0')) kinds.add('leadingZeros');
  if (integer === '' && point >= 0) kinds.add(fraction.replaceAll('.', '') === '' ? 'lonePoint' : 'zeroAdded');

  // Every difference between raw and clean comes from one of the kinds above; this keeps the
  // promise "reported whenever the text changed" even for a case the list did not foresee.
  if (kinds.size === 0) kinds.add('invalidCharacters');
  return { kinds: ORDER.filter((kind) => kinds.has(kind)), dropped };
}

const KIND_TEXT: Record<AmountRewriteKind, string> = {
  invalidCharacters: '已去除无效字符',
  extraPoint: '只能有一个小数点，多余的已去除',
  tooManyDecimals: '最多两位小数，多余的已去除',
  leadingZeros: '已去除开头多余的 0',
  lonePoint: '单独的小数点已去除',
  zeroAdded: '已在小数点前补 0',
  fullWidth: '全角数字已转为半角',
};

/** How a dropped character reads in the note: a space would be invisible, so it is named. */
function shown(char: string): string {
  if (char === ' ' || char === '\u3000') return '空格';
  if (/^\s$/.test(char)) return '换行';
  return `“${char}”`;
}

/**
 * The note under the field, in Chinese: `已去除无效字符 “-”`, `只能有一个小数点，多余的已去除`, … joined
 * with "；". With 0 decimal places the decimals text says so.
 */
export function amountRewriteText(rewrite: AmountRewrite, decimals: number = AMOUNT_DECIMALS): string {
  return rewrite.kinds
    .map((kind) => {
      if (kind === 'invalidCharacters' && rewrite.dropped.length > 0) {
        const listed = rewrite.dropped.slice(0, 5).map(shown).join(' ');
        return `${KIND_TEXT.invalidCharacters} ${listed}${rewrite.dropped.length > 5 ? ' 等' : ''}`;
      }
      if (kind === 'tooManyDecimals' && decimals !== AMOUNT_DECIMALS) {
        return decimals <= 0 ? '只能输入整数，小数部分已去除' : `最多${String(decimals)}位小数，多余的已去除`;
      }
      return KIND_TEXT[kind];
    })
    .join('；');
}

/** Two notes of one editing session together: kinds and dropped characters, each once. */
export function mergeAmountRewrites(a: AmountRewrite | null, b: AmountRewrite | null): AmountRewrite | null {
  if (a === null) return b;
  if (b === null) return a;
  const kinds = new Set([...a.kinds, ...b.kinds]);
  return {
    kinds: ORDER.filter((kind) => kinds.has(kind)),
    dropped: [...a.dropped, ...b.dropped.filter((char) => !a.dropped.includes(char))],
  };
}
