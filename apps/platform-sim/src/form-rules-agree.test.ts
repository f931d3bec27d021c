import { PASSWORD_PATTERN, USERNAME_PATTERN, feedbackSubmitRequestSchema, memberUpdateRequestSchema } from '@site/api-contract';
import { validateEmail, validateFeedbackContact, validateFeedbackContent, validateNickname, validatePassword, validateUsername } from '@site/validation';
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

// The member's own forms may be stricter than the platform, never looser: whatever the profile and
// feedback forms let through, the contract (which the simulator enforces) accepts.
describe('profile and feedback forms never send what the platform refuses', () => {
  const wide = fc.string({ unit: fc.constantFrom(...'ab_Z09 .@-+中文星😀\''), maxLength: 70 });

  it('nickname and email (memberUpdate)', () => {
    // Email-shaped strings, so that many pass the form and the property is not vacuous.
    const email = fc
      .tuple(fc.string({ unit: fc.constantFrom(...'ab9_.+-\' 中'), maxLength: 12 }), fc.constantFrom('@example.com', '@163.com', '@a-b.cn', '@x..com', '@-x.com', '@q.c', ''))
      .map(([local, domain]) => local + domain);
    let accepted = 0;
    fc.assert(
      fc.property(wide, email, (nick, mail) => {
        if (validateNickname(nick) === null) expect(memberUpdateRequestSchema.safeParse({ nickName: nick.trim() }).success).toBe(true);
        if (validateEmail(mail) === null) {
          accepted += 1;
          expect(memberUpdateRequestSchema.safeParse({ email: mail.trim() }).success).toBe(true);
        }
      }),
      { numRuns: 3000 },
    );
    expect(accepted).toBeGreaterThan(100);
  });

  it('feedback text and contact (feedbackSubmit)', () => {
    const long = fc.string({ unit: fc.constantFrom('中', 'a', ' ', '😀'), minLength: 0, maxLength: 520 });
    fc.assert(
      fc.property(long, wide, (content, contact) => {
        if (validateFeedbackContent(content) === null && validateFeedbackContact(contact) === null)
          expect(feedbackSubmitRequestSchema.safeParse({ type: 'OTHER', content, contact }).success).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('the demo member passes both', () => {
    expect(validateEmail('demo888@example.com')).toBeNull();
    expect(validateNickname('星耀会员')).toBeNull();
  });
});
