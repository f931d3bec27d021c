// Every default text the components show. Pages pass their own words through props.
export const UI_MESSAGES = {
  loading: '加载中…',
  back: '返回',
  clear: '清除',
  showPassword: '显示密码',
  hidePassword: '隐藏密码',
  sendCode: '获取验证码',
  resendCode: '重新获取',
  sending: '发送中…',
  captchaAlt: '图形验证码，点击刷新',
  captchaRefresh: '刷新验证码',
  empty: '暂无数据',
  listEnd: '没有更多了',
  listError: '加载失败，点击重试',
  loadMore: '加载更多',
  pause: '暂停滚动',
  play: '继续滚动',
  previous: '上一张',
  next: '下一张',
  carousel: '轮播图',
  slide: '幻灯片',
  notices: '公告',
  selectPlaceholder: '请选择',
  dateStart: '开始日期',
  dateEnd: '结束日期',
  today: '今天',
  yesterday: '昨天',
  last7Days: '近7天',
  last30Days: '近30天',
  hiddenAmount: '金额已隐藏',
  vipLevel: 'VIP等级',
  unread: '条未读',
  steps: '步骤',
  stepDone: '已完成',
  stepCurrent: '进行中',
  tabbar: '主导航',
  required: '必填',
  qrcode: '二维码',
  quickAmounts: '快捷金额',
  qrcodeTooLong: '内容过长，无法生成二维码',
} as const;

/** "59s后重新获取" while a send-code button waits. */
export function countdownText(seconds: number): string {
  return `${seconds}s后重新获取`;
}

/** Badge counts over the cap read as "99+". */
export function badgeText(count: number, max: number): string {
  return count > max ? `${max}+` : String(count);
}

export function slideLabel(index: number, total: number): string {
  return `第 ${index + 1} 张，共 ${total} 张`;
}
