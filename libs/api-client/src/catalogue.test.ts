import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BusinessError } from './errors';
import { clientWithEvents, fail, json } from './test-fakes';

/**
 * SPEC §8 error catalogue, row by row, with the spec's own numbers: every code reaches the caller
 * as a BusinessError with its code and the server's message (0 is success, SPEC-NOTES 1); only
 * the global-handling codes raise a session-code event.
 */

const SESSION_CODES = new Set([10102, 6031, 6033, 6032, 6001, 10105, 10004, 10104]);

const BUSINESS_ROWS: readonly [number, string][] = [
  [10001, 'common error'],
  [10003, 'validation'],
  [10004, 'auth error'],
  [10009, 'app version too old'],
  [6031, 'IP blocked'],
  [10102, 'device blocked (session invalid)'],
  [6001, 'logged in elsewhere'],
  [10104, 'account blocked'],
  [10105, 'password changed'],
  [10108, 'API auth error'],
  [6013, 'maintenance alert'],
  [6014, 'system maintenance'],
  [10409, 'valid code error'],
  [6032, 'access caveat/restriction'],
  [6033, 'access caveat/restriction'],
  [301220, 'gift property change'],
  [600101, 'live maintenance'],
  [244102, 'speed pay'],
];

const LOGIN_ROWS: readonly [number, string][] = [
  [6002, 'name error'],
  [6021, 'image code one'],
  [6022, 'extreme (captcha) code'],
  [6023, 'extreme (captcha) code'],
  [6024, 'image code error'],
  [6025, 'IP unusual'],
  [6026, 'facility unusual'],
  [6027, 'both unusual'],
  [6028, 'long time error'],
  [6029, 'login risk'],
  [6035, 'device-auth code'],
  [6036, 'device-auth lock'],
  [6037, 'device-auth expired'],
  [6038, 'device-auth too many'],
  [6039, 'device-auth other'],
  [6501, 'limit code'],
  [22007, 'uuid null'],
  [900000, 'image network error'],
];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('business codes (SPEC §8)', () => {
  it('0 is success', async () => {
    const { client, events } = clientWithEvents(() => json({ status_code: 0, message: '成功', data: [] }));
    await expect(client.namingList()).resolves.toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(events).toEqual([]);
  });

  it.each(BUSINESS_ROWS)('%i (%s) rejects with its code and the server message', async (code) => {
    const { client, events } = clientWithEvents(() => fail(code, `服务器消息${code}`));
    const error: unknown = await client.namingList().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BusinessError);
    expect(error).toMatchObject({ code, message: `服务器消息${code}` });
    await vi.advanceTimersByTimeAsync(350);
    expect(events).toEqual(
      SESSION_CODES.has(code) ? [{ type: 'session-code', code, message: `服务器消息${code}`, stale: false }] : [],
    );
  });
});

describe('login codes (SPEC §8, SPEC-NOTES 16)', () => {
  it.each(LOGIN_ROWS)('%i (%s) rejects with its code and the server message, no event', async (code) => {
    const { client, events } = clientWithEvents(() => fail(code, `登录消息${code}`));
    await expect(client.namingList()).rejects.toMatchObject({ code, message: `登录消息${code}` });
    await vi.advanceTimersByTimeAsync(350);
    expect(events).toEqual([]);
  });

  it.each(LOGIN_ROWS)('%i (%s) with an empty message shows a Chinese fallback', async (code) => {
    const { client } = clientWithEvents(() => fail(code, ''));
    const error = (await client.namingList().catch((e: unknown) => e)) as BusinessError;
    expect(error.code).toBe(code);
    expect(error.message).toMatch(/[\u4e00-\u9fa5]/);
  });
});
