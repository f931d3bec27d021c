/*
 * The face of @site/validation. A module whose every export is public is re-exported whole
 * (`export *`), so its names are listed once, where they are declared, and not again here and in
 * its test; a module with internals lists what it lets out. Keep test-only helpers out of the
 * whole modules (test-arbitraries.ts is where they go).
 */
export { AMOUNT_DECIMALS, sanitizeAmount, sanitizeDecimal } from './amount.ts';
export { textWidth, truncateToWidth } from './text-width.ts';
export { splitGraphemes } from './graphemes.ts';
export { toHalfWidth } from './half-width.ts';
export { maskCardNumber, maskName, maskPhone } from './masking.ts';
export { DEFAULT_COUNTRY_CODE, formatPhone, normaliseCountryCode, parsePhone } from './phone.ts';
export { formatInteger, formatMoney, formatNumber } from './number-format.ts';
export * from './referral-code.ts';
export { isGradeInRange, isRestrictedContentVisible, normaliseTitle, type RestrictedContentInput } from './visibility.ts';
export * from './form-limits.ts';
export { MESSAGES } from './messages.ts';
export { passesLuhn } from './luhn.ts';
export { passwordStrength, type PasswordStrength } from './password-strength.ts';
export * from './form-rules.ts';
export { normaliseIdNumber, residentIdCheckCharacter, validateIdNumber } from './resident-id.ts';
export { accountText, cardLabel, cardNumberPreview, remaskCardNumber, type MaskedAccount } from './account-display.ts';
export * from './payment-account.ts';
export { amountTextOf, auditPercent, auditRemaining, fromCents, toCents, venueWalletsTotal } from './money.ts';
export * from './transfer.ts';
export {
  validateWithdrawAmount,
  withdrawAllText,
  withdrawBlock,
  withdrawGate,
  withdrawMaxAmount,
  type WithdrawBlock,
  type WithdrawGate,
  type WithdrawLimits,
} from './withdrawal.ts';
export {
  coinsFor,
  depositMethodsOf,
  depositorNameFor,
  pickDepositChannel,
  validateDepositAmount,
  type DepositChannelView,
} from './deposit.ts';
export * from './profile-rules.ts';
export { cleanText, cleanTextDeep, hasHiddenControls } from './untrusted-text.ts';
export { LEAVE_PATH, leavePath, leaveTarget, linkHref, linkTarget, type LinkContext, type LinkTarget } from './link-target.ts';
export {
  amountRewrite,
  amountRewriteText,
  mergeAmountRewrites,
  type AmountRewrite,
  type AmountRewriteKind,
} from './amount-rewrite.ts';
export { capitalAmount } from './capital-amount.ts';
export * from './responsible-play.ts';
export * from './responsible-age.ts';
