import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAmountInput, sanitizeAmount } from './amount';
import { BAD_AMOUNT_INPUTS } from './testing';
import {
  compactDigits,
  normaliseFieldText,
  validateAmountRange,
  validateBankCard,
  validateCaptcha,
  validateConfirmPassword,
  validatePassword,
  validatePhone,
  validateRealName,
  validateRequired,
  validateUsername,
  validateWithdrawPassword,
} from './form-rules';
import { MESSAGES } from './messages';
import { amountishText, anyText, digitString, luhnNumber } from './test-arbitraries';

describe('validateUsername: 6–16 letters or digits, starting with a letter (the platform rule)', () => {
  it.each(['demo88', 'player01', 'A234567890123456'])('accepts %j', (name) => {
    expect(validateUsername(name)).toBeNull();
  });

  it('asks for a missing username', () => {
    expect(validateUsername('')).toBe(MESSAGES.usernameRequired);
  });

  it.each(['demo', 'abcd5', 'A2345678901234567', '1player', 'play er', 'player_1', '玩家玩家', 'ｐｌａｙｅｒ'])('rejects %j', (name) => {
    expect(validateUsername(name)).toBe(MESSAGES.usernameInvalid);
  });

  it('says the rule in Chinese', () => {
    expect(MESSAGES.usernameInvalid).toBe('用户名须为6-16位字母或数字，且以字母开头');
  });
});

describe('validatePassword: 8–20 printable ASCII, a letter and a digit (the platform rule)', () => {
  it.each(['abcd1234', 'Abc!2345', 'a1b2c3d4e5f6g7h8i9j0'])('accepts %j', (password) => {
    expect(validatePassword(password)).toBeNull();
  });

  it.each([
    ['', MESSAGES.passwordRequired],
    ['abc1234', MESSAGES.passwordLength],
    ['a1b2c3d4e5f6g7h8i9j0k', MESSAGES.passwordLength],
    ['abc 123', MESSAGES.passwordCharacters],
    ['密码abc123', MESSAGES.passwordCharacters],
    ['abcdefgh', MESSAGES.passwordNeedsLetterAndDigit],
    ['12345678', MESSAGES.passwordNeedsLetterAndDigit],
  ])('%j → %s', (password, message) => {
    expect(validatePassword(password)).toBe(message);
  });
});

describe('validateConfirmPassword', () => {
  it('asks for the repeat, then compares exactly', () => {
    expect(validateConfirmPassword('abc123', '')).toBe(MESSAGES.confirmPasswordRequired);
    expect(validateConfirmPassword('abc123', 'abc124')).toBe(MESSAGES.confirmPasswordMismatch);
    expect(validateConfirmPassword('abc123', 'abc123 ')).toBe(MESSAGES.confirmPasswordMismatch);
    expect(validateConfirmPassword('abc123', 'abc123')).toBeNull();
  });
});

describe('validatePhone', () => {
  it('accepts mainland mobiles, bare or in the platform form', () => {
    expect(validatePhone('13800138000')).toBeNull();
    expect(validatePhone('(86)19912345678')).toBeNull();
    expect(validatePhone(' 138 0013 8000 ')).toBeNull();
    expect(validatePhone('１３８００１３８０００')).toBeNull();
  });

  it('rejects what is not a mainland mobile for 86', () => {
    for (const phone of ['12800138000', '1380013800', '138001380001', '23800138000', 'abc', '(86)']) {
      expect(validatePhone(phone)).toBe(MESSAGES.phoneInvalidCn);
    }
    expect(validatePhone('')).toBe(MESSAGES.phoneRequired);
  });

  it('uses 5–14 digits for other country codes, passed in or written in the number', () => {
    expect(validatePhone('91234567', 852)).toBeNull();
    expect(validatePhone('(852)91234567')).toBeNull();
    expect(validatePhone('1234', '852')).toBe(MESSAGES.phoneInvalid);
    expect(validatePhone('123456789012345', 1)).toBe(MESSAGES.phoneInvalid);
    expect(validatePhone('(852)91234567', 86)).toBe(MESSAGES.phoneInvalidCn);
  });

  it('accepts every 1[3-9] + 9 digits number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 9 }), digitString(9, 9), (second, rest) => {
        expect(validatePhone(`1${second}${rest}`)).toBeNull();
      }),
    );
  });
});

