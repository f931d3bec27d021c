/**
 * Receiving accounts a member binds for withdrawals: bank cards, USDT wallet addresses and
 * payment-app accounts, with the platform's own bounds (api-contract cardBindRequest), so that the
 * form refuses what the platform would refuse and says why in Chinese:
 * - USDT-TRC20 address: "T" and 33 Base58 characters (no 0, O, I, l); USDT-ERC20: "0x" and 40
 *   hexadecimal digits. The address is only trimmed: a character changed inside it is a different
 *   wallet, so nothing else is "repaired".
 * - payment-app account: 4–64 characters without spaces, trimmed.
 * - holder (bank card and app accounts): the verified name's rule, validateChineseName.
 * - bank card: validateBankCard, submitted as compactDigits.
 * Every function returns a value or a message and never throws.
 */
import { clipToCodeUnits } from './clip';
import {
  BANK_BRANCH_MAX_LENGTH,
  CHINESE_NAME_MAX_LENGTH,
  CHINESE_NAME_MIN_LENGTH,
  COIN_ALIAS_MAX_LENGTH,
  PAY_ACCOUNT_MAX_LENGTH,
  PAY_ACCOUNT_MIN_LENGTH,
} from './form-limits';
import { compactDigits, normaliseFieldText, validateBankCard } from './form-rules';
import { MESSAGES } from './messages';

/** The chains a USDT address may be on, as the platform names them. */
export const COIN_PROTOCOL_NAMES = { TRC20: 'TRC20', ERC20: 'ERC20' } as const;
export type CoinProtocol = keyof typeof COIN_PROTOCOL_NAMES;

const COIN_ADDRESS: Record<CoinProtocol, { pattern: RegExp; message: string }> = {
  TRC20: { pattern: /^T[1-9A-HJ-NP-Za-km-z]{33}$/, message: MESSAGES.coinAddressTrc20 },
  ERC20: { pattern: /^0x[0-9a-fA-F]{40}$/, message: MESSAGES.coinAddressErc20 },
};

// The platform's name rule (api-contract identityVerify / cardBind): CJK Unified Ideographs
// U+4E00–U+9FA5 with "·" between the parts of a minority name.
const CHINESE_NAME = new RegExp(
  `^(?=.{${CHINESE_NAME_MIN_LENGTH},${CHINESE_NAME_MAX_LENGTH}}$)[\\u4e00-\\u9fa5]+(?:·[\\u4e00-\\u9fa5]+)*$`,
);
// Separators an IME or a copied document may give for the middle dot of a minority name.
const NAME_DOTS = /[•・‧∙⋅･]/g;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function isCoinProtocol(value: unknown): value is CoinProtocol {
  return value === 'TRC20' || value === 'ERC20';
}

export function validateCoinAddress(address: string, protocol: CoinProtocol): string | null {
  const value = text(address).trim();
  if (value === '') return MESSAGES.coinAddressRequired;
  if (!isCoinProtocol(protocol)) return MESSAGES.coinProtocolUnknown;
  const rule = COIN_ADDRESS[protocol];
  return rule.pattern.test(value) ? null : rule.message;
}

export function validatePayAccount(account: string): string | null {
  const value = text(account).trim();
  if (value === '') return MESSAGES.payAccountRequired;
  // UTF-16 units, as the platform counts them.
  if (value.length < PAY_ACCOUNT_MIN_LENGTH || value.length > PAY_ACCOUNT_MAX_LENGTH || /\s/.test(value)) return MESSAGES.payAccountInvalid;
  return null;
}

/** Full-width folded, trimmed, the middle dot unified: what an identity or holder field submits. */
export function normaliseChineseName(name: string): string {
  return normaliseFieldText(name).replace(NAME_DOTS, '·');
}

/**
 * A name as on a resident ID card: 2–20 Chinese characters, "·" between the parts of a minority
 * name ("买买提·艾力"). The platform accepts no other form for identity and card holders.
 */
export function validateChineseName(name: string): string | null {
  const value = normaliseChineseName(name);
  if (value === '') return MESSAGES.realNameRequired;
  return CHINESE_NAME.test(value) ? null : MESSAGES.chineseNameInvalid;
}

/** The account kinds a member binds through the form (the platform opens SHARELIFE itself). */
export type BindableKind = 'BANK' | 'VIRTUAL' | 'EBPAY' | 'KOIPAY' | 'ALIPAY' | 'WECHAT' | 'DIGITAL';

export interface AccountFormInput {
  kind: BindableKind;
  /** Bank cards only: the chosen bank's code. */
  bankCode?: string;
  /** Bank cards and app accounts. */
  holder?: string;
  account: string;
  /** Bank cards only, optional. */
  branch?: string;
  /** Wallet addresses only. */
  protocol?: CoinProtocol;
  /** Wallet addresses only, optional. */
  alias?: string;
}

export type AccountFormField = 'bank' | 'holder' | 'account';
export type AccountFormErrors = Partial<Record<AccountFormField, string>>;

export type AccountBindBody =
  | { kind: 'BANK'; bankCode: string; holder: string; account: string; branch?: string }
  | { kind: 'VIRTUAL'; protocol: CoinProtocol; account: string; alias?: string }
  | { kind: Exclude<BindableKind, 'BANK' | 'VIRTUAL'>; holder: string; account: string };

export type AccountFormResult = { ok: true; body: AccountBindBody } | { ok: false; errors: AccountFormErrors };

function optionalText(value: unknown, max: number): string | undefined {
  const trimmed = clipToCodeUnits(text(value).trim(), max).trim();
  return trimmed === '' ? undefined : trimmed;
}

/**
 * Checks the bind form of one account kind and, when every field passes, gives the request body
 * the platform expects (normalised values, empty optional fields left out).
 */
export function checkAccountForm(input: AccountFormInput): AccountFormResult {
  const form: Partial<AccountFormInput> = typeof input === 'object' && input !== null ? input : {};
  const kind = form.kind;
  const errors: AccountFormErrors = {};
  const holder = normaliseChineseName(text(form.holder));
  const holderError = kind === 'VIRTUAL' ? null : validateChineseName(holder);
  if (holderError) errors.holder = holderError;

  if (kind === 'BANK') {
    const bankCode = text(form.bankCode).trim();
    if (bankCode === '') errors.bank = MESSAGES.bankRequired;
    const cardError = validateBankCard(text(form.account));
    if (cardError) errors.account = cardError;
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    const branch = optionalText(form.branch, BANK_BRANCH_MAX_LENGTH);
    return { ok: true, body: { kind, bankCode, holder, account: compactDigits(text(form.account)), ...(branch ? { branch } : {}) } };
  }
  if (kind === 'VIRTUAL') {
    const protocol = form.protocol;
    if (!isCoinProtocol(protocol)) return { ok: false, errors: { account: MESSAGES.coinProtocolUnknown } };
    const addressError = validateCoinAddress(text(form.account), protocol);
    if (addressError) return { ok: false, errors: { account: addressError } };
    const alias = optionalText(form.alias, COIN_ALIAS_MAX_LENGTH);
    return { ok: true, body: { kind, protocol, account: text(form.account).trim(), ...(alias ? { alias } : {}) } };
  }
  if (kind === 'EBPAY' || kind === 'KOIPAY' || kind === 'ALIPAY' || kind === 'WECHAT' || kind === 'DIGITAL') {
    const accountError = validatePayAccount(text(form.account));
    if (accountError) errors.account = accountError;
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    return { ok: true, body: { kind, holder, account: text(form.account).trim() } };
  }
  return { ok: false, errors: { account: MESSAGES.payAccountInvalid } };
}
