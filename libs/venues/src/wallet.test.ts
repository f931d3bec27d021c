import type { WalletBalances } from '@site/api-contract';
import { describe, expect, it } from 'vitest';
import { isVenueWalletEmpty } from './wallet';

const balances = (wallets: [string, number][]): WalletBalances => ({
  center: 100,
  lockMoney: 0,
  total: 100,
  wallets: wallets.map(([code, balance]) => ({ code, name: code, balance, status: 1 })),
});

describe('isVenueWalletEmpty', () => {
  it('is true only for a venue wallet that holds nothing', () => {
    const b = balances([['OBTY', 500], ['V188', 0], ['IMTY', 0.01]]);
    expect(isVenueWalletEmpty(b, 'V188')).toBe(true);
    expect(isVenueWalletEmpty(b, 'OBTY')).toBe(false);
    expect(isVenueWalletEmpty(b, 'IMTY')).toBe(false);
  });
  it('raises no alarm when the balance is unknown', () => {
    expect(isVenueWalletEmpty(null, 'V188')).toBe(false);
    expect(isVenueWalletEmpty(balances([]), 'V188')).toBe(false);
  });
});
