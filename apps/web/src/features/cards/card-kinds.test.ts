import { describe, expect, it } from 'vitest';
import { bankCardValue, validateCoinAddress, validatePayAccount } from './card-kinds';

describe('payment-account rules', () => {
  it('accepts TRC20 and ERC20 addresses of the right form only', () => {
    expect(validateCoinAddress('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', 'TRC20')).toBeNull();
    expect(validateCoinAddress('0x52908400098527886E0F7030069857D2E4169EE7', 'ERC20')).toBeNull();
    expect(validateCoinAddress('0x52908400098527886E0F7030069857D2E4169EE7', 'TRC20')).toBe('TRC20 地址须以 T 开头，共 34 位');
    expect(validateCoinAddress('TLa2f6', 'ERC20')).toBe('ERC20 地址须以 0x 开头，共 42 位');
    expect(validateCoinAddress('  ', 'TRC20')).toBe('请输入钱包地址');
  });

  it('checks an app account for length and spaces', () => {
    expect(validatePayAccount('wxm1990@alipay.example')).toBeNull();
    expect(validatePayAccount('abc')).toBe('账号格式不正确');
    expect(validatePayAccount('ab cd')).toBe('账号格式不正确');
    expect(validatePayAccount('')).toBe('请输入账号');
  });

  it('submits a bank card without spaces or hyphens', () => {
    expect(bankCardValue('6222 0212-3456 7890')).toBe('6222021234567890');
  });
});
