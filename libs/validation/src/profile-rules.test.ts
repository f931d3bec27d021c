import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  feedbackCount,
  isCalendarDate,
  validateBirthday,
  validateEmail,
  validateFeedbackContact,
  validateFeedbackContent,
  validateNickname,
} from './profile-rules';
import { anyText } from './test-arbitraries';

describe('validateNickname: width 4–20 (a Chinese character counts 2), Chinese, letters, digits, _', () => {
  it.each(['星耀', '星耀会员', 'abcd', 'Lucky_88', '追风少年追风少年追风', 'a'.repeat(20)])('accepts %j', (name) => {
    expect(validateNickname(name)).toBeNull();
  });
  it('asks for one', () => {
    expect(validateNickname('   ')).toBe(MESSAGES.nicknameRequired);
  });
  it.each(['星', 'abc', '追风少年追风少年追风少', 'a'.repeat(21)])('rejects the width of %j', (name) => {
    expect(validateNickname(name)).toBe(MESSAGES.nicknameWidth);
  });
  it.each(['星耀 会员', 'lucky!', '<b>x</b>', '😀😀'])('rejects the characters of %j', (name) => {
    expect(validateNickname(name)).toBe(MESSAGES.nicknameCharacters);
  });
});

describe('validateEmail', () => {
  it.each(['demo888@example.com', 'wang.xm+vip@mail.qq.com', ' a_b@163.com '])('accepts %j', (email) => {
    expect(validateEmail(email)).toBeNull();
  });
  it.each(['demo888', 'a@b', '@example.com', 'a@@example.com', 'a b@example.com', '王@example.com'])('rejects %j', (email) => {
    expect(validateEmail(email)).toBe(MESSAGES.emailInvalid);
  });
  it('asks for one and caps it at 64 characters', () => {
    expect(validateEmail('')).toBe(MESSAGES.emailRequired);
    expect(validateEmail(`${'a'.repeat(53)}@example.com`)).toBe(MESSAGES.emailTooLong);
    expect(validateEmail(`${'a'.repeat(52)}@example.com`)).toBeNull();
  });
});

describe('validateBirthday: a real date, 18 to 100 years before today', () => {
  const today = '2026-11-22';
  it('accepts the demo member and the day a member turns 18', () => {
    expect(validateBirthday('1990-06-18', today)).toBeNull();
    expect(validateBirthday('2008-11-22', today)).toBeNull();
    expect(validateBirthday('1926-11-22', today)).toBeNull();
  });
  it('refuses a member one day short of 18, and one over 100', () => {
    expect(validateBirthday('2008-11-23', today)).toBe(MESSAGES.birthdayTooYoung);
    expect(validateBirthday('1926-11-21', today)).toBe(MESSAGES.birthdayTooOld);
  });
  it.each(['1990-02-30', '1990-13-01', '1990/06/18', '19900618'])('refuses %j', (value) => {
    expect(validateBirthday(value, today)).toBe(MESSAGES.birthdayInvalid);
  });
  it('asks for one', () => {
    expect(validateBirthday('', today)).toBe(MESSAGES.birthdayRequired);
  });
  it('knows leap days', () => {
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('1900-02-29')).toBe(false);
  });
});

describe('feedback: 5 characters at least, width 500 at most; contact up to 50', () => {
  it('counts width the way SPEC §5 does', () => {
    expect(feedbackCount('提款很快')).toEqual({ width: 8, max: 500, over: false });
    expect(feedbackCount('中'.repeat(250))).toEqual({ width: 500, max: 500, over: false });
    expect(feedbackCount(`${'中'.repeat(250)}a`)).toEqual({ width: 501, max: 500, over: true });
  });
  it('judges the trimmed text', () => {
    expect(validateFeedbackContent('  ')).toBe(MESSAGES.feedbackRequired);
    expect(validateFeedbackContent(' 提款很快 ')).toBe(MESSAGES.feedbackTooShort);
    expect(validateFeedbackContent('提款很快！')).toBeNull();
    expect(validateFeedbackContent('中'.repeat(250))).toBeNull();
    expect(validateFeedbackContent('中'.repeat(251))).toBe(MESSAGES.feedbackTooLong);
    expect(validateFeedbackContent('a'.repeat(500))).toBeNull();
  });
  it('takes an empty contact and refuses a long one', () => {
    expect(validateFeedbackContact('')).toBeNull();
    expect(validateFeedbackContact('QQ 12345678')).toBeNull();
    expect(validateFeedbackContact('1'.repeat(51))).toBe(MESSAGES.contactTooLong);
  });
  it.each([
    ['validateNickname', validateNickname],
    ['validateEmail', validateEmail],
    ['validateFeedbackContent', validateFeedbackContent],
    ['validateFeedbackContact', validateFeedbackContact],
    ['validateBirthday', (v: string) => validateBirthday(v, '2026-11-22')],
  ] as const)('%s never throws and answers null or a Chinese message', (_, rule) => {
    fc.assert(
      fc.property(anyText, (value) => {
        const message = rule(value);
        if (message !== null) expect(message).toMatch(/\p{Script=Han}/u);
      }),
      { numRuns: 300 },
    );
  });
});
