/*
 * The face of @site/validation. A module whose every export is public is re-exported whole
 * (`export *`), so its names are listed once, where they are declared, and not again here and in
 * its test; a module with internals lists what it lets out. Keep test-only helpers out of the
 * whole modules (test-arbitraries.ts is where they go).
 */
export {
  AMOUNT_DECIMALS,
  amountToSend,
  readAmountInput,
  readDecimalInput,
  sanitizeAmount,
  sanitizeDecimal,
  type AmountReading,
  type AmountRefusal,
} from './amount';
export { textWidth, truncateToWidth } from './text-width';
export { splitGraphemes } from './graphemes';
export { toHalfWidth } from './half-width';
export { maskAccount, maskCardNumber, maskEmail, maskName, maskPhone, maskResidentId } from './masking';
export { DEFAULT_COUNTRY_CODE, formatPhone, normaliseCountryCode, parsePhone } from './phone';
export { formatInteger, formatMoney, formatNumber } from './number-format';
export * from './referral-code';
export { isGradeInRange, isRestrictedContentVisible, normaliseTitle, type RestrictedContentInput } from './visibility';
export * from './form-limits';
export { MESSAGES } from './messages';
export { passesLuhn } from './luhn';
export { passwordStrength, type PasswordStrength } from './password-strength';
export * from './form-rules';
export { normaliseIdNumber, residentIdCheckCharacter, validateIdNumber } from './resident-id';
export { accountText, cardLabel, cardNumberPreview, remaskCardNumber, type MaskedAccount } from './account-display';
export * from './payment-account';
export { amountTextOf, auditPercent, auditRemaining, fromCents, toCents, venueWalletsTotal } from './money';
export * from './transfer';
export {
  validateWithdrawAmount,
  withdrawAllText,
  withdrawBlock,
  withdrawGate,
  withdrawMaxAmount,
  type WithdrawBlock,
  type WithdrawGate,
  type WithdrawLimits,
} from './withdrawal';
export {
  coinsFor,
  depositMethodsOf,
  depositorNameFor,
  pickDepositChannel,
  validateDepositAmount,
  type DepositChannelView,
} from './deposit';
export * from './profile-rules';
export { cleanText, cleanTextDeep, hasHiddenControls } from './untrusted-text';
export { LEAVE_PATH, leavePath, leaveTarget, linkHref, linkTarget, type LinkContext, type LinkTarget } from './link-target';
export { capitalAmount } from './capital-amount';
export * from './responsible-play';
export * from './responsible-age';
