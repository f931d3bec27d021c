import type { DepositLimit } from '@site/api-contract';
import { DEPOSIT_LIMIT_LABELS, formatNumber, shanghaiDateTime } from '@site/validation';

const yuan = (n: number) => `¥${formatNumber(n)}`;

// Apart from limit-view.ts: the deposit page carries this line only, not the tools page's texts.

/**
 * The deposit page's line: the tightest limit's room left, or null when no limit is set.
 * "24小时存款限额剩余 ¥20.00" (the period that leaves the least wins).
 */
export function depositRoomText(limits: readonly DepositLimit[]): string | null {
  const set = limits.filter((l): l is DepositLimit & { remaining: number } => l.remaining !== null);
  if (set.length === 0) return null;
  const tightest = set.reduce((a, b) => (b.remaining < a.remaining ? b : a));
  const base = `${DEPOSIT_LIMIT_LABELS[tightest.period]}存款限额剩余 ${yuan(tightest.remaining)}`;
  return tightest.remaining === 0 && tightest.nextFreeAt !== null ? `${base}，${shanghaiDateTime(tightest.nextFreeAt)}（北京时间）起逐步恢复` : base;
}
