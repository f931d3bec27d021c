/** User-visible texts of the session library (zh-CN). */
export const MESSAGES = {
  /** Title of the 6001 modal and the 10102 alert: "Tip". */
  tipTitle: '提示',
  /** Their confirm button: "OK". */
  confirm: '确定',
  /** Shown when the server sent no message with a session code. */
  sessionEndedFallback: '您的登录状态已失效，请重新登录',
} as const;
