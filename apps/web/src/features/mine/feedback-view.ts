import type { FEEDBACK_TYPES } from '@site/api-contract';

export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** The feedback types as a member reads them, in the order the form offers them. */
export const FEEDBACK_TYPE_OPTIONS: readonly { value: FeedbackType; label: string }[] = [
  { value: 'DEPOSIT', label: '存款问题' },
  { value: 'WITHDRAW', label: '取款问题' },
  { value: 'GAME', label: '游戏问题' },
  { value: 'ACCOUNT', label: '账户问题' },
  { value: 'SUGGESTION', label: '优化建议' },
  { value: 'OTHER', label: '其他' },
];

export function feedbackTypeLabel(type: FeedbackType): string {
  return FEEDBACK_TYPE_OPTIONS.find((o) => o.value === type)?.label ?? '其他';
}
