/**
 * How a bound receiving account reads on the page (SPEC-NOTES 12, maskCardNumber's rule).
 * The platform sends accounts already masked ("6222***********3445"); a bank card is masked again
 * so that no page shows more than the card rule allows, whatever mask the platform used:
 * - one "*" per hidden character, so the length stays that of the platform's text (spaces and
 *   full-width forms folded first);
 * - at most the last 4 characters show, and only those of them that are digits after the last
 *   hidden character ("62220212****345" shows "345", never a digit from before the mask);
 * - 4 characters or fewer are all stars.
 * Other accounts (wallet addresses, app accounts) are masked by maskAccount's rule, whatever the
 * platform sent (issue #41: the site does not rely on the platform having masked them).
 */
import { BANK_CARD_MIN_DIGITS } from './form-limits';
import { compactDigits } from './form-rules';
import { toHalfWidth } from './half-width';
import { maskAccount, maskCardNumber } from './masking';
import { MESSAGES } from './messages';

const MASK = '*';
const SHOWN_TAIL = 4;
const BANK_KIND = 'BANK';

export interface MaskedAccount {
  /** The contract's card kind ("BANK", "VIRTUAL", "ALIPAY" …). */
  kind: string;
  accountMasked: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A bank card number masked again: stars, then at most the trailing 4 digits. */
export function remaskCardNumber(masked: string): string {
  const chars = Array.from(toHalfWidth(text(masked)).replace(/\s/g, ''));
  if (chars.length <= SHOWN_TAIL) return MASK.repeat(chars.length);
  const tail = /\d*$/.exec(chars.slice(-SHOWN_TAIL).join(''))?.[0] ?? '';
  return `${MASK.repeat(chars.length - tail.length)}${tail}`;
}

/** The account as the member sees it: bank cards re-masked, other kinds by their own rule. */
export function accountText(account: MaskedAccount): string {
  if (typeof account !== 'object' || account === null) return '';
  return account.kind === BANK_KIND ? remaskCardNumber(account.accountMasked) : maskAccount(text(account.kind), text(account.accountMasked));
}

/** "中国工商银行（尾号3445）" for a bank card, "USDT TLa2f6…wYjU7" for other accounts. */
export function cardLabel(account: MaskedAccount & { name: string }): string {
  if (typeof account !== 'object' || account === null) return '';
  const shown = accountText(account);
  const name = text(account.name);
  if (account.kind !== BANK_KIND) return shown === '' ? name : `${name} ${shown}`;
  const tail = /\d*$/.exec(shown)?.[0] ?? '';
  return tail === '' ? name : MESSAGES.cardTail(name, tail);
}

/**
 * The masked echo of a card number being typed, so the member can check its tail: "" until it
 * has a card number's least digits (shorter ones would be all or mostly stars), then maskCardNumber.
 */
export function cardNumberPreview(typed: string): string {
  const digits = compactDigits(typed);
  return /^\d+$/.test(digits) && digits.length >= BANK_CARD_MIN_DIGITS ? maskCardNumber(digits) : '';
}