describe('validateCaptcha: 4–6 letters or digits', () => {
  it('accepts typical captchas, forgiving full-width and spaces', () => {
    expect(validateCaptcha('8fK2')).toBeNull();
    expect(validateCaptcha('123456')).toBeNull();
    expect(validateCaptcha(' １２３４ ')).toBeNull();
    expect(normaliseFieldText(' １２３４ ')).toBe('1234');
  });

  it('rejects the rest', () => {
    expect(validateCaptcha('')).toBe(MESSAGES.captchaRequired);
    for (const captcha of ['123', '1234567', '12 34', '验证码12']) {
      expect(validateCaptcha(captcha)).toBe(MESSAGES.captchaInvalid);
    }
  });
});

describe('validateRealName', () => {
  it.each(['张三', '欧阳娜娜', '阿沛·阿旺晋美', 'John Smith', "O'Brien", 'J. R. Tolkien', 'Anne-Marie'])('accepts %j', (name) => {
    expect(validateRealName(name)).toBeNull();
  });

  it.each(['张', '张三1', '张 三', '·张三', '张三·', 'John  Smith', '😀😀', 'a'.repeat(31), 'Zhang三'])('rejects %j', (name) => {
    expect(validateRealName(name)).toBe(MESSAGES.realNameInvalid);
  });

  it('asks for a missing name', () => {
    expect(validateRealName('  ')).toBe(MESSAGES.realNameRequired);
  });
});

describe('validateBankCard: 12–19 digits, Luhn', () => {
  it('accepts a good number, with the spaces members type', () => {
    expect(validateBankCard('4111 1111 1111 1111')).toBeNull();
    expect(validateBankCard('6011-1111-1111-1117')).toBeNull();
    expect(compactDigits('６０１１ 1111-1111 1117')).toBe('6011111111111117');
  });

  it('tells length and checksum errors apart', () => {
    expect(validateBankCard('')).toBe(MESSAGES.bankCardRequired);
    expect(validateBankCard('41111111111')).toBe(MESSAGES.bankCardLength);
    expect(validateBankCard('41111111111111111111')).toBe(MESSAGES.bankCardLength);
    expect(validateBankCard('4111abcd11111111')).toBe(MESSAGES.bankCardLength);
    expect(validateBankCard('4111111111111112')).toBe(MESSAGES.bankCardChecksum);
  });

  it('accepts every Luhn number of 12–19 digits', () => {
    fc.assert(
      fc.property(luhnNumber(12, 19), (card) => {
        expect(validateBankCard(card)).toBeNull();
      }),
    );
  });
});

describe('validateWithdrawPassword: exactly 6 digits', () => {
  it('accepts 6 digits only', () => {
    expect(validateWithdrawPassword('012345')).toBeNull();
    expect(validateWithdrawPassword('')).toBe(MESSAGES.withdrawPasswordRequired);
    for (const password of ['12345', '1234567', 'abcdef', '12345a', '１２３４５６']) {
      expect(validateWithdrawPassword(password)).toBe(MESSAGES.withdrawPasswordInvalid);
    }
  });
});

