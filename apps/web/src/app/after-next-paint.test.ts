// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, useAfterFirstPaint } from './after-next-paint';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('afterNextPaint', () => {
  it('runs in a task after the next frame, not in the frame and not before it', () => {
    const run = vi.fn();
    afterNextPaint(run);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame(); // the frame's animation callbacks: the page is being drawn
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1); // the next task (a timeout of 0 set inside a frame is due a tick later)
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before the frame or between the frame and the task', () => {
    const early = vi.fn();
    afterNextPaint(early)();
    const late = vi.fn();
    const cancelLate = afterNextPaint(late);
    vi.advanceTimersToNextFrame();
    cancelLate();
    vi.advanceTimersByTime(100);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});

describe('useAfterFirstPaint', () => {
  it('is false through the first frame and true from the task after it, and stays true', () => {
    const { result, rerender } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender();
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe(true);
  });
});
