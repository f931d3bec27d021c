import { formatNumber } from '@site/validation';
import { describe, expect, it } from 'vitest';
import { vipNeedText, vipProgress } from './vip-progress';

const level = (grade: number, requiredDeposit: number, requiredTurnover: number) => ({
  grade,
  name: '星耀',
  requiredDeposit,
  requiredTurnover,
  upgradeBonus: 108,
  monthlyBonus: 48,
  birthdayBonus: 60,
  rebateRate: 0.76,
  dailyWithdrawTimes: 11,
  dailyWithdrawLimit: 1_000_000,
});

// The demo member: VIP5, deposits 38,600 of VIP6's 36,000, turnover 83,100 of 360,000.
const demo = { grade: 5, name: '钻石', depositProgress: 38_600, turnoverProgress: 83_100, next: level(6, 36_000, 360_000) };

describe('VIP progress', () => {
  it('measures each condition and the bar by the lower one (the upgrade needs both)', () => {
    const p = vipProgress(demo);
    expect(p.deposit).toEqual({ done: 38_600, required: 36_000, needed: 0, percent: 100, met: true });
    expect(p.turnover).toEqual({ done: 83_100, required: 360_000, needed: 276_900, percent: 23, met: false });
    expect(p.percent).toBe(23);
    expect(p.next).toEqual({ grade: 6, name: '星耀' });
  });

  it('counts in cents: 0.1 + 0.2 of a requirement of 0.3 is met', () => {
    const p = vipProgress({ ...demo, depositProgress: 0.1 + 0.2, next: level(6, 0.3, 0) });
    expect(p.deposit.met).toBe(true);
    expect(p.deposit.needed).toBe(0);
  });

  it('never shows 100 % before the condition is met', () => {
    const p = vipProgress({ ...demo, turnoverProgress: 359_999.99 });
    expect(p.turnover.percent).toBe(99);
    expect(p.turnover.needed).toBe(0.01);
  });

  it('is full at the top level', () => {
    const p = vipProgress({ ...demo, grade: 10, name: '神话', next: null });
    expect(p.next).toBeNull();
    expect(p.percent).toBe(100);
    expect(vipNeedText(p, formatNumber)).toBe('您已是最高等级，尊享全部特权');
  });

  it('says what is still needed', () => {
    const money = formatNumber;
    expect(vipNeedText(vipProgress(demo), money)).toBe('距VIP6还需有效投注 276,900.00');
    expect(vipNeedText(vipProgress({ ...demo, depositProgress: 1000 }), money)).toBe('距VIP6还需存款 35,000.00，有效投注 276,900.00');
    expect(vipNeedText(vipProgress({ ...demo, turnoverProgress: 400_000, depositProgress: 0 }), money)).toBe('距VIP6还需存款 36,000.00');
    expect(vipNeedText(vipProgress({ ...demo, turnoverProgress: 400_000 }), money)).toBe('已满足VIP6晋级条件，等待系统晋级');
  });
});
