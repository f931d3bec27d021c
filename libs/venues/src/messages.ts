/** User-visible texts of the venues library (zh-CN). */
export const MESSAGES = {
  /** A launch failed without a server message. */
  launchFailed: '场馆启动失败，请稍后重试',
  /** A launch reply could not be read. */
  launchReplyInvalid: '场馆启动信息异常，请稍后重试',
  /** A venue call failed without a message of its own. */
  venueRequestFailed: '场馆服务异常，请稍后重试',
  /** A venue reply was not JSON or had no status. */
  venueReplyInvalid: '场馆返回数据异常，请稍后重试',
  /** A venue call aimed at a host that is not the venue's own. */
  venueOriginRefused: '场馆地址不在允许范围内',
  /** A venue call before the venue was launched (no origin known yet). */
  venueNotLaunched: '场馆尚未启动，请稍后重试',
  /** A new window for a venue was blocked by the browser. */
  popupBlocked: '浏览器阻止了新窗口，请允许弹出窗口后重试',
  /** The platform's list of venue origins is empty (not loaded): nothing may be opened. */
  venueOriginsUnknown: '暂时无法校验场馆地址，请稍后重试',
  /** A venue code of the wrong shape (a broken list entry). */
  venueUnavailable: '该场馆暂未开放，敬请期待',
  /** A venue call took longer than the page waits. */
  venueTimeout: '场馆响应超时',
  /** The network failed under a venue call. */
  networkError: '网络异常,请您稍后重试',
} as const;

/**
 * A venue's HTTP error in Chinese (issue #41 item 5). The response's statusText is the protocol's
 * English reason ("Method Not Allowed"), which a member must never read; the status picks one of
 * these instead.
 */
export function venueHttpMessage(status: number): string {
  if (status === 408 || status === 504) return '场馆响应超时';
  if (status === 429) return '场馆请求过于频繁，请稍后重试';
  if (status === 401 || status === 403) return '场馆拒绝了本次请求';
  if (status === 404 || status === 405 || status === 501) return '场馆接口暂不可用';
  if (status >= 500) return '场馆服务暂时不可用';
  return MESSAGES.venueRequestFailed;
}

/**
 * True when a venue's own message can be shown on a Chinese page: it has Chinese characters and
 * no lower-case Latin word (venues answer in English too: "Invalid token", "success"). Short
 * upper-case codes stay allowed, as in the venue names themselves (IM体育, VIP).
 */
export function isChineseReason(message: string): boolean {
  return /[\u3400-\u9fff]/.test(message) && !/[a-z]/.test(message) && !/[A-Z]{6,}/.test(message);
}
