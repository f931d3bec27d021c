const SHANGHAI = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** "有效期至 2026/11/30 18:00", in Beijing time whatever the device's zone. */
export function expiryText(expiresAt: number): string {
  return Number.isFinite(expiresAt) && expiresAt > 0 ? `有效期至 ${SHANGHAI.format(expiresAt)}` : '';
}
