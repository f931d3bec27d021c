import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passesLuhn } from './luhn';
import { digitString, luhnNumber } from './test-arbitraries';

describe('passesLuhn', () => {
  it('accepts known good numbers', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('6011111111111117')).toBe(true);
  });

  it('rejects a wrong check digit and anything that is not digits', () => {
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('4111 1111 1111 1111')).toBe(false);
    expect(passesLuhn('４１１１１１１１１１１１１１１１')).toBe(false);
  });

  it('agrees with the textbook check digit', () => {
    fc.assert(
      fc.property(luhnNumber(2, 25), (card) => {
        expect(passesLuhn(card)).toBe(true);
      }),
    );
  });

  it('has exactly one check digit for any payload', () => {
    fc.assert(
      fc.property(digitString(1, 20), (payload) => {
        const passing = [...'0123456789'].filter((check) => passesLuhn(payload + check));
        expect(passing).toHaveLength(1);
      }),
    );
  });

  it('catches every single mistyped digit', () => {
    fc.assert(
      fc.property(luhnNumber(12, 19), fc.nat(), fc.integer({ min: 1, max: 9 }), (card, at, shift) => {
        const index = at % card.length;
        const wrong = String((Number(card[index]) + shift) % 10);
        expect(passesLuhn(card.slice(0, index) + wrong + card.slice(index + 1))).toBe(false);
      }),
    );
  });
});
