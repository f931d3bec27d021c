import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountText, cardLabel, cardNumberPreview, remaskCardNumber } from './account-display';
import { anyText, digitString } from './test-arbitraries';

const bank = (accountMasked: string) => ({ kind: 'BANK', accountMasked });

describe('accountText: a bank card as the member sees it', () => {
  it('shows one star per hidden character and the last 4 digits', () => {
    expect(accountText(bank('6222***********3445'))).toBe('***************3445');
    expect(accountText(bank('6222 0212 3456 7890'))).toBe('************7890');
    expect(accountText(bank('６２２２０２１２３４５６７８９０'))).toBe('************7890');
  });

  it('hides a short number entirely', () => {
    expect(accountText(bank('1234'))).toBe('****');
    expect(accountText(bank('12'))).toBe('**');
    expect(accountText(bank(''))).toBe('');
  });

  it('never shows a digit from before the platform mask', () => {
    expect(accountText(bank('62220212****345'))).toBe('************345');
    expect(accountText(bank('622202123456789*'))).toBe('****************');
    expect(accountText(bank('6222•••••••3445'))).toBe('***********3445');
  });

  it('masks other accounts by their own rule, keeping what the platform masked (issue #41)', () => {
    expect(accountText({ kind: 'VIRTUAL', accountMasked: 'TLa2f6**********************wYjU7' })).toBe('TLa2f6**********************wYjU7');
    // maskEmail shows 2 characters of a local part of 5 or more: the platform's third goes.
    expect(accountText({ kind: 'ALIPAY', accountMasked: 'wxm***@alipay.example' })).toBe('wx****@alipay.example');
    // Sent unmasked: masked all the same.
    expect(accountText({ kind: 'ALIPAY', accountMasked: 'wxm1990@alipay.example' })).toBe('wx*****@alipay.example');
    expect(accountText({ kind: 'WECHAT', accountMasked: '13912345678' })).toBe('*******5678');
    expect(accountText({ kind: 'VIRTUAL', accountMasked: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' })).toBe(`TLa2f6${'*'.repeat(22)}5wYjU7`);
  });

  it('never throws on bad input', () => {
    expect(accountText(null as unknown as { kind: string; accountMasked: string })).toBe('');
    expect(accountText({ kind: 'BANK', accountMasked: undefined as unknown as string })).toBe('');
    expect(accountText({ kind: 'WECHAT', accountMasked: 7 as unknown as string })).toBe('');
  });
});

describe('remaskCardNumber', () => {
  it('of a plain card number keeps its length and its last 4 digits', () => {
    fc.assert(
      fc.property(digitString(5, 25), (digits) => {
        expect(remaskCardNumber(digits)).toBe(`${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`);
      }),
      { numRuns: 1000 },
    );
  });

  it('of any text shows only stars and at most 4 trailing digits, which end the input', () => {
    fc.assert(
      fc.property(anyText, (masked) => {
        const out = remaskCardNumber(masked);
        expect(out).toMatch(/^\**\d{0,4}$/);
        const shown = /\d*$/.exec(out)?.[0] ?? '';
        expect(masked.replace(/\s/g, '').endsWith(shown) || /[\uff10-\uff19]/.test(masked)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('masks what is already masked to the same text', () => {
    fc.assert(
      fc.property(anyText, (masked) => {
        const once = remaskCardNumber(masked);
        expect(remaskCardNumber(once)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });
});

describe('cardLabel', () => {
  it('names a bank card by its bank and tail', () => {
    expect(cardLabel({ kind: 'BANK', name: '中国工商银行', accountMasked: '6222***********3445' })).toBe('中国工商银行（尾号3445）');
    expect(cardLabel({ kind: 'BANK', name: '招商银行', accountMasked: '6214 8301 2345 678' })).toBe('招商银行（尾号5678）');
  });

  it('leaves out a tail that has no digit to show', () => {
    expect(cardLabel({ kind: 'BANK', name: '中国银行', accountMasked: '****' })).toBe('中国银行');
  });

  it('names other accounts by their name and the platform mask', () => {
    expect(cardLabel({ kind: 'VIRTUAL', name: 'USDT', accountMasked: 'TLa2f6****wYjU7' })).toBe('USDT TLa2f6****wYjU7');
    expect(cardLabel({ kind: 'ALIPAY', name: '支付宝', accountMasked: '' })).toBe('支付宝');
  });

  it('never shows more of a bank card than its last 4 digits', () => {
    fc.assert(
      fc.property(digitString(0, 25), (digits) => {
        const label = cardLabel({ kind: 'BANK', name: '银行', accountMasked: digits });
        expect(label.replace(/\D/g, '')).toBe(digits.length > 4 ? digits.slice(-4) : '');
      }),
      { numRuns: 500 },
    );
    expect(cardLabel(undefined as unknown as { kind: string; name: string; accountMasked: string })).toBe('');
  });
});

describe('cardNumberPreview', () => {
  it('echoes a typed card number masked once it has 12 digits', () => {
    expect(cardNumberPreview('6217 0012 345')).toBe('');
    expect(cardNumberPreview('6217 0012 3456')).toBe('********3456');
    expect(cardNumberPreview('６２１７-００１２-３４５６-７８９０-１２２')).toBe('***************0122');
    expect(cardNumberPreview('6217abcd34567890')).toBe('');
    expect(cardNumberPreview(undefined as unknown as string)).toBe('');
  });

  it('never shows more than the last 4 digits of what is typed', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, digitString(0, 25)), (typed) => {
        expect(cardNumberPreview(typed)).toMatch(/^(\*{8,}\d{4})?$/);
      }),
      { numRuns: 1000 },
    );
  });
});
