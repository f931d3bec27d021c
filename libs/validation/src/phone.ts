import { toHalfWidth } from './half-width';

/** SPEC §9 "Default phone country code". */
export const DEFAULT_COUNTRY_CODE = 86;

/** Country calling codes are 1 to 3 digits (ITU E.164); 4 leaves room for "1" + area forms like 1264. */
const COUNTRY_CODE = /^\d{1,4}$/;
const FORMATTED = /^\(\s*\+?(\d{1,4})\s*\)\s*([\d\s-]*)$/;
const BARE = /^\+?[\d\s-]*\d[\d\s-]*$/;

function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * "86", "+86", "(86)", 86 → "86". Anything that is not 1–4 digits falls back to the default, so a
 * missing or broken country code never produces "()138…".
 */
export function normaliseCountryCode(countryCode?: string | number | null): string {
  if (typeof countryCode === 'number') {
    return Number.isSafeInteger(countryCode) && countryCode > 0 && COUNTRY_CODE.test(String(countryCode))
      ? String(countryCode)
      : String(DEFAULT_COUNTRY_CODE);
  }
  if (typeof countryCode !== 'string') return String(DEFAULT_COUNTRY_CODE);
  const digits = digitsOnly(toHalfWidth(countryCode)).replace(/^0+/, '');
  return COUNTRY_CODE.test(digits) ? digits : String(DEFAULT_COUNTRY_CODE);
}

/**
 * Reads the platform's phone form "(86)13800138000". A bare number ("13800138000",
 * "138 0013 8000") is read with the default country code 86. Full-width digits are accepted.
 * Returns null for anything else, including a number with no digits.
 */
export function parsePhone(formatted: string): { countryCode: string; number: string } | null {
  if (typeof formatted !== 'string') return null;
  const text = toHalfWidth(formatted).trim();
  const match = FORMATTED.exec(text);
  if (match) {
    const number = digitsOnly(match[2] ?? '');
    return number === '' ? null : { countryCode: normaliseCountryCode(match[1]), number };
  }
  if (BARE.test(text)) return { countryCode: String(DEFAULT_COUNTRY_CODE), number: digitsOnly(text) };
  return null;
}

/**
 * The platform's phone form "(countrycode)number", default country 86. Spaces, hyphens and
 * full-width digits in the number are removed; an already formatted number keeps its own country
 * code unless one is passed. No digits → "".
 */
export function formatPhone(number: string, countryCode?: string | number): string {
  if (typeof number !== 'string') return '';
  const parsed = parsePhone(number);
  const national = parsed ? parsed.number : digitsOnly(toHalfWidth(number));
  if (national === '') return '';
  const code = countryCode === undefined && parsed ? parsed.countryCode : normaliseCountryCode(countryCode);
  return `(${code})${national}`;
}
