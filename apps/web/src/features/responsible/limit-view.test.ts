import { describe, expect, it } from 'vitest';
import type { DepositLimit } from '@site/api-contract';
import { depositRoomText } from './deposit-room-text';
import { limitRowView } from './limit-view';

const T0 = Date.UTC(2026, 10, 23, 2, 0); // 10:00 Beijing
const day = (over: Partial<DepositLimit> = {}): DepositLimit => ({ period: 'day', limit: 100, pending: null, used: 80, remaining: 20, nextFreeAt: T0 + 86_400_000, ...over });
const none = (period: DepositLimit['period']): DepositLimit => ({ period, limit: null, pending: null, used: 0, remaining: null, nextFreeAt: null });

describe('limit rows', () => {
  it('show the limit, used and left, and a pending raise with its Beijing time', () => {
    expect(limitRowView(day({ pending: { limit: 500, effectiveAt: T0 + 86_400_000 } }))).toEqual({
      period: 'day',
      label: '24小时',
      limit: '¥100.00',
      used: '¥80.00',
      remaining: '¥20.00',
      pending: '调整为 ¥500.00，将于 2026-11-24 10:00（北京时间）生效',
    });
  });

  it('say 未设置 without a limit, and 取消限额 for a pending removal', () => {
    expect(limitRowView(none('week'))).toMatchObject({ label: '7天', limit: '未设置', used: null, remaining: null, pending: null });
    expect(limitRowView(day({ pending: { limit: null, effectiveAt: T0 } })).pending).toBe('取消限额，将于 2026-11-23 10:00（北京时间）生效');
  });
});

describe('the deposit page line', () => {
  it('names the tightest limit', () => {
    expect(depositRoomText([day(), { ...none('week'), limit: 1000, remaining: 900 }, none('month')])).toBe('24小时存款限额剩余 ¥20.00');
  });

  it('says when room comes back once none is left', () => {
    expect(depositRoomText([day({ used: 100, remaining: 0 })])).toBe('24小时存款限额剩余 ¥0.00，2026-11-24 10:00（北京时间）起逐步恢复');
  });

  it('is null without limits', () => {
    expect(depositRoomText([none('day'), none('week'), none('month')])).toBeNull();
  });
});
