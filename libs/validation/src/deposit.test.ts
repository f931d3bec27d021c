import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coinsFor, depositMethodsOf, depositorNameFor, pickDepositChannel, validateDepositAmount } from './deposit';
import { MESSAGES } from './messages';
import { anyText } from './test-arbitraries';

const channels = [
  { id: 1, method: 'BANK', minAmount: 100, maxAmount: 50000 },
  { id: 2, method: 'ALIPAY', minAmount: 50, maxAmount: 5000 },
  { id: 3, method: 'BANK', minAmount: 500, maxAmount: 100000 },
  { id: 4, method: 'USDT', minAmount: 100, maxAmount: 100000 },
] as const;

describe('coinsFor', () => {
  it('converts yuan to coins at the channel rate, rounding up to the cent', () => {
    expect(coinsFor('720', 7.2)).toBe('100.00');
    expect(coinsFor('100', 7.3)).toBe('13.70');
    expect(coinsFor('1000', 7.18)).toBe('139.28');
    expect(coinsFor('0.01', 7.18)).toBe('0.01');
    expect(coinsFor('12.', 1)).toBe('12.00');
    expect(coinsFor('23757625.71', 0.105)).toBe('226263102.00');
  });

  it('quotes nothing without a rate or an amount', () => {
    expect(coinsFor('100', null)).toBeNull();
    expect(coinsFor('100', 0)).toBeNull();
    expect(coinsFor('100', -7)).toBeNull();
    expect(coinsFor('100', Number.NaN)).toBeNull();
    expect(coinsFor('', 7.2)).toBeNull();
    expect(coinsFor('0', 7.2)).toBeNull();
    expect(coinsFor('1e3', 7.2)).toBeNull();
    expect(coinsFor('0x10', 7.2)).toBeNull();
    expect(coinsFor('1'.repeat(30), 0.001)).toBeNull();
    expect(coinsFor(undefined as unknown as string, 7.2)).toBeNull();
  });

  it('covers the order, and a cent less would not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 10 }), fc.integer({ min: 100, max: 100000 }), (cents, rateMilli) => {
        const yuan = cents / 100;
        const rate = rateMilli / 1000;
        const coins = Number(coinsFor(String(yuan), rate));
        expect(coins * rate).toBeGreaterThanOrEqual(yuan * (1 - 1e-12));
        expect((coins - 0.01) * rate).toBeLessThan(yuan);
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws', () => {
    fc.assert(
      fc.property(anyText, fc.oneof(fc.double(), fc.constant(null)), (amount, rate) => {
        const coins = coinsFor(amount, rate);
        if (coins !== null) expect(coins).toMatch(/^\d+\.\d{2}$/);
      }),
    );
  });
});

describe('deposit channels', () => {
  it('offers the methods that have a channel, in the platform order', () => {
    expect(depositMethodsOf(channels)).toEqual(['BANK', 'ALIPAY', 'USDT']);
    expect(depositMethodsOf([])).toEqual([]);
    expect(depositMethodsOf(null as unknown as [])).toEqual([]);
  });

  it('opens on the first method and its first channel', () => {
    expect(pickDepositChannel(channels, { method: null, channelId: null })).toEqual({
      method: 'BANK',
      inMethod: [channels[0], channels[2]],
      channel: channels[0],
    });
  });

  it('keeps the member choice while it exists', () => {
    expect(pickDepositChannel(channels, { method: 'BANK', channelId: 3 }).channel).toBe(channels[2]);
    expect(pickDepositChannel(channels, { method: 'USDT', channelId: null }).channel).toBe(channels[3]);
    expect(pickDepositChannel(channels, { method: 'ALIPAY', channelId: 3 }).channel).toBe(channels[1]);
  });

  it('falls back to the first method when the chosen one is gone, and to nothing when none exists', () => {
    expect(pickDepositChannel(channels, { method: 'WECHAT', channelId: null }).channel).toBe(channels[0]);
    expect(pickDepositChannel([], { method: 'BANK', channelId: 1 })).toEqual({ method: null, inMethod: [], channel: null });
  });

  it('always shows a channel of the shown method when there is any channel', () => {
    const channel = fc.record({
      id: fc.nat(5),
      method: fc.constantFrom('BANK', 'ALIPAY', 'USDT'),
      minAmount: fc.constant(1),
      maxAmount: fc.constant(2),
    });
    fc.assert(
      fc.property(
        fc.array(channel, { maxLength: 6 }),
        fc.option(fc.constantFrom('BANK', 'ALIPAY', 'USDT', 'WECHAT')),
        fc.option(fc.nat(5)),
        (list, method, channelId) => {
          const picked = pickDepositChannel(list, { method, channelId });
          if (list.length === 0) expect(picked.channel).toBeNull();
          else {
            expect(picked.channel?.method).toBe(picked.method);
            expect(picked.inMethod).toContain(picked.channel);
            expect(picked.inMethod.every((c) => c.method === picked.method)).toBe(true);
          }
        },
      ),
    );
  });

  it('checks the amount against the channel limits', () => {
    expect(validateDepositAmount('1000', channels[0])).toBeNull();
    expect(validateDepositAmount('99', channels[0])).toBe('单笔金额不能低于100.00元');
    expect(validateDepositAmount('50001', channels[0])).toBe('单笔金额不能高于50,000.00元');
    expect(validateDepositAmount('', channels[0])).toBe(MESSAGES.amountRequired);
    expect(validateDepositAmount('5', null as unknown as (typeof channels)[0])).toBeNull();
  });
});

describe('depositorNameFor', () => {
  it('sends a trimmed name with bank deposits only', () => {
    expect(depositorNameFor('BANK', ' 李小龙 ')).toBe('李小龙');
    expect(depositorNameFor('BANK', '   ')).toBeUndefined();
    expect(depositorNameFor('ALIPAY', '李小龙')).toBeUndefined();
    expect(depositorNameFor('BANK', undefined as unknown as string)).toBeUndefined();
    expect(depositorNameFor('BANK', `${'李'.repeat(19)}😀`)).toBe('李'.repeat(19));
  });

  it('never sends more than the platform takes', () => {
    fc.assert(
      fc.property(anyText, (name) => {
        const sent = depositorNameFor('BANK', name);
        if (sent !== undefined) {
          expect(sent.length).toBeGreaterThan(0);
          expect(sent.length).toBeLessThanOrEqual(20);
          expect(sent).toBe(sent.trim());
        }
      }),
    );
  });
});
