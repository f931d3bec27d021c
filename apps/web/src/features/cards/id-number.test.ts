import { describe, expect, it } from 'vitest';
import { normaliseIdNumber, validateIdNumber } from './id-number';

describe('resident ID number', () => {
  it('accepts a valid number, with a lower-case or full-width x', () => {
    expect(validateIdNumber('11010519491231002X')).toBeNull();
    expect(validateIdNumber('11010519491231002x')).toBeNull();
    expect(validateIdNumber('110105194912310029'.slice(0, 17) + 'Ｘ')).toBeNull();
    expect(validateIdNumber('440524198001010013')).toBeNull();
  });

  it('refuses a wrong check character, a bad date, a wrong length', () => {
    expect(validateIdNumber('110105194912310021')).toBe('身份证号校验不通过，请核对后重新输入');
    expect(validateIdNumber('110105194902300023')).toBe('身份证号中的出生日期有误');
    expect(validateIdNumber('11010519491231002')).toBe('身份证号须为18位（最后一位可为X）');
    expect(validateIdNumber('')).toBe('请输入身份证号');
  });

  it('submits the folded form', () => {
    expect(normaliseIdNumber(' 11010519491231002x ')).toBe('11010519491231002X');
  });
});
