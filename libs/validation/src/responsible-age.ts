/**
 * 18+ (issue #22): the age a resident ID's birth date gives on the Beijing date. Apart from the
 * limit rules so that pages showing limits do not carry the ID rules.
 */
import { normaliseIdNumber, validateIdNumber } from './resident-id';

/** China has no daylight saving: Asia/Shanghai is always UTC+8. */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

export const ADULT_AGE = 18;

/**
 * True when the holder of an 18-character resident ID is 18 or older on the Beijing date of `now`
 * (adult from the 18th birthday; one born on 29 February from 1 March in a common year).
 * An ID whose birth date cannot be read gives false: validateIdNumber reports why.
 */
export function isAdultById(idNumber: string, now: number): boolean {
  const m = /^\d{6}(\d{4})(\d{2})(\d{2})/.exec(idNumber.trim());
  if (!m) return false;
  const [by, bm, bd] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const today = new Date(now + SHANGHAI_OFFSET_MS);
  const [ty, tm, td] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const age = ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
  return age >= ADULT_AGE;
}

export const UNDER_AGE_ID_MESSAGE = '根据身份证出生日期，您未满18周岁，无法完成实名认证';

/** validateIdNumber, then the 18+ rule: the text of the first problem, or null. */
export function validateAdultIdNumber(value: string, now: number): string | null {
  const problem = validateIdNumber(value);
  if (problem) return problem;
  return isAdultById(normaliseIdNumber(value), now) ? null : UNDER_AGE_ID_MESSAGE;
}

