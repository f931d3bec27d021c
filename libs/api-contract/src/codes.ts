import type { CodeEntry } from './code-entry';
import { RESPONSIBLE_CODES } from './responsible-codes';
import type { ResponsibleCodeKey } from './responsible-codes';

export type { CodeEntry } from './code-entry';

/*
 * The codes of SPEC §8 as one typed table: a key, the code and its Chinese meaning (`CodeEntry`).
 */

/** Platform envelope success (SPEC §8 "Server success is status_code 6000"). */
export const SUCCESS_CODE = 6000;
/** Venue replies succeed with these; `0` of the business table is success too (SPEC-NOTES 1). */
export const VENUE_SUCCESS_CODES = [100, '0000000', 350, 0] as const;

/** True for 6000, 0, 100, "0000000" and 350; everything else rejects. */
export function isSuccessCode(code: unknown): boolean {
  if (code === SUCCESS_CODE) return true;
  return (VENUE_SUCCESS_CODES as readonly unknown[]).includes(code);
}

export const BUSINESS_CODES = {
  SUCCESS: { code: 0, meaning: '成功' },
  COMMON_ERROR: { code: 10001, meaning: '操作失败，请稍后重试' },
  VALIDATION: { code: 10003, meaning: '参数校验失败' },
  AUTH_ERROR: { code: 10004, meaning: '登录已失效，请重新登录' },
  APP_VERSION_OLD: { code: 10009, meaning: '应用版本过低，请更新后重试' },
  IP_BLOCKED: { code: 6031, meaning: '您所在的地区或IP受限' },
  DEVICE_BLOCKED: { code: 10102, meaning: '设备已被禁用，登录状态已失效' },
  LOGGED_IN_ELSEWHERE: { code: 6001, meaning: '您的账号已在其他地方登录' },
  ACCOUNT_BLOCKED: { code: 10104, meaning: '账号已被冻结' },
  PASSWORD_CHANGED: { code: 10105, meaning: '密码已修改，请重新登录' },
  API_AUTH_ERROR: { code: 10108, meaning: '接口鉴权失败' },
  MAINTENANCE_ALERT: { code: 6013, meaning: '系统即将维护' },
  SYSTEM_MAINTENANCE: { code: 6014, meaning: '系统维护中' },
  VALID_CODE_ERROR: { code: 10409, meaning: '验证码错误' },
  ACCESS_ALERT: { code: 6032, meaning: '访问受限提醒' },
  ACCESS_CAVEAT: { code: 6033, meaning: '访问受限' },
  GIFT_PROPERTY_CHANGE: { code: 301220, meaning: '礼金属性已变更' },
  LIVE_MAINTENANCE: { code: 600101, meaning: '直播维护中' },
  SPEED_PAY: { code: 244102, meaning: '极速支付处理中' },
} as const satisfies Record<string, CodeEntry>;

export const LOGIN_CODES = {
  NAME_ERROR: { code: 6002, meaning: '用户名或密码错误' },
  IMAGE_CODE_ONE: { code: 6021, meaning: '请输入图形验证码' },
  EXTREME_CODE_ONE: { code: 6022, meaning: '请完成安全验证' },
  EXTREME_CODE_TWO: { code: 6023, meaning: '安全验证未通过，请重试' },
  IMAGE_CODE_ERROR: { code: 6024, meaning: '图形验证码错误' },
  IP_UNUSUAL: { code: 6025, meaning: '登录IP异常，请完成验证' },
  FACILITY_UNUSUAL: { code: 6026, meaning: '登录设备异常，请完成验证' },
  BOTH_UNUSUAL: { code: 6027, meaning: '登录IP和设备异常，请完成验证' },
  LONG_TIME_ERROR: { code: 6028, meaning: '长时间未登录，请完成验证' },
  LOGIN_RISK: { code: 6029, meaning: '登录存在风险，请稍后重试' },
  DEVICE_AUTH_CODE_ERROR: { code: 6035, meaning: '设备验证码错误' },
  DEVICE_AUTH_LOCKED: { code: 6036, meaning: '设备验证已锁定，请稍后重试' },
  DEVICE_AUTH_EXPIRED: { code: 6037, meaning: '设备验证码已过期' },
  DEVICE_AUTH_TOO_MANY: { code: 6038, meaning: '设备验证次数过多' },
  DEVICE_AUTH_OTHER: { code: 6039, meaning: '设备验证失败' },
  LIMIT_CODE: { code: 6501, meaning: '操作过于频繁，请稍后重试' },
  UUID_NULL: { code: 22007, meaning: '设备标识缺失，请刷新页面后重试' },
  IMAGE_NETWORK_ERROR: { code: 900000, meaning: '图形验证码加载失败，请重试' },
} as const satisfies Record<string, CodeEntry>;

export type BusinessCodeKey = keyof typeof BUSINESS_CODES;
export type LoginCodeKey = keyof typeof LOGIN_CODES;
export type BusinessCode = (typeof BUSINESS_CODES)[BusinessCodeKey]['code'];
export type LoginCode = (typeof LOGIN_CODES)[LoginCodeKey]['code'];

/** Codes that clear the session token (SPEC §4; 6001 also shows its one-time modal). */
export const TOKEN_CLEARING_CODES: readonly number[] = [
  BUSINESS_CODES.LOGGED_IN_ELSEWHERE.code,
  BUSINESS_CODES.PASSWORD_CHANGED.code,
  BUSINESS_CODES.AUTH_ERROR.code,
  BUSINESS_CODES.ACCOUNT_BLOCKED.code,
];

/** Venue codes that ask the client to relaunch (SPEC §4 venue launch). */
export const RELAUNCH_CODES = { OBTY: 400401, FBTY: 14010 } as const;

export interface CodeRow extends CodeEntry {
  readonly key: BusinessCodeKey | LoginCodeKey | ResponsibleCodeKey;
  readonly kind: 'business' | 'login' | 'responsible';
}

/** SPEC §8 as one table: every business and login code with its key, kind and meaning. */
export const CODE_TABLE: readonly CodeRow[] = [
  ...(Object.entries(BUSINESS_CODES) as [BusinessCodeKey, CodeEntry][]).map(([key, e]) => ({ ...e, key, kind: 'business' as const })),
  ...(Object.entries(LOGIN_CODES) as [LoginCodeKey, CodeEntry][]).map(([key, e]) => ({ ...e, key, kind: 'login' as const })),
  ...(Object.entries(RESPONSIBLE_CODES) as [ResponsibleCodeKey, CodeEntry][]).map(([key, e]) => ({ ...e, key, kind: 'responsible' as const })),
];

const ALL: readonly CodeEntry[] = CODE_TABLE;

/** The Chinese meaning of a §8 code, or undefined for a code the table does not know. */
export function codeMeaning(code: number): string | undefined {
  return ALL.find((e) => e.code === code)?.meaning;
}

export function isLoginCode(code: number): code is LoginCode {
  return Object.values(LOGIN_CODES).some((e) => e.code === code);
}
