/**
 * An amount in Chinese capital numerals (人民币大写), the way a bank's confirm screen shows it
 * beside the figures so a slip of a digit is seen (issue #27 item 1):
 * 5 → 伍元整, 21 → 贰拾壹元整, 1234.5 → 壹仟贰佰叁拾肆元伍角, 100.05 → 壹佰元零伍分, 0.5 → 伍角,
 * 10 → 壹拾元整, 100100 → 壹拾万零壹佰元整, 0 → 零元整.
 * Conventions: every ten is written with its digit (壹拾); one 零 stands for any run of zeros
 * between two non-zero places, across 万 and 亿 too; 整 closes an amount without 角 and 分; an
 * amount under one yuan starts at its 角 or 分; 零 goes between 元 and 分 when there are no 角.
 */

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
const PLACES = ['仟', '佰', '拾', ''] as const;
/** Units of the four-digit groups, from the lowest: yuan, 万, 亿. */
const GROUPS = ['', '万', '亿'] as const;
/** The largest integer part written: 9999 9999 9999 (below 一万亿). */
const MAX_INTEGER_DIGITS = 4 * GROUPS.length;
const AMOUNT = /^(\d+)(?:\.(\d{0,2}))?$/;

function digit(d: string): string {
  return DIGITS[Number(d)] ?? '';
}

/** One group of up to four digits, zeros inside it collapsed; '' for 0000. */
function groupText(group: string): string {
  let out = '';
  let zero = false;
  [...group.padStart(4, '0')].forEach((d, i) => {
    if (d === '0') {
      if (out !== '') zero = true;
      return;
    }
    if (zero) out += '零';
    zero = false;
    out += digit(d) + PLACES[i];
  });
  return out;
}

function integerText(integer: string): string {
  const groups: string[] = [];
  for (let end = integer.length; end > 0; end -= 4) groups.unshift(integer.slice(Math.max(0, end - 4), end));
  let out = '';
  let zeroPending = false;
  groups.forEach((group, i) => {
    const unit = GROUPS[groups.length - 1 - i] ?? '';
    if (Number(group) === 0) {
      if (out !== '') zeroPending = true;
      return;
    }
    // A group below 1000 after a higher one has zeros in front of it: 壹万零伍拾.
    if (out !== '' && (zeroPending || group.startsWith('0'))) out += '零';
    zeroPending = false;
    out += groupText(group) + unit;
  });
  return out;
}

/**
 * The capital form of an amount given as text (what the amount field holds: "5", "1234.5",
 * "0.05", "12.") or as a number; null for anything that is not a non-negative amount with at most
 * two decimals, or 一万亿 and above. Never throws.
 */
export function capitalAmount(amount: string | number): string | null {
  let text: string;
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount) || amount < 0) return null;
    text = amount.toFixed(2);
  } else if (typeof amount === 'string') {
    text = amount.trim();
  } else {
    return null;
  }
  const match = AMOUNT.exec(text);
  if (!match) return null;
  const integer = (match[1] ?? '').replace(/^0+(?=\d)/, '');
  if (integer.length > MAX_INTEGER_DIGITS) return null;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  const jiao = fraction[0] ?? '0';
  const fen = fraction[1] ?? '0';

  const yuan = integer === '0' ? '' : `${integerText(integer)}元`;
  if (jiao === '0' && fen === '0') return `${yuan || '零元'}整`;
  let cents = '';
  if (jiao !== '0') cents += `${digit(jiao)}角`;
  else if (yuan !== '') cents += '零';
  if (fen !== '0') cents += `${digit(fen)}分`;
  return yuan + cents;
}
