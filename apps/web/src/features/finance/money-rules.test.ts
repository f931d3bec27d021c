import { describe, expect, it } from 'vitest';
import { amountTextOf, coinsFor, transferEnds, validateTransferAmount, walletBalance, withdrawGate } from './money-rules';

const balances = {
  center: 12888.66,
  lockMoney: 0,
  total: 13511.11,
  wallets: [
    { code: 'OBTY', name: 'YB体育', balance: 500, status: 1 },
    { code: 'IMTY', name: 'IM体育', balance: 123.45, status: 1 },
  ],
};

describe('money rules', () => {
  it('writes a balance as an amount the amount input accepts', () => {
    expect(amountTextOf(500)).toBe('500');
    expect(amountTextOf(12888.66)).toBe('12888.66');
    expect(amountTextOf(12.5)).toBe('12.5');
    expect(amountTextOf(0.1 + 0.2)).toBe('0.3');
    expect(amountTextOf(0)).toBe('');
    expect(amountTextOf(-3)).toBe('');
    expect(amountTextOf(Number.NaN)).toBe('');
  });

  it('turns a direction into the two wallets', () => {
    expect(transferEnds('in', 'OBTY')).toEqual({ from: 'CENTER', to: 'OBTY' });
    expect(transferEnds('out', 'OBTY')).toEqual({ from: 'OBTY', to: 'CENTER' });
  });

  it('reads a wallet balance by code', () => {
    expect(walletBalance(balances, 'CENTER')).toBe(12888.66);
    expect(walletBalance(balances, 'IMTY')).toBe(123.45);
    expect(walletBalance(balances, 'NOPE')).toBe(0);
  });

  it('refuses a transfer above the source balance, empty or zero, in Chinese', () => {
    expect(validateTransferAmount('500', 500)).toBeNull();
    expect(validateTransferAmount('500.01', 500)).toBe('单笔金额不能高于500.00元');
    expect(validateTransferAmount('', 500)).toBe('请输入金额');
    expect(validateTransferAmount('0', 500)).toBe('金额须大于0');
  });

  it('guides to identity first, then to a card', () => {
    expect(withdrawGate({ identityVerified: false, cardCount: 0 })).toBe('needIdentity');
    expect(withdrawGate({ identityVerified: false, cardCount: 2 })).toBe('needIdentity');
    expect(withdrawGate({ identityVerified: true, cardCount: 0 })).toBe('needCard');
    expect(withdrawGate({ identityVerified: true, cardCount: 1 })).toBe('ready');
  });

  it('converts yuan to coins at the channel rate, rounding up', () => {
    expect(coinsFor('720', 7.2)).toBe('100.00');
    expect(coinsFor('100', 7.3)).toBe('13.70');
    expect(coinsFor('100', null)).toBeNull();
    expect(coinsFor('', 7.2)).toBeNull();
  });
});
