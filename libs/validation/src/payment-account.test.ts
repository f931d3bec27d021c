import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  checkAccountForm,
  isCoinProtocol,
  normaliseChineseName,
  validateChineseName,
  validateCoinAddress,
  validatePayAccount,
} from './payment-account';
import { anyText, chineseChar, luhnNumber } from './test-arbitraries';

const TRC20 = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const ERC20 = '0x52908400098527886E0F7030069857D2E4169EE7';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'.split('');
const HEX = '0123456789abcdefABCDEF'.split('');
// The platform's own patterns (api-contract cardBindRequest), to hold the form to the same verdicts.
const CONTRACT_ADDRESS = /^(T[1-9A-HJ-NP-Za-km-z]{33}|0x[0-9a-fA-F]{40})$/;
const CONTRACT_HOLDER = /^[\u4e00-\u9fa5·]{2,20}$/;

describe('validateCoinAddress', () => {
  it('accepts TRC20 and ERC20 addresses of the right form only', () => {
    expect(validateCoinAddress(TRC20, 'TRC20')).toBeNull();
    expect(validateCoinAddress(` ${TRC20}\t`, 'TRC20')).toBeNull();
    expect(validateCoinAddress(ERC20, 'ERC20')).toBeNull();
    expect(validateCoinAddress(ERC20.toLowerCase(), 'ERC20')).toBeNull();
    expect(validateCoinAddress(ERC20, 'TRC20')).toBe('TRC20 地址须以 T 开头，共 34 位');
    expect(validateCoinAddress(TRC20, 'ERC20')).toBe('ERC20 地址须以 0x 开头，共 42 位');
    expect(validateCoinAddress('TLa2f6', 'ERC20')).toBe(MESSAGES.coinAddressErc20);
    expect(validateCoinAddress('  ', 'TRC20')).toBe('请输入钱包地址');
  });

  it('refuses characters outside the alphabet, a missing or extra character', () => {
    expect(validateCoinAddress(`${TRC20.slice(0, 10)}0${TRC20.slice(11)}`, 'TRC20')).toBe(MESSAGES.coinAddressTrc20);
    expect(validateCoinAddress(`${TRC20.slice(0, 10)}l${TRC20.slice(11)}`, 'TRC20')).toBe(MESSAGES.coinAddressTrc20);
    expect(validateCoinAddress(TRC20.slice(0, -1), 'TRC20')).toBe(MESSAGES.coinAddressTrc20);
    expect(validateCoinAddress(`${TRC20}a`, 'TRC20')).toBe(MESSAGES.coinAddressTrc20);
    expect(validateCoinAddress(`${ERC20.slice(0, -1)}g`, 'ERC20')).toBe(MESSAGES.coinAddressErc20);
    expect(validateCoinAddress(`${TRC20.slice(0, 17)} ${TRC20.slice(17)}`, 'TRC20')).toBe(MESSAGES.coinAddressTrc20);
  });

  it('asks for the chain when the protocol is unknown, and never throws', () => {
    expect(validateCoinAddress(TRC20, 'BEP20' as 'TRC20')).toBe(MESSAGES.coinProtocolUnknown);
    expect(validateCoinAddress(null as unknown as string, 'TRC20')).toBe(MESSAGES.coinAddressRequired);
    expect(isCoinProtocol('TRC20')).toBe(true);
    expect(isCoinProtocol('trc20')).toBe(false);
  });

  it('accepts an address only when the platform would', () => {
    const address = fc.oneof(
      fc.string({ unit: fc.constantFrom(...BASE58), minLength: 33, maxLength: 33 }).map((s) => `T${s}`),
      fc.string({ unit: fc.constantFrom(...HEX), minLength: 40, maxLength: 40 }).map((s) => `0x${s}`),
      anyText,
    );
    fc.assert(
      fc.property(address, fc.constantFrom('TRC20' as const, 'ERC20' as const), (value, protocol) => {
        const verdict = validateCoinAddress(value, protocol);
        if (verdict === null) {
          expect(value.trim()).toMatch(CONTRACT_ADDRESS);
          expect(value.trim().startsWith(protocol === 'TRC20' ? 'T' : '0x')).toBe(true);
        } else if (
          value.trim() !== '' &&
          CONTRACT_ADDRESS.test(value.trim()) &&
          value.trim().startsWith(protocol === 'TRC20' ? 'T' : '0x')
        ) {
          expect.fail(`refused a valid ${protocol} address ${value}`);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('validatePayAccount', () => {
  it('checks an app account for length and spaces', () => {
    expect(validatePayAccount('wxm1990@alipay.example')).toBeNull();
    expect(validatePayAccount('13800138000')).toBeNull();
    expect(validatePayAccount(' abcd ')).toBeNull();
    expect(validatePayAccount('x'.repeat(64))).toBeNull();
    expect(validatePayAccount('abc')).toBe('账号格式不正确');
    expect(validatePayAccount('x'.repeat(65))).toBe(MESSAGES.payAccountInvalid);
    expect(validatePayAccount('😀'.repeat(33))).toBe(MESSAGES.payAccountInvalid);
    expect(validatePayAccount('ab cd')).toBe('账号格式不正确');
    expect(validatePayAccount('')).toBe('请输入账号');
    expect(validatePayAccount(undefined as unknown as string)).toBe(MESSAGES.payAccountRequired);
  });

  it('never throws and accepts only 4–64 characters without spaces', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        if (validatePayAccount(value) === null) {
          const length = value.trim().length;
          expect(length).toBeGreaterThanOrEqual(4);
          expect(length).toBeLessThanOrEqual(64);
          expect(value.trim()).not.toMatch(/\s/);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('validateChineseName: the platform rule for identity and holders', () => {
  it.each(['李小龙', '张三', '买买提·艾力', '阿卜杜·热合曼·买买提', '李'.repeat(20)])('accepts %j', (name) => {
    expect(validateChineseName(name)).toBeNull();
  });

  it('forgives spaces around, full-width forms and other middle dots', () => {
    expect(validateChineseName(' 李小龙\u3000')).toBeNull();
    expect(validateChineseName('买买提•艾力')).toBeNull();
    expect(normaliseChineseName('买买提・艾力 ')).toBe('买买提·艾力');
  });

  it.each(['李', '李'.repeat(21), 'Bruce Lee', '李 小龙', '·李小龙', '李小龙·', '李··龙', '李小龙1', '李小龙😀'])('refuses %j', (name) => {
    expect(validateChineseName(name)).toBe('姓名须为2-20个汉字，与身份证一致');
  });

  it('asks for a missing name and never throws', () => {
    expect(validateChineseName('  ')).toBe(MESSAGES.realNameRequired);
    expect(validateChineseName(null as unknown as string)).toBe(MESSAGES.realNameRequired);
  });

  it('accepts a name only when the platform would', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.string({ unit: fc.oneof(chineseChar, fc.constant('·')), maxLength: 24 })), (name) => {
        if (validateChineseName(name) === null) expect(normaliseChineseName(name)).toMatch(CONTRACT_HOLDER);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('checkAccountForm', () => {
  it('gives the bank card body with the card compacted and an empty branch left out', () => {
    expect(
      checkAccountForm({ kind: 'BANK', bankCode: 'CMB', holder: ' 李小龙 ', account: '6217 0012-3456 7890 122', branch: ' ' }),
    ).toEqual({
      ok: true,
      body: { kind: 'BANK', bankCode: 'CMB', holder: '李小龙', account: '6217001234567890122' },
    });
    expect(
      checkAccountForm({ kind: 'BANK', bankCode: 'CMB', holder: '李小龙', account: '6217001234567890122', branch: ' 北京朝阳支行 ' }),
    ).toMatchObject({
      ok: true,
      body: { branch: '北京朝阳支行' },
    });
  });

  it('reports every wrong bank field at once', () => {
    expect(checkAccountForm({ kind: 'BANK', bankCode: '', holder: 'Bruce', account: '6217001234567890125' })).toEqual({
      ok: false,
      errors: { bank: '请选择开户银行', holder: MESSAGES.chineseNameInvalid, account: MESSAGES.bankCardChecksum },
    });
    expect(checkAccountForm({ kind: 'BANK', account: '' })).toEqual({
      ok: false,
      errors: { bank: MESSAGES.bankRequired, holder: MESSAGES.realNameRequired, account: MESSAGES.bankCardRequired },
    });
  });

  it('gives a wallet address body without a holder, the address trimmed, the note optional', () => {
    expect(checkAccountForm({ kind: 'VIRTUAL', protocol: 'TRC20', account: ` ${TRC20} `, alias: '' })).toEqual({
      ok: true,
      body: { kind: 'VIRTUAL', protocol: 'TRC20', account: TRC20 },
    });
    expect(checkAccountForm({ kind: 'VIRTUAL', protocol: 'ERC20', account: ERC20, alias: ' 冷钱包 ' })).toEqual({
      ok: true,
      body: { kind: 'VIRTUAL', protocol: 'ERC20', account: ERC20, alias: '冷钱包' },
    });
    expect(checkAccountForm({ kind: 'VIRTUAL', protocol: 'ERC20', account: TRC20 })).toEqual({
      ok: false,
      errors: { account: MESSAGES.coinAddressErc20 },
    });
    expect(checkAccountForm({ kind: 'VIRTUAL', account: TRC20 })).toEqual({ ok: false, errors: { account: MESSAGES.coinProtocolUnknown } });
  });

  it('gives an app account body with holder and account', () => {
    expect(checkAccountForm({ kind: 'ALIPAY', holder: '李小龙', account: ' wxm1990@alipay.example ' })).toEqual({
      ok: true,
      body: { kind: 'ALIPAY', holder: '李小龙', account: 'wxm1990@alipay.example' },
    });
    expect(checkAccountForm({ kind: 'WECHAT', holder: '', account: 'ab' })).toEqual({
      ok: false,
      errors: { holder: MESSAGES.realNameRequired, account: MESSAGES.payAccountInvalid },
    });
  });

  it('never throws and sends only what the platform accepts', () => {
    const kinds = fc.constantFrom('BANK', 'VIRTUAL', 'EBPAY', 'KOIPAY', 'ALIPAY', 'WECHAT', 'DIGITAL', 'SHARELIFE', 'NOPE');
    const holder = fc.oneof(anyText, fc.string({ unit: chineseChar, minLength: 2, maxLength: 5 }));
    const account = fc.oneof(anyText, luhnNumber(12, 19), fc.constant(TRC20), fc.constant(ERC20));
    fc.assert(
      fc.property(kinds, holder, account, anyText, fc.constantFrom('TRC20', 'ERC20', 'X'), (kind, name, value, extra, protocol) => {
        const result = checkAccountForm({
          kind,
          bankCode: extra,
          holder: name,
          account: value,
          branch: extra,
          alias: extra,
          protocol,
        } as never);
        if (!result.ok) {
          expect(Object.keys(result.errors).length).toBeGreaterThan(0);
          return;
        }
        const body = result.body;
        if (body.kind === 'BANK') expect(body.account).toMatch(/^\d{12,19}$/);
        else if (body.kind === 'VIRTUAL') expect(body.account).toMatch(CONTRACT_ADDRESS);
        else {
          expect(body.account.length).toBeGreaterThanOrEqual(4);
          expect(body.account.length).toBeLessThanOrEqual(64);
        }
        if ('holder' in body) expect(body.holder).toMatch(CONTRACT_HOLDER);
        if ('branch' in body) expect((body.branch ?? '').length).toBeLessThanOrEqual(50);
        if ('alias' in body) expect((body.alias ?? '').length).toBeLessThanOrEqual(20);
        expect(['BANK', 'VIRTUAL', 'EBPAY', 'KOIPAY', 'ALIPAY', 'WECHAT', 'DIGITAL']).toContain(body.kind);
      }),
      { numRuns: 1000 },
    );
    expect(checkAccountForm(null as never)).toEqual({ ok: false, errors: { account: MESSAGES.payAccountInvalid } });
  });
});
