import { describe, expect, it } from 'vitest';
import { RESPONSIBLE_CODES } from './responsible-codes';
import { BUSINESS_CODES, CODE_TABLE, codeMeaning, isLoginCode, isSuccessCode, LOGIN_CODES, RELAUNCH_CODES, SUCCESS_CODE } from './codes';

describe('codes', () => {
  it('treats 6000, 0, 100, "0000000" and 350 as success and nothing else', () => {
    for (const ok of [6000, 0, 100, '0000000', 350]) expect(isSuccessCode(ok)).toBe(true);
    for (const bad of [6001, 10004, '6000', '0', 1, null, undefined, 400401]) expect(isSuccessCode(bad)).toBe(false);
    expect(SUCCESS_CODE).toBe(6000);
  });

  it('lists every business code of SPEC §8 with a Chinese meaning', () => {
    const codes = Object.values(BUSINESS_CODES).map((c) => c.code).sort((a, b) => a - b);
    expect(codes).toEqual(
      [0, 10001, 10003, 10004, 10009, 6031, 10102, 6001, 10104, 10105, 10108, 6013, 6014, 10409, 6032, 6033, 301220, 600101, 244102].sort(
        (a, b) => a - b,
      ),
    );
    for (const entry of Object.values(BUSINESS_CODES)) expect(entry.meaning).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('lists every login code of SPEC §8, with 6035–6039 per SPEC-NOTES 16', () => {
    const codes = Object.values(LOGIN_CODES).map((c) => c.code);
    for (const c of [6002, 6021, 6022, 6023, 6024, 6025, 6026, 6027, 6028, 6029, 6035, 6036, 6037, 6038, 6039, 6501, 22007, 900000])
      expect(codes).toContain(c);
    expect(LOGIN_CODES.DEVICE_AUTH_LOCKED.code).toBe(6036);
    expect(LOGIN_CODES.DEVICE_AUTH_EXPIRED.code).toBe(6037);
    expect(isLoginCode(6024)).toBe(true);
    expect(isLoginCode(6001)).toBe(false);
  });

  it('joins both kinds into one table keyed by name', () => {
    expect(CODE_TABLE.find((r) => r.code === 6001)).toEqual({ code: 6001, key: 'LOGGED_IN_ELSEWHERE', kind: 'business', meaning: BUSINESS_CODES.LOGGED_IN_ELSEWHERE.meaning });
    expect(CODE_TABLE.find((r) => r.code === 6024)?.kind).toBe('login');
    expect(CODE_TABLE).toHaveLength(Object.keys(BUSINESS_CODES).length + Object.keys(LOGIN_CODES).length + Object.keys(RESPONSIBLE_CODES).length);
  });

  it('gives no duplicate code two meanings', () => {
    const all = [...Object.values(BUSINESS_CODES), ...Object.values(LOGIN_CODES), ...Object.values(RESPONSIBLE_CODES)].map((c) => c.code);
    expect(new Set(all).size).toBe(all.length);
  });

  it('looks up meanings and the relaunch codes', () => {
    expect(codeMeaning(6001)).toContain('其他地方登录');
    expect(codeMeaning(123456)).toBeUndefined();
    expect(RELAUNCH_CODES).toEqual({ OBTY: 400401, FBTY: 14010 });
  });

  it('lists the responsible-play refusals (issue #22) with Chinese meanings, apart from SPEC §8', () => {
    expect(Object.values(RESPONSIBLE_CODES).map((c) => c.code)).toEqual([6041, 6042, 6043, 6044]);
    expect(CODE_TABLE.find((r) => r.code === 6042)).toMatchObject({ key: 'TIME_OUT_ACTIVE', kind: 'responsible' });
    expect(codeMeaning(6041)).toBe('已超出您设置的存款限额');
    expect(codeMeaning(6043)).toContain('自我排除');
    expect(isLoginCode(6042)).toBe(false);
  });
});
