import { describe, expect, it } from 'vitest';
import { activitiesOf, applyAction, parseTab, periodText } from './activity-view';
import type { Activity } from './activity-view';

const base: Activity = {
  id: 1, kind: 'discount', category: 'newcomer', title: '首存加赠 100%', summary: '', imageUrl: '',
  startAt: Date.parse('2026-01-31T16:00:00Z'), endAt: Date.parse('2026-04-30T15:59:59Z'), applied: false, status: 'ongoing', applicable: true,
};

describe('promotion list and detail', () => {
  it('reads the tab from the address, falling back to 全部', () => {
    expect(parseTab('vip')).toBe('vip');
    expect(parseTab('VIP')).toBe('all');
    expect(parseTab(undefined)).toBe('all');
  });

  it('filters by tab and keeps the platform order', () => {
    const list = [base, { ...base, id: 2, category: 'vip' as const }, { ...base, id: 3 }];
    expect(activitiesOf(list, 'newcomer').map((a) => a.id)).toEqual([1, 3]);
    expect(activitiesOf(list, 'all')).toHaveLength(3);
    expect(activitiesOf(list, 'live')).toEqual([]);
  });

  it('writes the period in China dates', () => {
    expect(periodText(base)).toBe('2026-02-01 至 2026-04-30');
  });

  it('offers applying only to a member, once, while the activity runs', () => {
    expect(applyAction(base, true)).toEqual({ kind: 'apply' });
    expect(applyAction(base, false)).toEqual({ kind: 'login' });
    expect(applyAction({ ...base, applied: true }, true)).toEqual({ kind: 'none', text: '已申请' });
    expect(applyAction({ ...base, status: 'upcoming' }, true)).toEqual({ kind: 'none', text: '活动尚未开始' });
    expect(applyAction({ ...base, status: 'ended' }, false)).toEqual({ kind: 'none', text: '活动已结束' });
    expect(applyAction({ ...base, applicable: false }, true)).toEqual({ kind: 'none', text: '无需申请，达标后自动发放' });
    expect(applyAction({ ...base, kind: 'luckyFlip', applicable: false }, false)).toEqual({ kind: 'page', to: '/activity/luckyFlip', text: '去翻牌' });
  });
});
