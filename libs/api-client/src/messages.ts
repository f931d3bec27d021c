import { CONTRACT_MESSAGES } from '@site/api-contract';

/**
 * Texts of the api-client, all zh-CN. The two HTTP-layer texts of SPEC §8 are the contract's own
 * (the simulator answers with the same words), so they are referenced, not copied.
 */
export const MESSAGES = {
  /** SPEC §8: messages containing Acceptable, Failed, SSL error or Forbidden become this. */
  networkError: CONTRACT_MESSAGES.networkError,
  /** SPEC §8: an empty message falls back to this. */
  systemError: CONTRACT_MESSAGES.systemError,
  /** SPEC §8 cancelled request: "the request was cancelled, try again later". */
  cancelled: '请求已取消，请稍后重试',
  /** SPEC §8 business error default: "Unknown business exception", as members read it. */
  unknownBusiness: '未知业务异常',
  /** SPEC §8 connection error messages, by kind. */
  connection: {
    timeout: '连接超时，请稍后重试',
    offline: '网络已断开，请检查网络后重试',
    closed: '连接已中断，请检查网络后重试',
    unknown: '未知连接错误，请检查网络后重试',
  },
  /** A call's own arguments broke the contract before anything was sent. */
  invalidRequest: CONTRACT_MESSAGES.validation,
  /** The cache key does not fit the contract's pattern. */
  invalidCacheKey: '缓存键不正确',
  /** The encrypted cache payload exceeds the contract's limit. */
  cachePayloadTooLarge: '缓存内容过大',
} as const;

export type ConnectionKind = keyof typeof MESSAGES.connection;
