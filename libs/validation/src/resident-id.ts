/**
 * The mainland resident identity number (GB 11643-1999): 6 digits of region, 8 of birth date
 * (YYYYMMDD), 3 of sequence and a check character. The check character is the ISO 7064 MOD 11-2
 * digit of the first 17: weights 2^(17-i) mod 11, the sum mod 11 picks from "10X98765432".
 * Chosen where the standard leaves room: birth years before 1900 are refused (no such card was
 * ever issued); the region code is not looked up (the list changes, the platform checks it).
 */
import { RESIDENT_ID_LENGTH } from './form-limits';
import { toHalfWidth } from './half-width';
import { MESSAGES } from './messages';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARACTERS = '10X98765432';
const SHAPE = new RegExp(`^\\d{${RESIDENT_ID_LENGTH - 1}}[\\dX]$`);
const EARLIEST_BIRTH_YEAR = 1900;

/** Trimmed, full-width folded, "x" upper-cased: what the form submits. Bad input gives "". */
export function normaliseIdNumber(value: string): string {
  return toHalfWidth(typeof value === 'string' ? value : '')
    .trim()
    .toUpperCase();
}

/** The check character of the first 17 digits ("11010519491231002" → "X"); null if they are not 17 digits. */
export function residentIdCheckCharacter(first17: string): string | null {
  if (typeof first17 !== 'string' || !/^\d{17}$/.test(first17)) return null;
  let sum = 0;
  WEIGHTS.forEach((weight, index) => {
    sum += weight * Number(first17[index]);
  });
  return CHECK_CHARACTERS[sum % 11] ?? null;
}

function birthDateExists(id: string): boolean {
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0–99 to 1900–1999, so the year is checked on the result too.
  return year >= EARLIEST_BIRTH_YEAR && birth.getUTCFullYear() === year && birth.getUTCMonth() === month - 1 && birth.getUTCDate() === day;
}

/** An 18-character resident ID: 17 digits, then its check character; the birth date must exist. */
export function validateIdNumber(value: string): string | null {
  const id = normaliseIdNumber(value);
  if (id === '') return MESSAGES.idNumberRequired;
  if (!SHAPE.test(id)) return MESSAGES.idNumberShape;
  if (!birthDateExists(id)) return MESSAGES.idNumberBirthDate;
  return residentIdCheckCharacter(id.slice(0, 17)) === id[17] ? null : MESSAGES.idNumberChecksum;
}
