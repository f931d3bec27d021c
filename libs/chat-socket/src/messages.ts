/** User-visible texts of the chat library (zh-CN). */
export const MESSAGES = {
  phaseIdle: '未连接',
  phaseConnecting: '正在连接聊天室…',
  phaseOpen: '已连接',
  phaseOffline: '聊天室连接已断开',
  retry: '重新连接',
  notConnected: '聊天室连接已断开，请稍后再试',
  notLoggedIn: '正在登录聊天室，请稍候',
  noRoom: '请先进入聊天室',
  muted: '您已被禁言，暂时无法发言',
  roomMaintenance: '该聊天室维护中，请稍后再来',
  allRoomsMaintenance: '聊天室全部维护中，请稍后再来',
  emptyText: '请输入聊天内容',
  unknownRoom: '该聊天室不存在',
  historyFailed: '历史消息加载失败，请稍后重试',
  invalidInput: '发送内容有误，请检查后重试',
  joinFailed: '进入聊天室失败，请稍后再试',
  shareFailed: '分享失败，请稍后再试',
  shareTimeout: '分享超时，请稍后再试',
  invalidBet: '该注单信息不完整，无法分享',
} as const;

/** "Reconnecting, attempt n of max". */
export function reconnectingText(attempt: number, max: number): string {
  return `正在重新连接（第 ${attempt}/${max} 次）…`;
}

export function textTooLong(max: number): string {
  return `聊天内容不能超过${max}个字`;
}

function vipRange(vipMin: number, vipMax: number): string {
  return vipMax > 0 ? `VIP${vipMin}–VIP${vipMax}` : `VIP${vipMin}及以上`;
}

/** Why a member outside the chat's speaking range cannot send. */
export function speakVipDenied(vipMin: number, vipMax: number): string {
  return `仅${vipRange(vipMin, vipMax)}会员可以发言`;
}

/** Why a member outside a room's range cannot enter it. */
export function roomVipDenied(vipMin: number, vipMax: number): string {
  return `该聊天室仅限${vipRange(vipMin, vipMax)}会员进入`;
}
