import { BusinessError, ConnectionError, MESSAGES } from '@site/api-client';
import { LOGIN_CODES } from '@site/api-contract';
import { describe, expect, it } from 'vitest';
import { loginFailure } from './login-outcome';

const CJK = /[\u4e00-\u9fff]/;

describe('loginFailure (SPEC §8 login codes, SPEC-NOTES 16)', () => {
  it('shows the server message of every login code', () => {
    for (const { code } of Object.values(LOGIN_CODES)) {
      expect(loginFailure(new BusinessError(code, `服务器说明${code}`)).message).toBe(`服务器说明${code}`);
    }
  });

  it('falls back to a Chinese text of its own for every login code when the server says nothing', () => {
    for (const { code, meaning } of Object.values(LOGIN_CODES)) {
      const outcome = loginFailure(new BusinessError(code, ''));
      expect(outcome.message).toBe(meaning);
      expect(outcome.message).toMatch(CJK);
    }
  });

  it('tells 6035–6039 apart', () => {
    const texts = [6035, 6036, 6037, 6038, 6039].map((code) => loginFailure(new BusinessError(code, '')).message);
    expect(new Set(texts).size).toBe(5);
  });

  it('shows the captcha when the platform asks for one (6021, 6022, 6023)', () => {
    expect(loginFailure(new BusinessError(6021, '请输入图形验证码')).captcha).toBe('show');
    expect(loginFailure(new BusinessError(6022, '')).captcha).toBe('show');
    expect(loginFailure(new BusinessError(6023, '')).captcha).toBe('show');
  });

  it('asks for a new image after a wrong captcha, a wrong password or a failed image load', () => {
    expect(loginFailure(new BusinessError(6024, '图形验证码错误')).captcha).toBe('refresh');
    expect(loginFailure(new BusinessError(6002, '用户名或密码错误')).captcha).toBe('refresh');
    expect(loginFailure(new BusinessError(900000, '')).captcha).toBe('refresh');
  });

  it('asks for a new image after a time-out or self-exclusion refusal, and shows its end time (issue #22)', () => {
    const refused = loginFailure(new BusinessError(6042, '您的账号处于冷静期，2026-11-24 10:00（北京时间）前无法登录'));
    expect(refused).toEqual({ message: '您的账号处于冷静期，2026-11-24 10:00（北京时间）前无法登录', captcha: 'refresh' });
    expect(loginFailure(new BusinessError(6043, '')).message).toBe('您的账号已自我排除，无法使用此功能');
    expect(loginFailure(new BusinessError(6043, '')).captcha).toBe('refresh');
  });

  it('keeps the captcha for codes unrelated to it', () => {
    expect(loginFailure(new BusinessError(10104, '账号已被冻结')).captcha).toBe('keep');
    expect(loginFailure(new BusinessError(22007, '')).captcha).toBe('keep');
  });

  it('rewrites network texts and never throws on odd input', () => {
    expect(loginFailure(new BusinessError(6002, 'Failed to fetch')).message).toBe(MESSAGES.networkError);
    expect(loginFailure(undefined).message).toBe(MESSAGES.systemError);
    expect(loginFailure('boom').message).toBe(MESSAGES.systemError);
    expect(loginFailure({ code: 'x' }).captcha).toBe('keep');
  });

  it('shows the Chinese connection message for a timeout', () => {
    const error = new ConnectionError({ kind: 'timeout', status: 0, detail: 'timeout' });
    expect(loginFailure(error).message).toBe(MESSAGES.connection.timeout);
  });
});
