/**
 * Form rules for login, registration, profile, deposit and withdrawal. SPEC §5 does not show
 * them; these are what members of Chinese gaming platforms are used to:
 * - username: 6–16 ASCII letters or digits, starting with a letter (the platform's rule);
 * - password: 8–20 printable ASCII characters (no spaces), at least one letter and one digit
 *   (the platform's rule);
 * - phone: (86) mainland mobile = 11 digits, "1" then 3–9; other country codes 5–14 digits;
 * - captcha: 4–6 ASCII letters or digits;
 * - real name: 2–30 characters, Chinese (with "·" between parts, as in minority names) or Latin
 *   letters (with single spaces, ".", "'" or "-" between parts);
 * - bank card: 12–19 digits passing the Luhn check;
 * - withdrawal password: exactly 6 digits;
 * - amount: what readAmountInput accepts (digits and one point, ≤ 2 decimals, ≤ 12 whole digits;
 *   anything else refused with its reason, never repaired), greater than 0, within [min, max].
 *
 * Every rule returns a Chinese message (MESSAGES) or null when valid, and never throws.
 * Phone, captcha, real name and bank card forgive what a keyboard adds around the value
 * (surrounding spaces, full-width digits, spaces or hyphens inside a card or phone number): the
 * page submits the same value normalised with the exported normalisers below. Usernames and
 * passwords are checked exactly as typed. A login form should only require the fields
 * (validateRequired), so that accounts made under older rules can still sign in.
 */
import {
  BANK_CARD_MAX_DIGITS,
  BANK_CARD_MIN_DIGITS,
  CAPTCHA_MAX_LENGTH,
  CAPTCHA_MIN_LENGTH,
  CN_MOBILE_DIGITS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  REAL_NAME_MAX_LENGTH,
  REAL_NAME_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  WITHDRAW_PASSWORD_DIGITS,
} from './form-limits';
import { readAmountInput } from './amount';
import { toHalfWidth } from './half-width';
import { passesLuhn } from './luhn';
import { MESSAGES } from './messages';
import { formatNumber } from './number-format';
import { DEFAULT_COUNTRY_CODE, normaliseCountryCode, parsePhone } from './phone';

