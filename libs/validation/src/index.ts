export { AMOUNT_DECIMALS, sanitizeAmount, sanitizeDecimal } from './amount.ts';
export { textWidth, truncateToWidth } from './text-width.ts';
export { splitGraphemes } from './graphemes.ts';
export { toHalfWidth } from './half-width.ts';
export { maskCardNumber, maskName, maskPhone } from './masking.ts';
export { DEFAULT_COUNTRY_CODE, formatPhone, normaliseCountryCode, parsePhone } from './phone.ts';
export { formatMoney, formatNumber } from './number-format.ts';
export {
  REFERRAL_CODE_KINDS,
  REFERRAL_CODE_TTL_MS,
  isReferralCodeExpired,
  isReferralCodeKind,
  referralCodeExpiresAt,
  type ReferralCodeKind,
} from './referral-code.ts';
export {
  isGradeInRange,
  isRestrictedContentVisible,
  normaliseTitle,
  type RestrictedContentInput,
} from './visibility.ts';
export * from './form-limits.ts';
export { MESSAGES } from './messages.ts';
export { passesLuhn } from './luhn.ts';
export { passwordStrength, type PasswordStrength } from './password-strength.ts';
export {
  compactDigits,
  normaliseFieldText,
  validateAmountRange,
  validateBankCard,
  validateCaptcha,
  validateConfirmPassword,
  validatePassword,
  validatePhone,
  validateRealName,
  validateRequired,
  validateUsername,
  validateWithdrawPassword,
} from './form-rules.ts';
