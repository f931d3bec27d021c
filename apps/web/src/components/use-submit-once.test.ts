import { BusinessError } from '@site/api-client';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSubmitOnce } from './use-submit-once';

describe('useSubmitOnce', () => {
  it('sends once for two submits started together, and is busy only meanwhile', async () => {
    const { result } = renderHook(() => useSubmitOnce());
    let release: () => void = () => undefined;
    const request = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.send(request);
      void result.current.send(request);
    });
    expect(request).toHaveBeenCalledTimes(1);
    expect(result.current.busy()).toBe(true);
    expect(result.current.submitting).toBe(true);
    await act(async () => {
      release();
      await first;
    });
    expect(result.current.busy()).toBe(false);
    expect(result.current.submitting).toBe(false);
    // After a success the form takes the next submit.
    const next = vi.fn(() => Promise.resolve());
    await act(() => result.current.send(next));
    expect(next).toHaveBeenCalledTimes(1);
  });

  it("shows the platform's text for a failure and lets the member try again", async () => {
    const { result } = renderHook(() => useSubmitOnce());
    await act(() => result.current.send(() => Promise.reject(new BusinessError(10001, '提交过于频繁，请稍后再试'))));
    expect(result.current.failure).toBe('提交过于频繁，请稍后再试');
    expect(result.current.busy()).toBe(false);
    expect(result.current.submitting).toBe(false);
    act(() => result.current.setFailure(null));
    expect(result.current.failure).toBeNull();
  });

  it('words a failure as the form asks', async () => {
    const { result } = renderHook(() => useSubmitOnce());
    await act(() => result.current.send(() => Promise.reject(new Error('x')), () => '用户名或密码错误'));
    expect(result.current.failure).toBe('用户名或密码错误');
  });

  it('holds after a success when the form moves on, but not after a failure', async () => {
    const { result } = renderHook(() => useSubmitOnce({ holdAfterSuccess: true }));
    await act(() => result.current.send(() => Promise.reject(new Error('x'))));
    expect(result.current.submitting).toBe(false);
    const request = vi.fn(() => Promise.resolve());
    await act(() => result.current.send(request));
    expect(result.current.submitting).toBe(true);
    expect(result.current.busy()).toBe(true);
    await act(() => result.current.send(request));
    expect(request).toHaveBeenCalledTimes(1);
  });
});
