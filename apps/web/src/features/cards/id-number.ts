import { toHalfWidth } from '@site/validation';

// TODO(lib): move to @site/validation — the mainland resident ID rule (GB 11643-1999).

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';
const SHAPE = /^\d{17}[\dX]$/;

/** Trimmed, full-width folded, "x" upper-cased: what the form submits. */
export function normaliseIdNumber(value: string): string {
  return toHalfWidth(typeof value === 'string' ? value : '')
    .trim()
    .toUpperCase();
}

/** An 18-character resident ID: 17 digits, then its check character; birth date must exist. */
export function validateIdNumber(value: string): string | null {
  const id = normaliseIdNumber(value);
  if (id === '') return '请输入身份证号';
  if (!SHAPE.test(id)) return '身份证号须为18位（最后一位可为X）';
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return '身份证号中的出生日期有误';
  const sum = WEIGHTS.reduce((s, w, i) => s + w * Number(id[i]), 0);
  return CHECK[sum % 11] === id[17] ? null : '身份证号校验不通过，请核对后重新输入';
}
