import { describe, expect, it } from 'vitest';
import {
  CHAT_MSG_ID,
  CHAT_SERVER_DATA_SCHEMAS,
  chatFrameSchema,
  chatLoginDataSchema,
} from './chat';
import { envelopeSchema, failureEnvelopeSchema, MAX_REQUEST_AMOUNT, moneySchema, positiveMoneySchema, replySchema } from './envelope';
import { MESSAGES } from './messages';
import { API_PATHS } from './paths';
import { API_SCHEMAS } from './registry';
import { cardBindRequestSchema } from './schemas/finance';
import { preInfoSchema } from './schemas/site';
import { samplePreInfo } from './testing';
import { venueLaunchRequestSchema, venueLaunchSchema } from './schemas/venue';
import { ODDS_TYPE, PLATFORM_CATEGORIES, VENUE_CODES } from './venues';

describe('schemas', () => {
  it('has a request and reply schema for every path', () => {
    expect(Object.keys(API_SCHEMAS).sort()).toEqual(Object.keys(API_PATHS).sort());
  });

  it('accepts a success envelope and rejects a failure code in it', () => {
    const s = envelopeSchema(preInfoSchema);
    expect(s.safeParse({ status_code: 6000, message: '成功', data: samplePreInfo }).success).toBe(true);
    expect(s.safeParse({ status_code: 6001, message: 'x', data: samplePreInfo }).success).toBe(false);
    expect(failureEnvelopeSchema.safeParse({ status_code: 10004, message: '登录已失效', data: null }).success).toBe(true);
    expect(failureEnvelopeSchema.safeParse({ status_code: 6000, message: '', data: null }).success).toBe(false);
    expect(replySchema(preInfoSchema).safeParse({ status_code: 10003, message: '参数错误', data: null }).success).toBe(true);
  });

  it('requires config map entry 51, the chat host', () => {
    expect(preInfoSchema.safeParse({ ...samplePreInfo, configMap: {} }).success).toBe(false);
  });

  it('fills the launch body defaults and reads the SPEC launch fields', () => {
    const body = venueLaunchRequestSchema.parse({ enName: VENUE_CODES.OBTY });
    expect(body.siteId).toBe(4002);
    expect(Object.keys(body).sort()).toEqual(
      ['activity', 'appSendMoney', 'enName', 'gameCode', 'https', 'isApp', 'isManualLaunch', 'isPreload', 'isSure', 'siteId', 'temporaryParam'].sort(),
    );
    expect(venueLaunchRequestSchema.safeParse({ enName: 'YBTY' }).success).toBe(false);
    expect(Object.keys(venueLaunchSchema.shape)).toEqual(expect.arrayContaining(['url', 'h5Url', 'token', 'apiUrl', 'activityUrl', 'resource']));
  });

  it('has the spec message ids, odds and categories', () => {
    expect(CHAT_MSG_ID).toMatchObject({ Heartbeat: 0, Login: 10001, Score: 10014, Gift: 10017 });
    expect(Object.keys(CHAT_SERVER_DATA_SCHEMAS)).toHaveLength(15);
    expect(ODDS_TYPE).toEqual({ Malay: 1, Hongkong: 2, Europe: 3, Indonesia: 4 });
    expect(PLATFORM_CATEGORIES).toEqual(['TY', 'DZ', 'DJ', 'ZR', 'CP', 'QP']);
    expect(chatFrameSchema.safeParse({ msgId: 0, msgData: {} }).success).toBe(true);
    expect(chatLoginDataSchema.parse({ userId: 1, nickName: 'a', grade: 1, score: 0, rooms: [], shielded: [] })).toMatchObject({
      speechStatus: 0,
      vipMin: 0,
      vipMax: 0,
    });
  });

  it('checks money amounts to 2 decimals and card bodies by kind', () => {
    expect(moneySchema.safeParse(10.25).success).toBe(true);
    expect(moneySchema.safeParse(0.1 + 0.2).success).toBe(true);
    expect(moneySchema.safeParse(10.255).success).toBe(false);
    expect(
      cardBindRequestSchema.safeParse({ kind: 'BANK', bankCode: 'ICBC', holder: '张三', account: '6222020200112233445' }).success,
    ).toBe(true);
    expect(cardBindRequestSchema.safeParse({ kind: 'BANK', bankCode: 'ICBC', holder: '张三', account: '12' }).success).toBe(false);
    expect(cardBindRequestSchema.safeParse({ kind: 'ALIPAY', holder: '张三', account: 'zs@example.com' }).success).toBe(true);
    expect(cardBindRequestSchema.safeParse({ kind: 'PAYPAL', holder: '张三', account: 'x' }).success).toBe(false);
  });

  it('takes a request amount only as typed yuan: refused, never rounded, with a Chinese reason', () => {
    const reason = (n: unknown) => {
      const r = positiveMoneySchema.safeParse(n);
      return r.success ? null : r.error.issues.map((i) => i.message);
    };
    expect(positiveMoneySchema.parse(0.3)).toBe(0.3);
    expect(positiveMoneySchema.parse(10.25)).toBe(10.25);
    expect(positiveMoneySchema.parse(MAX_REQUEST_AMOUNT)).toBe(MAX_REQUEST_AMOUNT);
    expect(reason(0.1 + 0.2)).toEqual(['金额最多两位小数']);
    expect(reason(10.255)).toEqual(['金额最多两位小数']);
    expect(reason(0.0000001)).toEqual(['金额最多两位小数']);
    // Out of range says so, once, instead of "two decimals" (1e308) or zod's "expected number" (Infinity).
    expect(reason(1e308)).toEqual([MESSAGES.amountOutOfRange]);
    expect(reason(Number.POSITIVE_INFINITY)).toEqual([MESSAGES.amountOutOfRange]);
    expect(reason(100_000_000)).toEqual([MESSAGES.amountOutOfRange]);
    expect(reason(Number.NaN)).toEqual([MESSAGES.amountOutOfRange]);
    expect(reason('5')).toEqual(['金额须为数字']);
    expect(reason(0)).toEqual(['金额必须大于0']);
    expect(reason(-5)).toEqual(['金额必须大于0']);
    expect(MESSAGES.amountOutOfRange).toContain(MAX_REQUEST_AMOUNT.toLocaleString('en-US'));
  });
});
