import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';
import { anyText } from './test-arbitraries';

describe('passwordStrength', () => {
  it.each([
    ['', 0],
    ['abc1234', 0], // shorter than the 8 a password needs
    ['abcdefgh', 1],
    ['12345678', 1],
    ['abcd1234', 2],
    ['Abcd1234', 2], // three kinds, but under the 10 characters "strong" asks
    ['abc!1234', 2],
    ['Abcd123456', 3],
    ['abc!123456', 3],
    ['密码密码密码密码', 1],
  ] as const)('%j scores %i', (password, score) => {
    expect(passwordStrength(password)).toBe(score);
  });

  it('scores 0–3, and typing more never lowers the score', () => {
    fc.assert(
      fc.property(anyText, anyText, (start, more) => {
        const before = passwordStrength(start);
        expect([0, 1, 2, 3]).toContain(before);
        expect(passwordStrength(start + more)).toBeGreaterThanOrEqual(before);
      }),
      { numRuns: 1000 },
    );
  });
});