describe('validateAmountRange', () => {
  it('checks presence, form, sign and limits', () => {
    expect(validateAmountRange('', 100, 50000)).toBe(MESSAGES.amountRequired);
    expect(validateAmountRange('1.234', 1, 100)).toBe(MESSAGES.amountInvalid);
    // Issue #35 item 5: text that is no amount gets the field's own reason, naming what does not belong.
    expect(validateAmountRange('abc', 1, 100)).toBe('金额只能输入数字和小数点，不能有“a”“b”“c”');
    expect(validateAmountRange('0', 0, 100)).toBe(MESSAGES.amountNotPositive);
    expect(validateAmountRange('0.00', 0, 100)).toBe(MESSAGES.amountNotPositive);
    expect(validateAmountRange('99.99', 100, 50000)).toBe('单笔金额不能低于100.00元');
    expect(validateAmountRange('50000.01', 100, 50000)).toBe('单笔金额不能高于50,000.00元');
  });

  it('accepts the limits themselves and a half-typed amount', () => {
    expect(validateAmountRange('100', 100, 50000)).toBeNull();
    expect(validateAmountRange('50000.00', 100, 50000)).toBeNull();
    expect(validateAmountRange('200.', 100, 50000)).toBeNull();
  });

  it('refuses every bad input with the field\'s reason, whatever the limits (issue #35 item 5)', () => {
    for (const { input } of BAD_AMOUNT_INPUTS) {
      const reading = readAmountInput(input);
      expect(reading.ok).toBe(false);
      if (!reading.ok) expect(validateAmountRange(input, Number.NaN, Number.NaN)).toBe(reading.reason);
    }
    // Not trimmed first: the rule and the field never disagree.
    expect(validateAmountRange(' 100 ', 1, 1000)).toBe('金额只能输入数字和小数点，不能有“空格”');
    expect(validateAmountRange('007', 1, 1000)).toBeNull();
  });

  it('skips a limit that is not a number', () => {
    expect(validateAmountRange('999999', 100, Number.NaN)).toBeNull();
    expect(validateAmountRange('1', Number.NaN, 10)).toBeNull();
  });

  it('accepts any sanitised amount inside the limits and nothing outside', () => {
    fc.assert(
      fc.property(amountishText, fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 100000 }), (typed, min, span) => {
        const amount = sanitizeAmount(typed);
        const value = Number(amount);
        const message = validateAmountRange(amount, min, min + span);
        if (amount === '') expect(message).toBe(MESSAGES.amountRequired);
        else if (value <= 0) expect(message).toBe(MESSAGES.amountNotPositive);
        else expect(message === null).toBe(value >= min && value <= min + span);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('every form rule', () => {
  const rules: ReadonlyArray<[string, (value: string) => string | null]> = [
    ['username', validateUsername],
    ['password', validatePassword],
    ['confirm', (value) => validateConfirmPassword('abc123', value)],
    ['phone', (value) => validatePhone(value)],
    ['captcha', validateCaptcha],
    ['real name', validateRealName],
    ['bank card', validateBankCard],
    ['withdraw password', validateWithdrawPassword],
    ['amount', (value) => validateAmountRange(value, 10, 1000)],
    ['required', (value) => validateRequired(value, '昵称')],
  ];
  const messages = new Set<string>(Object.values(MESSAGES).flatMap((message) => (typeof message === 'string' ? [message] : [])));

  it.each(rules)('%s never throws and answers null or a Chinese message', (_, rule) => {
    fc.assert(
      fc.property(anyText, (value) => {
        const message = rule(value);
        if (message !== null) {
          expect(message).toMatch(/\p{Script=Han}/u);
          // 金额…: the amount field's reasons, which name the characters refused (issue #35 item 5).
          expect(messages.has(message) || /^(单笔金额|请输入|金额)/.test(message)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('survive values that are not strings', () => {
    for (const [, rule] of rules) {
      expect(() => rule(undefined as unknown as string)).not.toThrow();
      expect(rule(null as unknown as string)).not.toBeNull();
    }
  });

  it('validateRequired names the field', () => {
    expect(validateRequired('  ', '昵称')).toBe('请输入昵称');
    expect(validateRequired('x', '昵称')).toBeNull();
  });
});
