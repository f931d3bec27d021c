/**
 * Lengths of the form rules (see form-rules.ts for the whole rule set). They live apart so that
 * the rules and the Chinese messages quoting them read the same numbers.
 */
// Username and password bounds are the platform's (api-contract USERNAME_PATTERN / PASSWORD_PATTERN):
// a form that accepts what the server refuses only moves the error later. platform-sim's
// form-rules-agree.test.ts holds the two together.
export const USERNAME_MIN_LENGTH = 6;
export const USERNAME_MAX_LENGTH = 16;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;
/** From this length a password with three kinds of characters counts as strong. */
export const PASSWORD_STRONG_LENGTH = 10;
export const CAPTCHA_MIN_LENGTH = 4;
export const CAPTCHA_MAX_LENGTH = 6;
export const REAL_NAME_MIN_LENGTH = 2;
export const REAL_NAME_MAX_LENGTH = 30;
export const BANK_CARD_MIN_DIGITS = 12;
export const BANK_CARD_MAX_DIGITS = 19;
export const WITHDRAW_PASSWORD_DIGITS = 6;
/** Mainland China mobile numbers: 11 digits starting 13–19. */
export const CN_MOBILE_DIGITS = 11;
/** Other countries: national number length bounds (E.164 allows 15 digits in all). */
export const PHONE_MIN_DIGITS = 5;
export const PHONE_MAX_DIGITS = 14;
/** Mainland resident ID (GB 11643-1999): 17 digits and a check character. */
export const RESIDENT_ID_LENGTH = 18;
/** The platform's identity and card-holder names: 2–20 Chinese characters (api-contract). */
export const CHINESE_NAME_MIN_LENGTH = 2;
export const CHINESE_NAME_MAX_LENGTH = 20;
/** Payment-app accounts (EBpay, 支付宝 …): the platform's bounds (api-contract cardBindRequest). */
export const PAY_ACCOUNT_MIN_LENGTH = 4;
export const PAY_ACCOUNT_MAX_LENGTH = 64;
/** The depositor name a bank deposit may carry (api-contract depositCreateRequest). */
export const DEPOSITOR_NAME_MAX_LENGTH = 20;
/** A bank branch and a wallet-address note (api-contract cardBindRequest). */
export const BANK_BRANCH_MAX_LENGTH = 50;
export const COIN_ALIAS_MAX_LENGTH = 20;
/** A bank-card field: 19 digits typed in groups of 4 take 4 separating spaces. */
export const BANK_CARD_INPUT_MAX_LENGTH = BANK_CARD_MAX_DIGITS + 4;
/** Nickname: display width (SPEC §5) 4–20, so 2–10 Chinese characters or 4–20 letters. */
export const NICKNAME_MIN_WIDTH = 4;
export const NICKNAME_MAX_WIDTH = 20;
export const EMAIL_MAX_LENGTH = 64;
/** Members must be adults; a birthday further back than this is a typing error. */
export const MEMBER_MIN_AGE = 18;
export const MEMBER_MAX_AGE = 100;
/** Feedback: 5+ characters once trimmed, display width at most 500 (api-contract FEEDBACK_*). */
export const FEEDBACK_MIN_LENGTH = 5;
export const FEEDBACK_MAX_WIDTH = 500;
export const FEEDBACK_CONTACT_MAX_LENGTH = 50;
/**
 * The longest whole part of an amount (issue #35 item 5): below 一万亿, the largest the confirm
 * step writes in capitals, and with 2 decimals 14 significant digits, which a double carries
 * exactly, so the number sent is the number typed ("1e309" was Infinity; 20 nines became 1e20).
 */
export const AMOUNT_MAX_WHOLE_DIGITS = 12;
