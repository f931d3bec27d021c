import type { WalletBalances } from '@site/api-contract';
import { describe, expect, it } from 'vitest';
import { isVenueWalletEmpty, launchKind, launchPageAllowlist, readVenueMessage, venueOfRoute } from './venue-rules';

const balances = (wallets: [string, number][]): WalletBalances => ({
  center: 100,
  lockMoney: 0,
  total: 100,
  wallets: wallets.map(([code, balance]) => ({ code, name: code, balance, status: 1 })),
});

describe('launchKind', () => {
  it('sends the six venues with a launch page to their page', () => {
    expect(launchKind('OBTY')).toEqual({ kind: 'page', venue: 'OBTY', route: '/game/sport/ob' });
    expect(launchKind('V188')).toEqual({ kind: 'page', venue: 'V188', route: '/game/sport/V188' });
    expect(launchKind('LHDJ')).toEqual({ kind: 'page', venue: 'LHDJ', route: '/game/gaming/lhdj' });
  });
  it('opens FBTY (launchable, no page) in a window', () => {
    expect(launchKind('FBTY')).toEqual({ kind: 'window', venue: 'FBTY' });
  });
  it('refuses codes the launch call does not know, and junk', () => {
    for (const code of ['PGDZ', '', 'obty', null, 42, undefined]) expect(launchKind(code)).toEqual({ kind: 'unavailable' });
  });
});

describe('venueOfRoute', () => {
  it('maps a launch page path back to its venue', () => {
    expect(venueOfRoute('/game/sport/im')).toBe('IMTY');
    expect(venueOfRoute('/game/gaming/ybdj')).toBe('YBDJ');
    expect(venueOfRoute('/game/sport')).toBeNull();
  });
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

describe('launchPageAllowlist', () => {
  it('joins the platform origins (normalised) and the launch origins, without duplicates', () => {
    expect(
      launchPageAllowlist(['https://lobby.venue.example/path', 'javascript:alert(1)', 7, 'https://a@evil.example'], [
        'https://lobby.venue.example',
        'http://127.0.0.1:4332',
      ]).sort(),
    ).toEqual(['http://127.0.0.1:4332', 'https://lobby.venue.example']);
  });
});

describe('readVenueMessage', () => {
  it('reads the relaunch codes 400401 and 14010 in every shape', () => {
    expect(readVenueMessage(400401)).toEqual({ kind: 'relaunch', code: 400401 });
    expect(readVenueMessage('14010')).toEqual({ kind: 'relaunch', code: 14010 });
    expect(readVenueMessage({ code: '400401' })).toEqual({ kind: 'relaunch', code: 400401 });
    expect(readVenueMessage({ status_code: 14010 })).toEqual({ kind: 'relaunch', code: 14010 });
  });
  it('reads close and transfer requests', () => {
    expect(readVenueMessage({ type: 'close' })).toEqual({ kind: 'close' });
    expect(readVenueMessage({ type: 'transfer' })).toEqual({ kind: 'transfer' });
  });
  it('ignores anything else without throwing', () => {
    for (const data of [null, undefined, 6000, '400402', { code: 401 }, { type: 'navigate', url: 'https://evil.example' }, [], 'x'.repeat(10_000)]) {
      expect(readVenueMessage(data)).toBeNull();
    }
  });
});
