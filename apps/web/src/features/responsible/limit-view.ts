import type { DepositLimit } from '@site/api-contract';
import { DEPOSIT_LIMIT_LABELS, formatNumber, shanghaiDateTime } from '@site/validation';
import { RESPONSIBLE_TEXT as T } from './messages';

/** One row of the limits card, as text: what is set, what is used and what is waiting. */
export interface LimitRowView {
  period: DepositLimit['period'];
  label: string;
  limit: string;
  used: string | null;
  remaining: string | null;
  /** 待生效: the change and when it applies (Beijing time). */
  pending: string | null;
}

const yuan = (n: number) => `¥${formatNumber(n)}`;

export function limitRowView(l: DepositLimit): LimitRowView {
  const label = DEPOSIT_LIMIT_LABELS[l.period];
  return {
    period: l.period,
    label,
    limit: l.limit === null ? T.noLimit : yuan(l.limit),
    used: l.limit === null ? null : yuan(l.used),
    remaining: l.remaining === null ? null : yuan(l.remaining),
    pending: l.pending
      ? T.pendingText(l.pending.limit === null ? T.pendingRemove : `调整为 ${yuan(l.pending.limit)}`, shanghaiDateTime(l.pending.effectiveAt))
      : null,
  };
}
