import { PASSWORD_PATTERN, USERNAME_PATTERN } from '@site/api-contract';
import { validatePassword, validateUsername } from '@site/validation';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

// The site's forms (libs/validation) and the platform (the contract's patterns, which the
// simulator enforces) must accept exactly the same usernames and passwords: a form that lets
// through what the server refuses only moves the member's error later.
const asciiish = fc.string({
  unit: fc.oneof(fc.constantFrom(...'abcXYZ0189!@# _-中'), fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c))),
  maxLength: 24,
});

describe('form rules agree with the platform', () => {
  it('on usernames', () => {
    fc.assert(
      fc.property(asciiish, (name) => {
        expect(validateUsername(name) === null).toBe(USERNAME_PATTERN.test(name));
      }),
      { numRuns: 3000 },
    );
  });

  it('on passwords', () => {
    fc.assert(
      fc.property(asciiish, (password) => {
        expect(validatePassword(password) === null).toBe(PASSWORD_PATTERN.test(password));
      }),
      { numRuns: 3000 },
    );
  });

  it.each(['demo888', 'player01'])('the demo and seed usernames pass both: %s', (name) => {
    expect(validateUsername(name)).toBeNull();
    expect(USERNAME_PATTERN.test(name)).toBe(true);
  });
});
