import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitGraphemes } from './graphemes';
import { maskAccount, maskCardNumber, maskEmail, maskName, maskPhone, maskResidentId } from './masking';
import { anyText, chineseChar, digitString, emoji } from './test-arbitraries';

describe('maskName (SPEC §5, SPEC-NOTES 12)', () => {
  it('shows the first 2 and last 2 characters, one star per hidden character', () => {
    expect(maskName('爱新觉罗溥仪')).toBe('爱新**溥仪');
    expect(maskName('abcde')).toBe('ab*de');
    expect(maskName('Alexander')).toBe('Al*****er');
  });

  it('shows only the first character of names of 4 characters or fewer', () => {
    expect(maskName('欧阳娜娜')).toBe('欧***');
    expect(maskName('张三丰')).toBe('张**');
    expect(maskName('张三')).toBe('张*');
  });

  it('hides a 1-character name completely and leaves nothing for nothing', () => {
    expect(maskName('李')).toBe('*');
    expect(maskName('')).toBe('');
    expect(maskName('   ')).toBe('');
    expect(maskName(undefined as unknown as string)).toBe('');
  });

  it('counts an emoji or an accented letter as one character', () => {
    expect(maskName('👨‍👩‍👧小明同学👍🏽')).toBe('👨‍👩‍👧小**学👍🏽');
    expect(maskName('Zoe\u0301')).toBe('Z**');
  });

  it('keeps the length and reveals only the allowed positions', () => {
    const names = fc.oneof(anyText, fc.string({ unit: fc.oneof(chineseChar, emoji), maxLength: 12 }));
    fc.assert(
      fc.property(names, (name) => {
        // Walk the original's characters: each is either shown as is (allowed positions only)
        // or replaced by exactly one star.
        const original = splitGraphemes(name.trim());
        const n = original.length;
        const out = maskName(name);
        const revealed = n >= 5 ? [0, 1, n - 2, n - 1] : n >= 2 ? [0] : [];
        let cursor = 0;
        original.forEach((char, index) => {
          const piece = revealed.includes(index) ? char : '*';
          expect(out.slice(cursor, cursor + piece.length)).toBe(piece);
          cursor += piece.length;
        });
        expect(cursor).toBe(out.length);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('maskPhone (SPEC §5)', () => {
  it('shows the last 4 digits of numbers longer than 7 digits', () => {
    expect(maskPhone('13800138000')).toBe('*******8000');
    expect(maskPhone('12345678')).toBe('****5678');
  });

  it('shows the last 3 digits of numbers of 7 digits or fewer', () => {
    expect(maskPhone('1234567')).toBe('****567');
    expect(maskPhone('1234')).toBe('*234');
  });

  it('reads the platform form and separators, and leaves the country code out', () => {
    expect(maskPhone('(86)13800138000')).toBe('*******8000');
    expect(maskPhone('138 0013-8000')).toBe('*******8000');
    expect(maskPhone('１３８００１３８０００')).toBe('*******8000');
  });

  it('shows no digit of a number too short to hide anything', () => {
    expect(maskPhone('123')).toBe('***');
    expect(maskPhone('')).toBe('');
    expect(maskPhone(null as unknown as string)).toBe('');
  });

  it('is stars then at most the allowed tail, as long as the number', () => {
    fc.assert(
      fc.property(digitString(0, 20), (digits) => {
        const out = maskPhone(digits);
        const shown = digits.length <= 3 ? 0 : digits.length <= 7 ? 3 : 4;
        expect(out).toHaveLength(digits.length);
        expect(out).toBe('*'.repeat(digits.length - shown) + digits.slice(digits.length - shown));
      }),
    );
  });

  it('never shows more than 4 digits of any input', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(maskPhone(text).replace(/\*/g, '').length).toBeLessThanOrEqual(4);
        expect(maskPhone(text)).toMatch(/^\**\d{0,4}$/);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('maskCardNumber', () => {
  it('shows stars then the last 4 digits', () => {
    expect(maskCardNumber('6222 0212 3456 7890')).toBe('************7890');
    expect(maskCardNumber('6222021234567890123')).toBe('***************0123');
  });

  it('shows nothing of 4 digits or fewer', () => {
    expect(maskCardNumber('1234')).toBe('****');
    expect(maskCardNumber('')).toBe('');
  });

  it('never shows more than the last 4 digits', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, digitString(0, 25)), (card) => {
        const out = maskCardNumber(card);
        expect(out).toMatch(/^\**\d{0,4}$/);
        const digits = card.replace(/\D/g, '');
        if (/^\d*$/.test(card) && digits.length > 4) expect(out.slice(-4)).toBe(digits.slice(-4));
      }),
      { numRuns: 1000 },
    );
  });
});

// Issue #41: the site masks whatever the platform sends, and the platform sometimes sends masked
// text. Masking again must give the same text, never a worse one ("*******8000" → "*000").
describe('masking what the platform already masked', () => {
  it('keeps a masked phone as the phone rule would show it', () => {
    expect(maskPhone('*******8000')).toBe('*******8000');
    expect(maskPhone('138****8000')).toBe('*******8000');
    expect(maskPhone('(86)138****8000')).toBe('*******8000');
    expect(maskPhone('****567')).toBe('****567');
    // A digit the platform left before its own stars at the end is not shown either.
    expect(maskPhone('1380013800**')).toBe('************');
  });

  it('keeps a masked card or resident ID as the card rule would show it', () => {
    expect(maskCardNumber('************7890')).toBe('************7890');
    expect(maskCardNumber('6222***********3445')).toBe('***************3445');
    expect(maskCardNumber('**** **** **** 3445')).toBe('************3445');
    expect(maskResidentId('1101**********1234')).toBe('**************1234');
    expect(maskResidentId('11010119900307123X')).toBe('**************123X');
  });

  it('keeps a masked name', () => {
    expect(maskName('王**')).toBe('王**');
    expect(maskName('爱新**溥仪')).toBe('爱新**溥仪');
  });

  it('is idempotent for every rule on any text', () => {
    const rules = [maskName, maskPhone, maskCardNumber, maskEmail, maskResidentId, (t: string) => maskAccount('VIRTUAL', t), (t: string) => maskAccount('ALIPAY', t)];
    fc.assert(
      fc.property(fc.oneof(anyText, digitString(0, 20), fc.string({ unit: fc.constantFrom('a', '1', '*', '@', '.', ' ', '王'), maxLength: 24 })), (text) => {
        for (const rule of rules) {
          const once = rule(text);
          expect(rule(once)).toBe(once);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('maskEmail (issue #41; SPEC §5 has no e-mail rule)', () => {
  it('shows the head of the local part like a name, and the domain', () => {
    expect(maskEmail('demo888@example.com')).toBe('de*****@example.com');
    expect(maskEmail('abc@qq.com')).toBe('a**@qq.com');
    expect(maskEmail('a@qq.com')).toBe('*@qq.com');
    expect(maskEmail(' ｄｅｍｏ８８８＠example.com ')).toBe('de*****@example.com');
  });

  it('keeps what the platform masked, and shows no more of text that is no e-mail than a name', () => {
    expect(maskEmail('de*****@example.com')).toBe('de*****@example.com');
    expect(maskEmail('de***********le.com')).toBe('de***************om');
    expect(maskEmail('')).toBe('');
    expect(maskEmail(undefined as unknown as string)).toBe('');
  });

  it('never shows more than 2 characters before the @, and keeps the length', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', '1', '.', '_'), minLength: 1, maxLength: 20 }), fc.constantFrom('qq.com', 'example.com'), (local, domain) => {
        const out = maskEmail(`${local}@${domain}`);
        expect(out.endsWith(`@${domain}`)).toBe(true);
        expect(out).toHaveLength(local.length + domain.length + 1);
        expect(out.slice(0, local.length).replace(/\*/g, '').length).toBeLessThanOrEqual(2);
      }),
    );
  });
});

describe('maskResidentId', () => {
  it('shows stars then the last 4 characters, nothing of 4 or fewer', () => {
    expect(maskResidentId('110101199003071234')).toBe('**************1234');
    expect(maskResidentId('1234')).toBe('****');
    expect(maskResidentId('')).toBe('');
    expect(maskResidentId(null as unknown as string)).toBe('');
  });
});

describe('maskAccount (receiving accounts other than bank cards)', () => {
  it('keeps the first and last 6 characters of a wallet address', () => {
    expect(maskAccount('VIRTUAL', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7')).toBe(`TLa2f6${'*'.repeat(22)}5wYjU7`);
    expect(maskAccount('VIRTUAL', 'TLa2f6****wYjU7')).toBe('TLa2f6****wYjU7');
  });

  it('masks an app account that is an e-mail or a phone by that rule, any other like a name', () => {
    expect(maskAccount('ALIPAY', 'wxm1990@alipay.example')).toBe('wx*****@alipay.example');
    expect(maskAccount('ALIPAY', '13912345678')).toBe('*******5678');
    expect(maskAccount('ALIPAY', '139****5678')).toBe('*******5678');
    expect(maskAccount('WECHAT', 'wx_wang88')).toBe('wx*****88');
    expect(maskAccount('WECHAT', 'wx_wang***')).toBe('wx********');
    expect(maskAccount('WECHAT', '00a0000')).toBe('*****00');
    expect(maskAccount('EBPAY', '')).toBe('');
    expect(maskAccount('EBPAY', 7 as unknown as string)).toBe('');
  });
});