const USERNAME = new RegExp(`^[A-Za-z][A-Za-z0-9]{${USERNAME_MIN_LENGTH - 1},${USERNAME_MAX_LENGTH - 1}}$`);
const PASSWORD_CHARACTERS = /^[\x21-\x7e]*$/;
const CN_MOBILE = new RegExp(`^1[3-9]\\d{${CN_MOBILE_DIGITS - 2}}$`);
const OTHER_PHONE = new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`);
const CAPTCHA = new RegExp(`^[A-Za-z0-9]{${CAPTCHA_MIN_LENGTH},${CAPTCHA_MAX_LENGTH}}$`);
const CHINESE_NAME = /^\p{Script=Han}+(?:[·•・]\p{Script=Han}+)*$/u;
const LATIN_NAME = /^[A-Za-z]+(?:(?:[ '-]|\. ?)[A-Za-z]+)*\.?$/;
const WITHDRAW_PASSWORD = new RegExp(`^\\d{${WITHDRAW_PASSWORD_DIGITS}}$`);
const AMOUNT = /^(0|[1-9]\d*)(\.\d{0,2})?$/;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Full-width to ASCII, then spaces and hyphens removed: "６２２２ 0212-3456" → "622202123456". */
export function compactDigits(value: string): string {
  return toHalfWidth(text(value)).replace(/[\s-]/g, '');
}

/** Full-width to ASCII and trimmed: what a captcha or real-name field submits. */
export function normaliseFieldText(value: string): string {
  return toHalfWidth(text(value)).trim();
}

export function validateRequired(value: string, field: string): string | null {
  return text(value).trim() === '' ? MESSAGES.required(text(field)) : null;
}

export function validateUsername(username: string): string | null {
  const value = text(username);
  if (value === '') return MESSAGES.usernameRequired;
  return USERNAME.test(value) ? null : MESSAGES.usernameInvalid;
}

export function validatePassword(password: string): string | null {
  const value = text(password);
  if (value === '') return MESSAGES.passwordRequired;
  if (!PASSWORD_CHARACTERS.test(value)) return MESSAGES.passwordCharacters;
  if (value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH) return MESSAGES.passwordLength;
  if (!/[A-Za-z]/.test(value) || !/\d/.test(value)) return MESSAGES.passwordNeedsLetterAndDigit;
  return null;
}

export function validateConfirmPassword(password: string, confirm: string): string | null {
  const value = text(confirm);
  if (value === '') return MESSAGES.confirmPasswordRequired;
  return value === text(password) ? null : MESSAGES.confirmPasswordMismatch;
}

/**
 * Accepts a bare number or the platform form "(86)13800138000"; a country code passed in wins
 * over the one written in the number.
 */
export function validatePhone(phone: string, countryCode?: string | number): string | null {
  const value = text(phone).trim();
  if (value === '') return MESSAGES.phoneRequired;
  const parsed = parsePhone(value);
  const code = countryCode === undefined ? (parsed?.countryCode ?? String(DEFAULT_COUNTRY_CODE)) : normaliseCountryCode(countryCode);
  const isMainland = code === String(DEFAULT_COUNTRY_CODE);
  if (parsed === null) return isMainland ? MESSAGES.phoneInvalidCn : MESSAGES.phoneInvalid;
  if (isMainland) return CN_MOBILE.test(parsed.number) ? null : MESSAGES.phoneInvalidCn;
  return OTHER_PHONE.test(parsed.number) ? null : MESSAGES.phoneInvalid;
}

export function validateCaptcha(captcha: string): string | null {
  const value = normaliseFieldText(captcha);
  if (value === '') return MESSAGES.captchaRequired;
  return CAPTCHA.test(value) ? null : MESSAGES.captchaInvalid;
}

export function validateRealName(name: string): string | null {
  const value = normaliseFieldText(name);
  if (value === '') return MESSAGES.realNameRequired;
  const length = Array.from(value).length;
  if (length < REAL_NAME_MIN_LENGTH || length > REAL_NAME_MAX_LENGTH) return MESSAGES.realNameInvalid;
  return CHINESE_NAME.test(value) || LATIN_NAME.test(value) ? null : MESSAGES.realNameInvalid;
}

export function validateBankCard(card: string): string | null {
  const digits = compactDigits(card);
  if (digits === '') return MESSAGES.bankCardRequired;
  if (!/^\d+$/.test(digits) || digits.length < BANK_CARD_MIN_DIGITS || digits.length > BANK_CARD_MAX_DIGITS) {
    return MESSAGES.bankCardLength;
  }
  return passesLuhn(digits) ? null : MESSAGES.bankCardChecksum;
}

export function validateWithdrawPassword(password: string): string | null {
  const value = text(password);
  if (value === '') return MESSAGES.withdrawPasswordRequired;
  return WITHDRAW_PASSWORD.test(value) ? null : MESSAGES.withdrawPasswordInvalid;
}

/**
 * `amount` is the money field's text exactly as the member left it ("12." counts as 12). Text that
 * is not an amount gets readAmountInput's reason — the same words the field shows beside it — and
 * is not trimmed first: " 100" is refused for its space like any other character, so the rule and
 * the field never disagree (issue #35 item 5). A bound that is not a finite number is not applied,
 * so a platform that sends no maximum does not block every amount.
 */
export function validateAmountRange(amount: string, min: number, max: number): string | null {
  const value = text(amount);
  if (value === '') return MESSAGES.amountRequired;
  const reading = readAmountInput(value);
  if (!reading.ok) return reading.reason;
  // readAmountInput accepts only this shape; the test stays as the guard of what Number() reads.
  if (!AMOUNT.test(reading.amount)) return MESSAGES.amountInvalid;
  const number = Number(reading.amount);
  if (!(number > 0)) return MESSAGES.amountNotPositive;
  if (typeof min === 'number' && Number.isFinite(min) && number < min) return MESSAGES.amountBelowMin(formatNumber(min));
  if (typeof max === 'number' && Number.isFinite(max) && number > max) return MESSAGES.amountAboveMax(formatNumber(max));
  return null;
}
