import type { Card } from '@site/api-contract';
import { maskCardNumber } from '@site/validation';

const SHOWN_TAIL = 4;

// TODO(lib): move to @site/validation — masking of a number the server already masked.

/**
 * A bank card number as the member sees it (SPEC-NOTES 12, validation's card rule): one "*" per
 * hidden digit, then the last 4. The platform sends cards already masked ("6222***********3445"):
 * re-masking keeps the length and shows only the tail, so no page shows more than the rule allows.
 * Other accounts (wallet addresses, app accounts) show the platform's own mask.
 */
export function accountText(card: Pick<Card, 'kind' | 'accountMasked'>): string {
  if (card.kind !== 'BANK') return card.accountMasked;
  const chars = Array.from(card.accountMasked.replace(/\s/g, ''));
  if (chars.length <= SHOWN_TAIL) return '*'.repeat(chars.length);
  const tail = chars.slice(-SHOWN_TAIL).join('');
  return /^\d+$/.test(tail) ? `${'*'.repeat(chars.length - SHOWN_TAIL)}${tail}` : maskCardNumber(card.accountMasked);
}

/** "中国工商银行 (尾号3445)"-style short label for lists and confirmations. */
export function cardLabel(card: Pick<Card, 'kind' | 'name' | 'accountMasked'>): string {
  const text = accountText(card);
  return card.kind === 'BANK' ? `${card.name}（尾号${text.slice(-SHOWN_TAIL)}）` : `${card.name} ${text}`;
}
