import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListEnd } from './paging';
import type { RecordRow } from './record-kinds';
import { RecordList } from './RecordList';

afterEach(cleanup);

const NOW = Date.UTC(2026, 2, 15, 6, 30);
const rowAt = (i: number): RecordRow => ({
  id: i,
  title: `存款 ${String(i)}`,
  note: '银行卡存款',
  time: NOW - i * 60_000,
  figure: { kind: 'money', value: i % 2 ? -50 : 1000, signed: true },
  status: i === 0 ? { text: '处理中', tone: 'warning' } : null,
});

function list(end: ListEnd, count: number, extra: Partial<Parameters<typeof RecordList>[0]> = {}) {
  const props = {
    label: '交易记录列表',
    count,
    rowAt,
    end,
    error: end === 'error' ? '网络异常,请您稍后重试' : null,
    emptyText: '所选时间内暂无交易记录',
    headRef: createRef<HTMLElement>(),
    opened: null,
    onNearEnd: vi.fn(),
    onRetry: vi.fn(),
    onOpen: vi.fn(),
    ...extra,
  };
  render(<RecordList {...props} />);
  return props;
}

describe('the record list', () => {
  it('draws only the rows on screen, with sign, colour, status and Shanghai time', () => {
    list('more', 10_000);
    const rows = screen.getAllByTestId('record-row');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]?.textContent).toContain('存款 0');
    expect(rows[0]?.textContent).toContain('+1,000.00');
    expect(rows[0]?.textContent).toContain('处理中');
    // 06:30 UTC is 14:30 in Shanghai.
    expect(rows[0]?.textContent).toContain('银行卡存款 · 03-15 14:30');
    expect(rows[1]?.textContent).toContain('-50.00');
  });

  it('asks for the next page when the last row on screen nears the last loaded one', () => {
    const near = list('more', 12).onNearEnd;
    expect(near).toHaveBeenCalled();
    cleanup();
    expect(list('end', 12).onNearEnd).not.toHaveBeenCalled();
  });

  it('says what the end of the list is: loading, a failure with retry, the end, or an empty range', () => {
    list('loading', 30);
    expect(screen.getByTestId('record-list-end')?.textContent).toContain('加载中…');
    expect(screen.getByRole('list', { name: '交易记录列表' }).getAttribute('aria-busy')).toBe('true');
    cleanup();
    const { onRetry } = list('error', 30);
    expect(screen.getByTestId('record-list-end')?.textContent).toContain('网络异常,请您稍后重试');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    cleanup();
    list('end', 30);
    expect(screen.getByTestId('record-list-end')?.textContent).toContain('没有更多了');
    cleanup();
    list('empty', 0);
    expect(screen.getByText('所选时间内暂无交易记录')).toBeTruthy();
    expect(screen.queryByTestId('record-row')).toBeNull();
  });

  it('draws no footer while the first page loads, so the rows arriving push nothing down (no layout shift)', () => {
    const props = list('loading', 0);
    expect(screen.getByRole('status').textContent).toContain('加载中…');
    expect(screen.getByRole('list', { name: '交易记录列表' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('record-list-end')).toBeNull();
    cleanup();
    render(<RecordList {...props} end="end" count={3} />);
    expect(screen.getByTestId('record-list-end')?.textContent).toContain('没有更多了');
  });

  it('marks a tapped row at once and opens its detail once that frame has painted; the mark stays while it is open', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    try {
      const props = list('end', 3);
      cleanup();
      const { rerender } = render(<RecordList {...props} />);
      const chosen = () => screen.getAllByTestId('record-row').map((row) => row.classList.contains('record-row--chosen'));
      fireEvent.click(screen.getAllByTestId('record-row')[2] as HTMLElement);
      expect(chosen()).toEqual([false, false, true]);
      expect(props.onOpen).not.toHaveBeenCalled();
      act(() => vi.runAllTimers());
      expect(props.onOpen).toHaveBeenCalledExactlyOnceWith(2);
      // The page opens the sheet (the mark stays), then the member closes it (the mark goes).
      rerender(<RecordList {...props} opened={2} />);
      expect(chosen()).toEqual([false, false, true]);
      rerender(<RecordList {...props} opened={null} />);
      expect(chosen()).toEqual([false, false, false]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves the window where the router put it as it mounts, and draws the rows for wherever the window is scrolled', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    try {
      list('more', 10_000);
      expect(scrollTo).not.toHaveBeenCalled();
      // The router restores the member's place (row 100 at the top), and the list follows it.
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 100 * 68 });
      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
      const titles = screen.getAllByTestId('record-row').map((row) => row.textContent ?? '');
      expect(titles.some((text) => text.includes('存款 100'))).toBe(true);
      expect(titles.some((text) => text.includes('存款 0 '))).toBe(false);
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
      scrollTo.mockRestore();
    }
  });
});
