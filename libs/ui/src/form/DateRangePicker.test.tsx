import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateRangePicker } from './DateRangePicker';
import { orderRange, presetRange } from './date-range';

describe('date ranges', () => {
  it('counts quick picks back from today, both ends inclusive, across months', () => {
    expect(presetRange('today', '2026-03-01')).toEqual({ start: '2026-03-01', end: '2026-03-01' });
    expect(presetRange('yesterday', '2026-03-01')).toEqual({ start: '2026-02-28', end: '2026-02-28' });
    expect(presetRange('last7Days', '2026-03-01')).toEqual({ start: '2026-02-23', end: '2026-03-01' });
    expect(presetRange('last30Days', '2026-11-22')).toEqual({ start: '2026-10-24', end: '2026-11-22' });
  });

  it('keeps start before end', () => {
    expect(orderRange({ start: '2026-11-10', end: '2026-11-01' }, 'start')).toEqual({ start: '2026-11-10', end: '2026-11-10' });
    expect(orderRange({ start: '2026-11-10', end: '2026-11-01' }, 'end')).toEqual({ start: '2026-11-01', end: '2026-11-01' });
  });
});

describe('DateRangePicker', () => {
  const value = { start: '2026-11-22', end: '2026-11-22' };

  it('marks the quick pick that matches and reports a new one', async () => {
    const onValueChange = vi.fn();
    render(<DateRangePicker legend="交易时间" today="2026-11-22" value={value} onValueChange={onValueChange} />);
    expect(screen.getByRole('group', { name: '交易时间' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '今天' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: '近7天' }));
    expect(onValueChange).toHaveBeenCalledWith({ start: '2026-11-16', end: '2026-11-22' });
  });

  it('edits either end through labelled date fields', () => {
    const onValueChange = vi.fn();
    render(<DateRangePicker legend="交易时间" today="2026-11-22" value={value} onValueChange={onValueChange} />);
    const start = screen.getByLabelText('开始日期');
    expect(start.getAttribute('max')).toBe('2026-11-22');
    fireEvent.change(start, { target: { value: '2026-11-01' } });
    expect(onValueChange).toHaveBeenCalledWith({ start: '2026-11-01', end: '2026-11-22' });
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2026-11-20' } });
    expect(onValueChange).toHaveBeenLastCalledWith({ start: '2026-11-20', end: '2026-11-20' });
  });

  it('draws the fields as boxes showing the dates until they are asked for, the quick picks working meanwhile', async () => {
    const onValueChange = vi.fn();
    const { container, rerender } = render(
      <DateRangePicker legend="交易时间" today="2026-11-22" value={{ start: '2026-11-16', end: '2026-11-22' }} onValueChange={onValueChange} fields={false} />,
    );
    expect(container.querySelector('input')).toBeNull();
    expect([...container.querySelectorAll('.site-date-range__input')].map((box) => box.textContent)).toEqual(['2026/11/16', '2026/11/22']);
    expect(screen.getByRole('button', { name: '近7天' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: '今天' }));
    expect(onValueChange).toHaveBeenCalledWith(value);
    rerender(<DateRangePicker legend="交易时间" today="2026-11-22" value={value} onValueChange={onValueChange} fields />);
    expect((screen.getByLabelText('开始日期') as HTMLInputElement).value).toBe('2026-11-22');
  });
});
