import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithServices } from '../mine/test-harness';
import { AuditPage } from './AuditPage';

afterEach(cleanup);

const pending = {
  totalRequired: 13_880,
  totalCompleted: 9_880,
  passed: false,
  list: [
    // Booked 15:07 UTC = 23:07 in China, whatever zone the test machine is in.
    { id: 2, source: '首存加赠彩金', amount: 888, requiredTurnover: 8_880, completedTurnover: 4_880, passed: false, createdAt: Date.UTC(2026, 9, 21, 15, 7) },
    { id: 1, source: '银行卡存款', amount: 5_000, requiredTurnover: 5_000, completedTurnover: 5_000, passed: true, createdAt: Date.UTC(2026, 9, 16, 16, 30) },
  ],
};

describe('/mine/audit', () => {
  it('a pending audit says how much turnover is left, leads to betting and shows each item with its progress', async () => {
    renderWithServices(() => <AuditPage audit={Promise.resolve(pending)} />, {});
    expect((await screen.findByTestId('audit-summary')).textContent).toContain('还需完成 4,000.00 元有效流水才能取款');
    expect(screen.getByTestId('audit-remaining').textContent).toContain('4,000.00');
    expect(screen.getByRole('progressbar', { name: '已完成流水' }).getAttribute('aria-valuenow')).toBe('71');
    expect(screen.getByRole('link', { name: '去投注' }).getAttribute('href')).toBe('/game/sport');
    expect(screen.queryByRole('link', { name: '去取款' })).toBeNull();

    const [bonus, deposit] = screen.getAllByTestId('audit-item');
    if (!bonus || !deposit) throw new Error('two items expected');
    expect(bonus.textContent).toContain('首存加赠彩金');
    expect(bonus.textContent).toContain('未通过');
    expect(bonus.textContent).toContain('流水 4,880.00 / 8,880.00');
    expect(bonus.textContent).toContain('2026-10-21 23:07');
    expect(within(bonus).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('54');
    // 16:30 UTC is already the next day in China.
    expect(deposit.textContent).toContain('2026-10-17 00:30');
    expect(deposit.textContent).toContain('已通过');
    expect(within(deposit).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });

  it('a passed audit says so and leads to the withdrawal', async () => {
    renderWithServices(() => <AuditPage audit={Promise.resolve({ ...pending, totalCompleted: 14_000, passed: true })} />, {});
    expect((await screen.findByTestId('audit-summary')).textContent).toContain('稽核已通过，可以取款');
    expect(screen.getByTestId('audit-remaining').textContent).toContain('0.00');
    expect(screen.getByRole('link', { name: '去取款' }).getAttribute('href')).toBe('/mine/finance/withdrawal');
  });

  it('no audit items: the list says so, and the rules and the bet records link are still there', async () => {
    renderWithServices(() => <AuditPage audit={Promise.resolve({ totalRequired: 0, totalCompleted: 0, passed: true, list: [] })} />, {});
    expect(await screen.findByText('暂无稽核记录')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '稽核说明' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '投注记录 ›' }).getAttribute('href')).toBe('/mine/record/betRecord');
  });
});
