import type { CodeEntry } from './code-entry';

/**
 * Responsible-play refusals (issue #22). The meaning is the fallback; the platform's message names
 * the limit and when it ends (in Asia/Shanghai), and the site shows that message. A time-out and a
 * self-exclusion refuse more than login (every money-in call, issue #41), so their fallbacks name
 * no single action.
 */
export const RESPONSIBLE_CODES = {
  DEPOSIT_LIMIT_REACHED: { code: 6041, meaning: '已超出您设置的存款限额' },
  TIME_OUT_ACTIVE: { code: 6042, meaning: '您的账号处于冷静期，暂时无法使用此功能' },
  SELF_EXCLUDED: { code: 6043, meaning: '您的账号已自我排除，无法使用此功能' },
  UNDER_AGE: { code: 6044, meaning: '未满18周岁不得注册或参与' },
} as const satisfies Record<string, CodeEntry>;

export type ResponsibleCodeKey = keyof typeof RESPONSIBLE_CODES;
