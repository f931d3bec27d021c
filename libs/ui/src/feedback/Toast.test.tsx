import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toast } from './Toast';

describe('Toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows its message in a live region and closes after 2 s by default', () => {
    const onClose = vi.fn();
    render(<Toast open message="复制成功" onClose={onClose} />);
    expect(screen.getByRole('status').textContent).toBe('复制成功');
    act(() => vi.advanceTimersByTime(1999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the live region in the document while closed so the next message is announced', () => {
    const { rerender } = render(<Toast open={false} message="复制成功" />);
    expect(screen.getByRole('status').textContent).toBe('');
    rerender(<Toast open message="复制成功" />);
    expect(screen.getByRole('status').textContent).toBe('复制成功');
  });

  it('uses an alert for errors and never closes a loading toast by itself', () => {
    const onClose = vi.fn();
    const { rerender } = render(<Toast open type="error" message="网络异常" />);
    expect(screen.getByRole('alert').textContent).toContain('网络异常');
    rerender(<Toast open type="loading" message="加载中…" onClose={onClose} />);
    act(() => vi.advanceTimersByTime(10000));
    expect(onClose).not.toHaveBeenCalled();
  });
});
