import { describe, expect, it } from 'vitest';
import { accountText, cardLabel } from './card-display';

describe('card display', () => {
  it('shows a bank card as one star per hidden digit and the last 4', () => {
    expect(accountText({ kind: 'BANK', accountMasked: '6222***********3445' })).toBe('***************3445');
    expect(accountText({ kind: 'BANK', accountMasked: '6222 0212 3456 7890' })).toBe('************7890');
  });

  it('hides a short bank number entirely', () => {
    expect(accountText({ kind: 'BANK', accountMasked: '1234' })).toBe('****');
  });

  it('keeps the platform mask of other accounts', () => {
    expect(
      accountText({
        kind: 'VIRTUAL',
        accountMasked: 'TLa2f6**********************wYjU7',
      }),
    ).toBe('TLa2f6**********************wYjU7');
  });

  it('labels a bank card with its bank and tail', () => {
    expect(
      cardLabel({
        kind: 'BANK',
        name: '中国工商银行',
        accountMasked: '6222***********3445',
      }),
    ).toBe('中国工商银行（尾号3445）');
  });
});
